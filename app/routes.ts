import { type RouteConfig, index, layout, prefix, route } from "@react-router/dev/routes";
import { publicPages } from "./config/pages";

const pageFiles = {
  home: "routes/site/home.tsx",
  parents: "routes/site/parents.tsx",
  sellers: "routes/site/sellers.tsx",
  teachers: "routes/site/teachers.tsx",
  about: "routes/site/about.tsx",
  contact: "routes/site/contact.tsx",
  privacy: "routes/site/privacy.tsx",
  terms: "routes/site/terms.tsx",
  service: "routes/site/service.tsx",
  accessibility: "routes/site/accessibility.tsx",
} as const;

/** Each public page twice: Arabic at the spec's path, English under /en (docs/decisions/0001-language-in-the-url.md). */
function publicRoutes(locale: "ar" | "en") {
  return publicPages.map(({ id, path }) =>
    path === "/" ? index(pageFiles[id], { id: `${locale}-${id}` }) : route(path.slice(1), pageFiles[id], { id: `${locale}-${id}` }),
  );
}

export default [
  layout("routes/site/layout.tsx", [
    ...publicRoutes("ar"),
    ...prefix("en", publicRoutes("en")),
    route("newsletter", "routes/site/newsletter.tsx", { id: "ar-newsletter" }),
    route("en/newsletter", "routes/site/newsletter.tsx", { id: "en-newsletter" }),
    // The newsletter emails' links (docs/decisions/0028-email-outbox.md).
    route("newsletter/confirm", "routes/site/newsletter-link.tsx", { id: "ar-newsletter-confirm" }),
    route("en/newsletter/confirm", "routes/site/newsletter-link.tsx", { id: "en-newsletter-confirm" }),
    route("newsletter/unsubscribe", "routes/site/newsletter-unsubscribe.tsx", { id: "ar-newsletter-unsubscribe" }),
    route("en/newsletter/unsubscribe", "routes/site/newsletter-unsubscribe.tsx", { id: "en-newsletter-unsubscribe" }),
    route("*", "routes/site/not-found.tsx"),
  ]),
  // The administrator portal: sign-in, and one route per dashboard tab.
  route("admin-login", "routes/admin/login/route.tsx"),
  route("admin-logout", "routes/admin/logout.ts"),
  route("admin-language", "routes/admin/language.ts"),
  route("admin-preview", "routes/admin/preview.ts"),
  route("admin-forgot-password", "routes/admin/password-reset/forgot.tsx"),
  route("admin-reset-password", "routes/admin/password-reset/reset.tsx"),
  route("admin-accept-invitation", "routes/admin/password-reset/invitation.tsx"),
  route("admin-dashboard", "routes/admin/dashboard/route.tsx", [
    index("routes/admin/content/route.tsx"),
    route("header-footer", "routes/admin/header-footer/route.tsx"),
    route("messages", "routes/admin/messages/route.tsx"),
    route("team", "routes/admin/team/route.tsx"),
    route("users", "routes/admin/users/route.tsx"),
    route("faq", "routes/admin/faq/route.tsx"),
    route("activity", "routes/admin/activity/route.tsx"),
    route("history", "routes/admin/history/route.tsx"),
    route("media", "routes/admin/media/route.tsx"),
    route("outbox", "routes/admin/outbox/route.tsx"),
    route("newsletter", "routes/admin/newsletter/route.tsx"),
    route("account", "routes/admin/account/route.tsx"),
    route("security", "features/two-factor/security.route.tsx"),
    route("search", "routes/admin/search/route.tsx"),
    route("schedules", "features/schedules/schedules.route.tsx"),
    route("analytics", "features/analytics/analytics.route.tsx"),
    route("publish-drafts", "routes/admin/publish-drafts/route.tsx"),
    // Two routes, not `help/:topic?`: app/server/known-paths.ts judges no table with an optional segment.
    route("help", "routes/admin/help/route.tsx", { id: "admin-help-index" }),
    route("help/:topic", "routes/admin/help/route.tsx", { id: "admin-help" }),
  ]),
  route("media/:file", "routes/media.ts"),
  route("share/:file", "features/share/share-image.route.ts"),
  route("download", "routes/site/download.ts"),
  route("social-icons.svg", "routes/site/social-sprite.ts"),
  route("sitemap.xml", "routes/seo/sitemap.ts"),
  route("robots.txt", "routes/seo/robots.ts"),
  // The JSON API (docs/api.md, docs/decisions/0013-json-api-conventions.md): resource routes only.
  ...prefix("api", [
    layout("routes/api/layout.ts", [
      // One module for both settings: the path names which.
      route("header-settings", "routes/api/settings.ts", { id: "api-header-settings" }),
      route("footer-settings", "routes/api/settings.ts", { id: "api-footer-settings" }),
      route("content", "routes/api/content.ts"),
      route("team", "routes/api/team.ts"),
      route("contact", "routes/api/contact.ts"),
      route("newsletter", "routes/api/newsletter.ts"),
      route("auth/user", "routes/api/auth/user.ts"),
      route("login", "routes/api/login.ts"),
      route("logout", "routes/api/logout.ts"),
      route("password-reset", "routes/api/password-reset.ts"),
      route("password-reset/confirm", "routes/api/password-reset-confirm.ts"),
      route("invitations/accept", "routes/api/invitation-accept.ts"),
      // This API's OpenAPI 3.1 document, from the same schemas (docs/decisions/0038-openapi-from-the-schemas.md).
      route("openapi.json", "routes/api/openapi.ts"),
      route("passkey-login", "features/two-factor/api-passkey-login.route.ts"),
      route("passkey-login/options", "features/two-factor/api-passkey-login-options.route.ts"),
      // One sign-in check for every administrator endpoint, as the dashboard layout does for its tabs.
      ...prefix("admin", [
        layout("routes/api/admin/layout.ts", [
          route("button-links", "routes/api/admin/button-links.ts"),
          route("button-links/:keyOrId", "routes/api/admin/button-link.ts"),
          route("header-settings", "routes/api/admin/settings.ts", { id: "api-admin-header-settings" }),
          route("footer-settings", "routes/api/admin/settings.ts", { id: "api-admin-footer-settings" }),
          route("company-settings", "routes/api/admin/company-settings.ts"),
          route("team", "routes/api/admin/team.ts"),
          route("team/:id", "routes/api/admin/team-member.ts"),
          route("content", "routes/api/admin/content.ts"),
          route("content/:id", "routes/api/admin/content-item.ts"),
          route("content/:id/draft", "routes/api/admin/content-draft.ts"),
          route("drafts/publish", "routes/api/admin/drafts-publish.ts"),
          route("schedules", "features/schedules/api-schedules.route.ts"),
          route("schedules/:id", "features/schedules/api-schedule.route.ts"),
          route("users", "routes/api/admin/users.ts"),
          route("users/:id", "routes/api/admin/user.ts"),
          route("users/:id/password", "routes/api/admin/user-password.ts"),
          route("users/:id/two-factor", "features/two-factor/api-user-two-factor.route.ts"),
          route("invitations", "routes/api/admin/invitations.ts"),
          route("invitations/:id", "routes/api/admin/invitation.ts"),
          route("invitations/:id/resend", "routes/api/admin/invitation-resend.ts"),
          route("sessions", "routes/api/admin/sessions.ts"),
          // Two-factor sign-in of the signed-in user (docs/decisions/0040-two-factor-and-passkeys.md).
          route("account/totp", "features/two-factor/api-totp.route.ts"),
          route("account/totp/confirm", "features/two-factor/api-totp-confirm.route.ts"),
          route("account/recovery-codes", "features/two-factor/api-recovery-codes.route.ts"),
          route("account/passkeys", "features/two-factor/api-passkeys.route.ts"),
          route("account/passkeys/options", "features/two-factor/api-passkey-options.route.ts"),
          route("account/passkeys/:id", "features/two-factor/api-passkey.route.ts"),
          route("contacts", "routes/api/admin/contacts.ts"),
          route("contacts.csv", "routes/api/admin/contacts-csv.ts"),
          route("contacts/:id", "routes/api/admin/contact.ts"),
          route("contacts/:id/read", "routes/api/admin/contact-read.ts"),
          route("contacts/:id/reply", "routes/api/admin/contact-reply.ts"),
          route("newsletter", "routes/api/admin/newsletter.ts"),
          route("revisions", "routes/api/admin/revisions.ts"),
          route("revisions/:id/restore", "routes/api/admin/revision-restore.ts"),
          route("activity", "routes/api/admin/activity.ts"),
          route("media", "routes/api/admin/media.ts"),
          route("media/:id", "routes/api/admin/media-item.ts"),
          route("newsletter.csv", "routes/api/admin/newsletter-csv.ts"),
          route("analytics", "features/analytics/api-analytics.route.ts"),
          route("analytics.csv", "features/analytics/api-analytics-csv.route.ts"),
          route("search", "routes/api/admin/search.ts"),
        ]),
      ]),
      route("*", "routes/api/not-found.ts"),
    ]),
  ]),
] satisfies RouteConfig;
