import { createHash } from "node:crypto";
import { z } from "zod";
import { revisionEntities } from "#db/models/revisions.server";
import { languageCookieName, locales } from "~/config/site";
import { sessionCookieName } from "~/lib/cookies.server";
import { translationStatuses } from "~/domain/translation-status";
import { errorResponse, messageResponse, validationErrorResponse } from "~/schemas/answers";
import { versionBodySchema } from "~/schemas/fields";
import { buttonLinkPatchSchema, buttonLinkResponse, buttonLinkSchema } from "~/schemas/button-link";
import { contactAcceptedResponse, contactMessageResponse, contactNotesSchema } from "~/schemas/contact";
import {
  contentDraftSchema,
  contentItemPatchSchema,
  contentItemResponse,
  contentItemSchema,
  editorialContentItemResponse,
  publicContentItemResponse,
  publishDraftsResponse,
  publishDraftsSchema,
} from "~/schemas/content-item";
import { scheduleResponse, scheduleSchema } from "~/schemas/schedule";
import { companySettingsResponse, companySettingsSchema } from "~/schemas/company-settings";
import { footerSettingsResponse, footerSettingsSchema, headerSettingsResponse, headerSettingsSchema } from "~/schemas/header-footer-settings";
import { activityPageResponse, revisionPageResponse } from "~/schemas/history";
import { analyticsResponse } from "~/schemas/analytics";
import { mediaAltPatchSchema, mediaAltSchema, mediaInUseResponse, mediaResponse, uploadedMediaResponse } from "~/schemas/media";
import { subscriberResponse } from "~/schemas/newsletter";
import { searchResultResponse } from "~/schemas/search";
import { searchKinds } from "~/domain/search-kinds";
import { publicTeamMemberResponse, teamMemberPatchSchema, teamMemberResponse, teamMemberSchema } from "~/schemas/team-member";
import {
  apiLoginSchema,
  loginResponse,
  passkeyLoginOptionsResponse,
  passkeyLoginSchema,
  passkeyRegistrationOptionsResponse,
  passkeyRegistrationSchema,
  passkeyResponse,
  recoveryCodesRenewalSchema,
  recoveryCodesResponse,
  totpConfirmSchema,
  totpDisableSchema,
  totpEnrolmentResponse,
  twoFactorRequiredResponse,
  passkeyRequiredResponse,
  totpStartSchema,
  passkeyOptionsSchema,
  passkeyRemovalSchema,
  endSessionsSchema,
} from "~/schemas/two-factor";
import {
  acceptInvitationSchema,
  forgotPasswordSchema,
  invitationResponse,
  invitationSchema,
  newUserSchema,
  userRoleSchema,
  passwordSchema,
  resetPasswordSchema,
  sessionResponse,
  signedInUserResponse,
  userResponse,
  listedUserResponse,
} from "~/schemas/user";
import { publicCache } from "./api.server";
import { contactSubmissionSchema } from "./contact.server";
import { restoreTargetSchema } from "./history.server";
import { newsletterSubmissionSchema } from "./newsletter.server";

/*
 * GET /api/openapi.json (docs/decisions/0038-openapi-from-the-schemas.md): an OpenAPI 3.1 document
 * of every endpoint of docs/api.md, written from the zod schemas the endpoints validate their
 * bodies with (io "input": what a client may send) and the schemas that describe their answers
 * (io "output": what the server sends), both converted by zod's own JSON Schema output (draft
 * 2020-12, the dialect of OpenAPI 3.1). Built once per process; no timestamp, no random order:
 * the same build serves the same bytes.
 */

type JsonSchema = Record<string, unknown>;

/** package.json's version, written in at build time (vite.config.ts `define`); code run without Vite (tsx) says so. */
const appVersion = typeof __MAHAMI_VERSION__ === "string" ? __MAHAMI_VERSION__ : "0.0.0-unbuilt";

/** The document changes only with a new build; the ETag lets a client check cheaply after an hour. */
export const openApiCacheControl = "public, max-age=3600";

/** A zod schema as a JSON Schema of OpenAPI 3.1 (draft 2020-12), without its `$schema` line. */
function jsonSchema(schema: z.ZodType, io: "input" | "output"): JsonSchema {
  const { $schema: _dialect, ...converted } = z.toJSONSchema(schema, { target: "draft-2020-12", io, unrepresentable: "any" });
  return converted;
}

/** The answers' objects, one component each: what docs/api.md#objects lists. */
const answerSchemas = {
  Error: errorResponse,
  ValidationError: validationErrorResponse,
  Message: messageResponse,
  SignedInUser: signedInUserResponse,
  SignedIn: loginResponse,
  TwoFactorRequired: twoFactorRequiredResponse,
  PasskeyRequired: passkeyRequiredResponse,
  TotpEnrolment: totpEnrolmentResponse,
  RecoveryCodes: recoveryCodesResponse,
  Passkey: passkeyResponse,
  PasskeyRegistrationOptions: passkeyRegistrationOptionsResponse,
  PasskeySignInOptions: passkeyLoginOptionsResponse,
  User: userResponse,
  ListedUser: listedUserResponse,
  Invitation: invitationResponse,
  Session: sessionResponse,
  PublicContentItem: publicContentItemResponse,
  StoredContentItem: contentItemResponse,
  ContentItem: editorialContentItemResponse,
  PublishedDrafts: publishDraftsResponse,
  PublishSchedule: scheduleResponse,
  ButtonLink: buttonLinkResponse,
  HeaderSettings: headerSettingsResponse,
  FooterSettings: footerSettingsResponse,
  CompanySettings: companySettingsResponse,
  TeamMember: teamMemberResponse,
  PublicTeamMember: publicTeamMemberResponse,
  Media: mediaResponse,
  UploadedMedia: uploadedMediaResponse,
  MediaInUse: mediaInUseResponse,
  ContactMessage: contactMessageResponse,
  ContactAccepted: contactAcceptedResponse,
  Subscriber: subscriberResponse,
  RevisionPage: revisionPageResponse,
  ActivityPage: activityPageResponse,
  Analytics: analyticsResponse,
  SearchResult: searchResultResponse,
} satisfies Record<string, z.ZodType>;

type AnswerName = keyof typeof answerSchemas;

const ref = (name: AnswerName) => ({ $ref: `#/components/schemas/${name}` });
const arrayOf = (name: AnswerName) => ({ type: "array", items: ref(name) });
const json = (schema: JsonSchema) => ({ "application/json": { schema } });

/** Response headers, by name. */
const headers = {
  cacheControl: { "Cache-Control": { $ref: "#/components/headers/CacheControl" } },
  etag: { ETag: { $ref: "#/components/headers/ETag" } },
  setCookie: { "Set-Cookie": { $ref: "#/components/headers/SetCookie" } },
};

/** The error answers every operation shares, by status (their wording depends on the operation only in the description). */
const sharedErrors: Record<number, { $ref: string }> = {
  400: { $ref: "#/components/responses/Invalid" },
  401: { $ref: "#/components/responses/Unauthorized" },
  403: { $ref: "#/components/responses/CrossSite" },
  404: { $ref: "#/components/responses/NotFound" },
  413: { $ref: "#/components/responses/TooLarge" },
  415: { $ref: "#/components/responses/NotJson" },
  429: { $ref: "#/components/responses/TooManyRequests" },
};

interface Body {
  schema: z.ZodType;
  /** The body may also be a JSON string of the object (the old client's quirk, docs/api.md). */
  orString?: boolean;
  /** No body and `{}` both mean "no options" (a restore, a publish). */
  optional?: boolean;
}

interface Success {
  status: number;
  description: string;
  schema?: JsonSchema;
  headers?: Record<string, unknown>;
  /** Another media type than JSON (the CSV exports). */
  content?: Record<string, unknown>;
}

interface Operation {
  method: "get" | "post" | "put" | "patch" | "delete";
  path: string;
  summary: string;
  tag: string;
  /** Needs the session cookie (every /api/admin path; 401 without it). */
  signedIn?: boolean;
  pathParameters?: Record<string, JsonSchema & { description: string }>;
  query?: { name: string; required?: boolean; description: string; schema: JsonSchema }[];
  body?: Body;
  /** A multipart body instead of JSON (the image upload). */
  multipart?: JsonSchema;
  success: Success;
  /** Error statuses besides those every operation of its kind gets; a string replaces the shared answer's description. */
  errors?: Record<number, string | Record<string, unknown>>;
  /** Public JSON the same for everyone: cached 60 s, with an ETag and 304. */
  cached?: boolean;
  /**
   * One editable object with a version (docs/decisions/0043-versions-and-conflicts.md): a GET sends
   * it as its ETag; a write takes If-Match and answers 409 with the object as it is now.
   */
  versioned?: AnswerName | AnswerName[];
}

/** A 400 that is either the schema's `{message, errors}` or the route's own `{message}` (a code or passkey not accepted). */
const errorOrFields = { anyOf: [ref("ValidationError"), ref("Error")] };

const id = { type: "integer", minimum: 1, description: "The id (a whole number from 1; anything else is a 404)." };
/** `?q=`: a search (docs/decisions/0041-search-index.md), at most 200 characters. */
const searchQuery = {
  name: "q",
  description: "What to search for (at most 200 characters; Arabic folded, every word a word prefix, any order).",
  schema: { type: "string", maxLength: 200 },
};
const pageQuery = { name: "page", description: "The page, from 1 (50 a page).", schema: { type: "integer", minimum: 1, default: 1 } };
/** The days of an analytics answer, both included. */
const analyticsRange = [
  { name: "from", required: true, description: "The first day (YYYY-MM-DD, UTC).", schema: { type: "string", format: "date" } },
  {
    name: "to",
    required: true,
    description: "The last day (YYYY-MM-DD, UTC), at most two years after `from`.",
    schema: { type: "string", format: "date" },
  },
];

const operations: Operation[] = [
  // Public
  {
    method: "get",
    path: "/api/header-settings",
    summary: "What the public header shows",
    tag: "Public",
    cached: true,
    success: { status: 200, description: "The header settings.", schema: ref("HeaderSettings") },
  },
  {
    method: "get",
    path: "/api/footer-settings",
    summary: "What the public footer shows",
    tag: "Public",
    cached: true,
    success: { status: 200, description: "The footer settings.", schema: ref("FooterSettings") },
  },
  {
    method: "get",
    path: "/api/content",
    summary: "Every content item of every page, without the administrators' notes",
    tag: "Public",
    cached: true,
    success: { status: 200, description: "Every content item.", schema: arrayOf("PublicContentItem") },
  },
  {
    method: "get",
    path: "/api/team",
    summary: "The active team members written in both languages, in their order, without email and phone",
    tag: "Public",
    cached: true,
    success: {
      status: 200,
      description: "The members the About page shows: active, with name and position (and bio, if any) in Arabic and English.",
      schema: arrayOf("PublicTeamMember"),
    },
  },
  {
    method: "post",
    path: "/api/contact",
    summary: "Send a message through the contact form",
    tag: "Public",
    body: { schema: contactSubmissionSchema },
    success: { status: 201, description: "Stored (id 0 when the anti-spam field was filled: nothing stored).", schema: ref("ContactAccepted") },
    errors: { 429: "5 messages per IP address per 10 minutes." },
  },
  {
    method: "post",
    path: "/api/newsletter",
    summary: "Sign an address up for the newsletter (double opt-in)",
    tag: "Public",
    body: { schema: newsletterSubmissionSchema },
    success: { status: 202, description: "The same thanks whether the address is new or known.", schema: ref("Message") },
    errors: { 429: "5 sign-ups per IP address per 10 minutes." },
  },
  {
    method: "get",
    path: "/api/auth/user",
    summary: "The signed-in administrator",
    tag: "Sign-in",
    signedIn: true,
    success: { status: 200, description: "Signed in.", schema: ref("SignedInUser") },
  },
  {
    method: "post",
    path: "/api/login",
    summary: "Sign in: sets the session cookie",
    tag: "Sign-in",
    body: { schema: apiLoginSchema },
    success: {
      status: 200,
      description: "Signed in; the session cookie is set. `recoveryCodesLeft` only when `code` was a recovery code.",
      schema: ref("SignedIn"),
      headers: headers.setCookie,
    },
    errors: {
      401: {
        description:
          "Wrong email or password (the same message either way); or, with two-factor on, `code` missing or not accepted: `twoFactorRequired: true`; or, with REQUIRE_2FA, a right password of an account whose only second factor is a passkey: `passkeyRequired: true` (sign in with POST /api/passkey-login).",
        content: json({ anyOf: [ref("Error"), ref("TwoFactorRequired"), ref("PasskeyRequired")] }),
      },
      429: "Too many attempts: 5 failures per email and IP, 20 attempts per IP per 15 minutes, 50 failures per email an hour (not counted from a browser that signed in to the account before; the message says what the owner can do).",
    },
  },
  {
    method: "post",
    path: "/api/passkey-login/options",
    summary: "WebAuthn sign-in options for any passkey of this site (a one-use challenge, 5 minutes)",
    tag: "Sign-in",
    success: { status: 200, description: "The options, for @simplewebauthn/browser's startAuthentication.", schema: ref("PasskeySignInOptions") },
    errors: { 429: "30 requests per IP address per 15 minutes." },
  },
  {
    method: "post",
    path: "/api/passkey-login",
    summary: "Sign in with a passkey (both factors at once): sets the session cookie",
    tag: "Sign-in",
    body: { schema: passkeyLoginSchema },
    success: { status: 200, description: "Signed in; the session cookie is set.", schema: ref("SignedInUser"), headers: headers.setCookie },
    errors: {
      400: {
        description: "A malformed body, or an answer that does not verify (unknown passkey, used or expired challenge).",
        content: json(errorOrFields),
      },
      429: "20 sign-in attempts per IP address per 15 minutes, counted with POST /api/login's.",
    },
  },
  {
    method: "post",
    path: "/api/logout",
    summary: "Sign out: the session is deleted on the server",
    tag: "Sign-in",
    success: { status: 204, description: "Signed out (also when already signed out); the cookie is cleared.", headers: headers.setCookie },
  },
  {
    method: "post",
    path: "/api/password-reset",
    summary: "Ask for a password reset link by email",
    tag: "Sign-in",
    body: { schema: forgotPasswordSchema },
    success: { status: 202, description: "The same answer whether or not an administrator has the address.", schema: ref("Message") },
    errors: { 429: "5 requests per IP address per 15 minutes." },
  },
  {
    method: "post",
    path: "/api/password-reset/confirm",
    summary: "Set a new password with a reset link's token",
    tag: "Sign-in",
    body: { schema: resetPasswordSchema },
    success: { status: 204, description: "The password changed and every session of that administrator ended." },
    errors: {
      400: "A refused password (in `errors.password`), or an unknown or used link.",
      410: { description: "The link expired.", content: json(ref("Error")) },
      429: "10 unusable links per IP address per 15 minutes.",
    },
  },
  {
    method: "post",
    path: "/api/invitations/accept",
    summary: "Choose your own password with an invitation link's token (then sign in)",
    tag: "Sign-in",
    body: { schema: acceptInvitationSchema },
    success: { status: 204, description: "The password is set and the link is spent; sign in with it." },
    errors: {
      400: { description: "A refused password (in `errors.password`), or an unknown link (`{message}` only).", content: json(errorOrFields) },
      410: { description: "The link was used, or expired (72 hours after it was sent).", content: json(ref("Error")) },
      429: "10 unusable links per IP address per 15 minutes, counted with reset links.",
    },
  },
  {
    method: "get",
    path: "/api/openapi.json",
    summary: "This document",
    tag: "Public",
    success: {
      status: 200,
      description: "The OpenAPI 3.1 document of this build (the same bytes for the same build).",
      schema: { type: "object", required: ["openapi", "info", "paths"] },
      headers: {
        "Cache-Control": { description: "Cacheable by anyone for an hour.", schema: { type: "string", examples: [openApiCacheControl] } },
        ...headers.etag,
      },
    },
    errors: { 304: { description: "Not modified (If-None-Match named the ETag)." } },
  },

  // Content items
  {
    method: "get",
    path: "/api/admin/content",
    summary: "Every content item, or one page's, or those of one translation status",
    tag: "Content",
    signedIn: true,
    query: [
      { name: "page", description: "Only this page's items (an unknown page has none).", schema: { type: "string", examples: ["faq"] } },
      { name: "status", description: "Only items of this translation status.", schema: { type: "string", enum: [...translationStatuses] } },
      { ...searchQuery, description: "Only items (drafts included) matching this search: key, Arabic, English, description." },
    ],
    success: { status: 200, description: "The items, each with its translation status and draft.", schema: arrayOf("ContentItem") },
    errors: { 400: { description: "An unknown `status`; `q` over 200 characters or with nothing searchable.", content: json(errorOrFields) } },
  },
  {
    method: "post",
    path: "/api/admin/content",
    summary: "Create a content item",
    tag: "Content",
    signedIn: true,
    body: { schema: contentItemSchema },
    success: { status: 201, description: "Created.", schema: ref("ContentItem") },
    errors: { 409: "The key exists." },
  },
  {
    method: "get",
    path: "/api/admin/content/{id}",
    summary: "One content item, with its version as its ETag",
    tag: "Content",
    signedIn: true,
    pathParameters: { id },
    success: { status: 200, description: "The item, with its translation status and draft.", schema: ref("ContentItem") },
    versioned: "ContentItem",
  },
  {
    method: "patch",
    path: "/api/admin/content/{id}",
    summary: "Change a content item (published at once; a change of its values or type ends its draft)",
    tag: "Content",
    signedIn: true,
    pathParameters: { id },
    body: { schema: contentItemPatchSchema, orString: true },
    success: { status: 200, description: "The item as stored.", schema: ref("ContentItem") },
    errors: { 409: "The key belongs to another item." },
    versioned: "ContentItem",
  },
  {
    method: "delete",
    path: "/api/admin/content/{id}",
    summary: "Delete a content item",
    tag: "Content",
    signedIn: true,
    pathParameters: { id },
    body: { schema: versionBodySchema, orString: true, optional: true },
    success: { status: 204, description: "Deleted." },
    versioned: "ContentItem",
  },
  {
    method: "put",
    path: "/api/admin/content/{id}/draft",
    summary: "Save an item's draft (an absent value takes the published one)",
    tag: "Content",
    signedIn: true,
    pathParameters: { id },
    body: { schema: contentDraftSchema, orString: true },
    success: { status: 200, description: "The item with its draft.", schema: ref("ContentItem") },
    versioned: "ContentItem",
  },
  {
    method: "delete",
    path: "/api/admin/content/{id}/draft",
    summary: "Discard an item's draft",
    tag: "Content",
    signedIn: true,
    pathParameters: { id },
    success: { status: 204, description: "Discarded (also when there was no draft)." },
  },
  {
    method: "post",
    path: "/api/admin/drafts/publish",
    summary: "Publish drafts (a page's, some items', or all) in one language or both",
    tag: "Content",
    signedIn: true,
    body: { schema: publishDraftsSchema, orString: true, optional: true },
    success: { status: 200, description: "What was published.", schema: ref("PublishedDrafts") },
    errors: {
      400: "An unknown page or item (named), or a language other than ar and en.",
      403: "Every draft (neither page nor ids) asked by an editor: that is for administrators; or a cross-site request.",
    },
  },
  {
    method: "get",
    path: "/api/admin/schedules",
    summary: "Publish schedules: pending ones soonest first, then the latest done, failed and cancelled",
    tag: "Content",
    signedIn: true,
    success: { status: 200, description: "The schedules.", schema: arrayOf("PublishSchedule") },
  },
  {
    method: "post",
    path: "/api/admin/schedules",
    summary: "Publish drafts at a chosen time (within 60 s of it), exactly once",
    tag: "Content",
    signedIn: true,
    body: { schema: scheduleSchema, orString: true },
    success: { status: 201, description: "The pending schedule.", schema: ref("PublishSchedule") },
    errors: {
      400: "`at` not ISO-8601 with an offset, past, or more than a year ahead; an unknown page or item (named).",
      403: "Every draft (neither page nor ids) asked by an editor: that is for administrators; or a cross-site request.",
      409: "100 schedules already wait in all, or 20 of the caller's: the message says which.",
    },
  },
  {
    method: "delete",
    path: "/api/admin/schedules/{id}",
    summary: "Cancel a pending schedule",
    tag: "Content",
    signedIn: true,
    pathParameters: { id },
    success: { status: 204, description: "Cancelled." },
    errors: { 409: "The schedule has already run, failed or been cancelled." },
  },

  // Button links
  {
    method: "get",
    path: "/api/admin/button-links/{keyOrId}",
    summary: "The link of a button, by the button's content key",
    tag: "Button links",
    signedIn: true,
    pathParameters: { keyOrId: { type: "string", description: "The button's content key, e.g. `home.hero.button`." } },
    success: { status: 200, description: "The link.", schema: ref("ButtonLink") },
    errors: { 404: "The button has no link." },
    versioned: "ButtonLink",
  },
  {
    method: "post",
    path: "/api/admin/button-links",
    summary: "Create a button's link",
    tag: "Button links",
    signedIn: true,
    body: { schema: buttonLinkSchema },
    success: { status: 201, description: "Created.", schema: ref("ButtonLink") },
    errors: { 409: "The content key has a link." },
  },
  {
    method: "patch",
    path: "/api/admin/button-links/{keyOrId}",
    summary: "Change a link, by its id (checked as it will be stored)",
    tag: "Button links",
    signedIn: true,
    pathParameters: { keyOrId: { ...id, description: "The link's id." } },
    body: { schema: buttonLinkPatchSchema },
    success: { status: 200, description: "The link as stored.", schema: ref("ButtonLink") },
    errors: { 409: "The content key has another link." },
    versioned: "ButtonLink",
  },
  {
    method: "delete",
    path: "/api/admin/button-links/{keyOrId}",
    summary: "Delete a link, by its id",
    tag: "Button links",
    signedIn: true,
    pathParameters: { keyOrId: { ...id, description: "The link's id." } },
    body: { schema: versionBodySchema, orString: true, optional: true },
    success: { status: 204, description: "Deleted." },
    versioned: "ButtonLink",
  },

  // Header and footer settings
  ...(["header", "footer"] as const).flatMap((name): Operation[] => {
    const answer = name === "header" ? "HeaderSettings" : "FooterSettings";
    return [
      {
        method: "get",
        path: `/api/admin/${name}-settings`,
        summary: `The ${name} settings`,
        tag: "Header and footer",
        signedIn: true,
        success: { status: 200, description: `The ${name} settings.`, schema: ref(answer) },
        versioned: answer,
      },
      {
        method: "patch",
        path: `/api/admin/${name}-settings`,
        summary: `Change any of the ${name} settings`,
        tag: "Header and footer",
        signedIn: true,
        body: { schema: name === "header" ? headerSettingsSchema : footerSettingsSchema, orString: true },
        success: { status: 200, description: `The ${name} settings as stored.`, schema: ref(answer) },
        versioned: answer,
      },
    ];
  }),
  // The owner's facts (administrators only): docs/decisions/0047-company-facts-and-launch-checklist.md
  {
    method: "get",
    path: "/api/admin/company-settings",
    summary: "The company facts (administrators only)",
    tag: "Header and footer",
    signedIn: true,
    success: { status: 200, description: 'The company facts; "" is a fact not given yet.', schema: ref("CompanySettings") },
    versioned: "CompanySettings",
  },
  {
    method: "patch",
    path: "/api/admin/company-settings",
    summary: "Change any of the company facts (administrators only)",
    tag: "Header and footer",
    signedIn: true,
    body: { schema: companySettingsSchema, orString: true },
    success: { status: 200, description: "The company facts as stored.", schema: ref("CompanySettings") },
    versioned: "CompanySettings",
  },

  // Team
  {
    method: "get",
    path: "/api/admin/team",
    summary: "Every team member, inactive ones included",
    tag: "Team",
    signedIn: true,
    success: { status: 200, description: "The members in their order.", schema: arrayOf("TeamMember") },
  },
  {
    method: "post",
    path: "/api/admin/team",
    summary: "Add a team member",
    tag: "Team",
    signedIn: true,
    body: { schema: teamMemberSchema },
    success: { status: 201, description: "Created.", schema: ref("TeamMember") },
  },
  {
    method: "get",
    path: "/api/admin/team/{id}",
    summary: "One team member, with its version as its ETag",
    tag: "Team",
    signedIn: true,
    pathParameters: { id },
    success: { status: 200, description: "The member.", schema: ref("TeamMember") },
    versioned: "TeamMember",
  },
  {
    method: "patch",
    path: "/api/admin/team/{id}",
    summary: "Change a team member (a field left out keeps its value)",
    tag: "Team",
    signedIn: true,
    pathParameters: { id },
    body: { schema: teamMemberPatchSchema },
    success: { status: 200, description: "The member as stored.", schema: ref("TeamMember") },
    versioned: "TeamMember",
  },
  {
    method: "delete",
    path: "/api/admin/team/{id}",
    summary: "Delete a team member",
    tag: "Team",
    signedIn: true,
    pathParameters: { id },
    body: { schema: versionBodySchema, orString: true, optional: true },
    success: { status: 204, description: "Deleted." },
    versioned: "TeamMember",
  },

  // Administrator users
  {
    method: "get",
    path: "/api/admin/users",
    summary: "Every administrator",
    tag: "Users",
    signedIn: true,
    success: {
      status: 200,
      description: "The administrators, each saying whether a second factor guards their account.",
      schema: arrayOf("ListedUser"),
    },
  },
  {
    method: "post",
    path: "/api/admin/users",
    summary: "Add an administrator",
    tag: "Users",
    signedIn: true,
    body: { schema: newUserSchema },
    success: { status: 201, description: "Created.", schema: ref("User") },
    errors: { 409: "The email exists (in any letter case)." },
  },
  {
    method: "patch",
    path: "/api/admin/users/{id}",
    summary: "Set a user's role (administrator or editor)",
    tag: "Users",
    signedIn: true,
    pathParameters: { id },
    body: { schema: userRoleSchema },
    success: { status: 200, description: "The user.", schema: ref("User") },
    errors: { 409: "The last administrator cannot lose the role." },
  },
  {
    method: "delete",
    path: "/api/admin/users/{id}",
    summary: "Delete an administrator and their sessions (yourself: you are signed out)",
    tag: "Users",
    signedIn: true,
    pathParameters: { id },
    success: { status: 204, description: "Deleted; the cookie is cleared when it was you.", headers: headers.setCookie },
    errors: { 409: "The last administrator cannot be deleted." },
  },
  {
    method: "patch",
    path: "/api/admin/users/{id}/password",
    summary: "Set a password (your own also needs currentPassword); the user's other sessions end",
    tag: "Users",
    signedIn: true,
    pathParameters: { id },
    body: { schema: passwordSchema },
    success: { status: 200, description: "The user.", schema: ref("User") },
    errors: { 400: "A refused password, or a missing or wrong `currentPassword`.", 429: "Too many wrong current passwords." },
  },

  {
    method: "delete",
    path: "/api/admin/users/{id}/two-factor",
    summary: "Turn another user's two-factor off (a lost phone): app, recovery codes and passkeys go, and their sessions end",
    tag: "Users",
    signedIn: true,
    pathParameters: { id },
    success: { status: 204, description: "Two-factor is off for that user." },
    errors: {
      403: "Your own account (use DELETE /api/admin/account/totp), an editor, or a cross-site request.",
      409: "That user has no second factor on.",
    },
  },

  // Invitations (docs/decisions/0039-roles.md)
  {
    method: "get",
    path: "/api/admin/invitations",
    summary: "Every pending invitation (expired ones too)",
    tag: "Users",
    signedIn: true,
    success: { status: 200, description: "The invitations not yet accepted, by account id; never a token.", schema: arrayOf("Invitation") },
  },
  {
    method: "post",
    path: "/api/admin/invitations",
    summary: "Invite a person by email: their account, and a link (72 hours, once) to choose their own password",
    tag: "Users",
    signedIn: true,
    body: { schema: invitationSchema },
    success: { status: 201, description: "Invited; the email is on its way through the outbox.", schema: ref("Invitation") },
    errors: { 409: "The email has an account (in any letter case)." },
  },
  {
    method: "delete",
    path: "/api/admin/invitations/{id}",
    summary: "Withdraw a pending invitation: its never-used account goes with it",
    tag: "Users",
    signedIn: true,
    pathParameters: { id: { ...id, description: "The invited account's id." } },
    success: { status: 204, description: "Withdrawn; the link no longer works." },
    errors: { 404: "No pending invitation for that account." },
  },
  {
    method: "post",
    path: "/api/admin/invitations/{id}/resend",
    summary: "Send a pending invitation again: a new link, 72 hours again; the old one stops working",
    tag: "Users",
    signedIn: true,
    pathParameters: { id: { ...id, description: "The invited account's id." } },
    success: { status: 200, description: "Sent again; the invitation with its new expiry.", schema: ref("Invitation") },
    errors: { 404: "No pending invitation for that account." },
  },

  // Your second factors
  {
    method: "post",
    path: "/api/admin/account/totp",
    summary: "Start setting up an authenticator app, with your password: a new key, active once confirmed",
    tag: "Second factors",
    signedIn: true,
    body: { schema: totpStartSchema },
    success: {
      status: 201,
      description: "The key, not active until POST /api/admin/account/totp/confirm (within 10 minutes).",
      schema: ref("TotpEnrolment"),
    },
    errors: { 400: "A missing or wrong password (in `errors.password`).", 409: "Two-factor is already on.", 429: "Too many wrong passwords." },
  },
  {
    method: "post",
    path: "/api/admin/account/totp/confirm",
    summary: "Confirm the new key with a code from the app: two-factor is on",
    tag: "Second factors",
    signedIn: true,
    body: { schema: totpConfirmSchema },
    success: { status: 200, description: "Two-factor is on: the ten recovery codes, shown only this once.", schema: ref("RecoveryCodes") },
    errors: { 400: { description: "A malformed body; or a code not accepted, or no key waiting (`{message}` only).", content: json(errorOrFields) } },
  },
  {
    method: "delete",
    path: "/api/admin/account/totp",
    summary: "Turn your authenticator app off, with your password",
    tag: "Second factors",
    signedIn: true,
    body: { schema: totpDisableSchema },
    success: { status: 204, description: "Two-factor is off; the recovery codes are gone." },
    errors: {
      400: "A missing or wrong password (in `errors.password`).",
      409: "Two-factor is not on.",
      429: "Too many wrong passwords.",
    },
  },
  {
    method: "post",
    path: "/api/admin/account/recovery-codes",
    summary: "New recovery codes, with your password: the old ones stop working",
    tag: "Second factors",
    signedIn: true,
    body: { schema: recoveryCodesRenewalSchema },
    success: { status: 200, description: "Ten new recovery codes, shown only this once; the old ones no longer work.", schema: ref("RecoveryCodes") },
    errors: {
      400: "A missing or wrong password (in `errors.password`).",
      409: "Two-factor is not on (no authenticator app).",
      429: "Too many wrong passwords.",
    },
  },
  {
    method: "get",
    path: "/api/admin/account/passkeys",
    summary: "Your passkeys, oldest first",
    tag: "Second factors",
    signedIn: true,
    success: { status: 200, description: "Your passkeys.", schema: arrayOf("Passkey") },
  },
  {
    method: "post",
    path: "/api/admin/account/passkeys/options",
    summary: "WebAuthn registration options for a new passkey, with your password (a one-use challenge, 5 minutes)",
    tag: "Second factors",
    signedIn: true,
    body: { schema: passkeyOptionsSchema },
    success: { status: 200, description: "The options, for @simplewebauthn/browser's startRegistration.", schema: ref("PasskeyRegistrationOptions") },
    errors: { 400: "A missing or wrong password (in `errors.password`).", 429: "Too many wrong passwords." },
  },
  {
    method: "post",
    path: "/api/admin/account/passkeys",
    summary: "Add a passkey: its name and the browser's answer to the registration options",
    tag: "Second factors",
    signedIn: true,
    body: { schema: passkeyRegistrationSchema },
    success: { status: 201, description: "Added.", schema: ref("Passkey") },
    errors: {
      400: { description: "A refused name (in `errors.name`), or an answer that does not verify (`{message}` only).", content: json(errorOrFields) },
    },
  },
  {
    method: "delete",
    path: "/api/admin/account/passkeys/{id}",
    summary: "Remove one of your passkeys, with your password",
    tag: "Second factors",
    signedIn: true,
    pathParameters: { id: { type: "string", description: "The passkey's id (from GET /api/admin/account/passkeys)." } },
    body: { schema: passkeyRemovalSchema },
    success: { status: 204, description: "Removed." },
    errors: { 400: "A missing or wrong password (in `errors.password`).", 404: "Not one of your passkeys.", 429: "Too many wrong passwords." },
  },

  // Sessions
  {
    method: "get",
    path: "/api/admin/sessions",
    summary: "Your own live sessions, the current one first",
    tag: "Sessions",
    signedIn: true,
    success: { status: 200, description: "Your sessions.", schema: arrayOf("Session") },
  },
  {
    method: "delete",
    path: "/api/admin/sessions",
    summary: "Sign out everywhere else (this session stays), and optionally remove your passkeys",
    tag: "Sessions",
    signedIn: true,
    body: { schema: endSessionsSchema, optional: true },
    success: { status: 204, description: "Every other session of yours ended (and, with `removePasskeys`, your passkeys are gone)." },
    errors: { 400: "`removePasskeys` with a missing or wrong password (in `errors.password`).", 429: "Too many wrong passwords." },
  },

  // Media
  {
    method: "get",
    path: "/api/admin/media",
    summary: "Every image of the library, newest first",
    tag: "Media",
    signedIn: true,
    success: { status: 200, description: "The images.", schema: arrayOf("Media") },
  },
  {
    method: "post",
    path: "/api/admin/media",
    summary: "Upload an image (JPEG, PNG, WebP or AVIF, up to 5 MiB)",
    tag: "Media",
    signedIn: true,
    multipart: {
      ...jsonSchema(mediaAltSchema, "input"),
      properties: {
        file: { type: "string", contentMediaType: "application/octet-stream", description: "The image; its type is told from its bytes." },
        ...(jsonSchema(mediaAltSchema, "input").properties as JsonSchema),
      },
      required: ["file"],
    },
    success: { status: 201, description: "Stored, re-encoded without metadata, with its copies.", schema: ref("UploadedMedia") },
    errors: {
      400: {
        description: "No file, a damaged image, or one too large in pixels (`errors.file`); or an alt text too long.",
        content: json(ref("ValidationError")),
      },
      413: { description: "The file is over 5 MiB (the connection is closed).", content: json({ anyOf: [ref("ValidationError"), ref("Error")] }) },
      415: {
        description: "Not JPEG, PNG, WebP or AVIF, or not multipart/form-data.",
        content: json({ anyOf: [ref("ValidationError"), ref("Error")] }),
      },
      503: {
        description: "Too many uploads at once: try again after Retry-After seconds.",
        headers: { "Retry-After": { $ref: "#/components/headers/RetryAfter" } },
        content: json(ref("Error")),
      },
    },
  },
  {
    method: "get",
    path: "/api/admin/media/{id}",
    summary: "One image, with its version as its ETag",
    tag: "Media",
    signedIn: true,
    pathParameters: { id },
    success: { status: 200, description: "The image.", schema: ref("Media") },
    versioned: "Media",
  },
  {
    method: "patch",
    path: "/api/admin/media/{id}",
    summary: "Change an image's alt texts",
    tag: "Media",
    signedIn: true,
    pathParameters: { id },
    body: { schema: mediaAltPatchSchema },
    success: { status: 200, description: "The image.", schema: ref("Media") },
    versioned: "Media",
  },
  {
    method: "delete",
    path: "/api/admin/media/{id}",
    summary: "Delete an image nothing shows",
    tag: "Media",
    signedIn: true,
    pathParameters: { id },
    body: { schema: versionBodySchema, orString: true, optional: true },
    success: { status: 204, description: "Deleted." },
    errors: { 409: "The image is in use: the places that show it." },
    versioned: "Media",
  },

  // Contact messages and newsletter
  {
    method: "get",
    path: "/api/admin/contacts",
    summary: "The contact messages, newest first, one page at a time",
    tag: "Messages",
    signedIn: true,
    query: [
      { name: "page", description: "The page, from 1 (with or without pageSize).", schema: { type: "integer", minimum: 1 } },
      { name: "pageSize", description: "Messages a page (default 50).", schema: { type: "integer", minimum: 1, maximum: 500 } },
      { ...searchQuery, description: "Only messages matching this search: name, email, subject, message." },
    ],
    success: {
      status: 200,
      description:
        "One page of the messages (the first 50 without paging; every message is in contacts.csv), and the number of all of them in X-Total-Count.",
      schema: arrayOf("ContactMessage"),
      headers: { "X-Total-Count": { description: "The number of all messages (matching `q`).", schema: { type: "integer", minimum: 0 } } },
    },
    errors: { 400: { description: "Malformed paging; `q` over 200 characters or with nothing searchable.", content: json(errorOrFields) } },
  },
  {
    method: "patch",
    path: "/api/admin/contacts/{id}/read",
    summary: "Mark a message read (no body)",
    tag: "Messages",
    signedIn: true,
    pathParameters: { id },
    success: { status: 200, description: "The message, read.", schema: ref("ContactMessage") },
  },
  {
    method: "patch",
    path: "/api/admin/contacts/{id}/reply",
    summary: "Store the administrator's notes on a message",
    tag: "Messages",
    signedIn: true,
    pathParameters: { id },
    body: { schema: contactNotesSchema },
    success: { status: 200, description: "The message with its notes.", schema: ref("ContactMessage") },
  },
  {
    method: "delete",
    path: "/api/admin/contacts/{id}",
    summary: "Delete a message",
    tag: "Messages",
    signedIn: true,
    pathParameters: { id },
    success: { status: 204, description: "Deleted." },
  },
  {
    method: "get",
    path: "/api/admin/newsletter",
    summary: "Every newsletter subscriber, newest first",
    tag: "Messages",
    signedIn: true,
    success: { status: 200, description: "The subscribers.", schema: arrayOf("Subscriber") },
  },
  ...(
    [
      ["contacts", "Every contact message as a spreadsheet (UTF-8 with a byte-order mark, RFC 4180)"],
      ["newsletter", "Every subscriber with status and consent as a spreadsheet (UTF-8 with a byte-order mark, RFC 4180)"],
    ] as const
  ).map(([name, summary]): Operation => ({
    method: "get",
    path: `/api/admin/${name}.csv`,
    summary,
    tag: "Messages",
    signedIn: true,
    success: {
      status: 200,
      description: "A text/csv attachment, newest first.",
      content: { "text/csv": { schema: { type: "string" } } },
      headers: { "Content-Disposition": { description: "attachment; filename=…", schema: { type: "string" } } },
    },
  })),

  // History and activity
  {
    method: "get",
    path: "/api/admin/revisions",
    summary: "One item's history, newest first, 50 a page",
    tag: "History",
    signedIn: true,
    query: [
      { name: "entity", required: true, description: "The kind of item.", schema: { type: "string", enum: Object.keys(revisionEntities) } },
      { name: "entityId", required: true, description: "The item's id (1 for the header and footer).", schema: { type: "integer", minimum: 1 } },
      pageQuery,
    ],
    success: {
      status: 200,
      description:
        "A page of revisions. Each has `number`, its place in the item's history (1 the oldest, numbered per item whatever the page), and `restoredFromNumber`, that of the revision a restore brought back; `id` stays the revision's own id, for restoring it.",
      schema: ref("RevisionPage"),
    },
    errors: { 400: "`entity` unknown; `entityId` or `page` not a whole number from 1." },
  },
  {
    method: "post",
    path: "/api/admin/revisions/{id}/restore",
    summary: "Write a revision's state back (itself a new revision)",
    tag: "History",
    signedIn: true,
    pathParameters: { id: { ...id, description: "The revision's id." } },
    body: { schema: restoreTargetSchema, optional: true },
    success: {
      status: 200,
      description: "The entity as restored.",
      schema: { anyOf: [ref("StoredContentItem"), ref("ButtonLink"), ref("HeaderSettings"), ref("FooterSettings"), ref("TeamMember"), ref("Media")] },
    },
    errors: {
      400: "The revision belongs to another item, or its state breaks today's rules (the fields named).",
      404: "Unknown revision.",
      409: "The item's unique key (a content key, a button link's key) now belongs to another row.",
    },
    versioned: ["StoredContentItem", "ButtonLink", "HeaderSettings", "FooterSettings", "TeamMember", "Media"],
  },
  {
    method: "get",
    path: "/api/admin/activity",
    summary: "The activity log, newest first, 50 a page",
    tag: "History",
    signedIn: true,
    query: [
      pageQuery,
      { name: "actor", description: "Only this administrator's actions (an email, any case).", schema: { type: "string" } },
      { name: "action", description: "One action (`team.update`) or a group (`team`).", schema: { type: "string" } },
    ],
    success: { status: 200, description: "A page of entries.", schema: ref("ActivityPage") },
    errors: { 400: "`page` not a whole number from 1, or an unknown `action`." },
  },

  // Analytics (docs/decisions/0045-cookie-free-analytics.md)
  {
    method: "get",
    path: "/api/admin/analytics",
    summary: "Views, visitors and conversions per day, page, referrer, language and device",
    tag: "Analytics",
    signedIn: true,
    query: analyticsRange,
    success: { status: 200, description: "The range's counts and the previous period's totals.", schema: ref("Analytics") },
    errors: { 400: "`from` or `to` not a date (YYYY-MM-DD), `from` after `to`, or more than two years apart." },
  },
  {
    method: "get",
    path: "/api/admin/analytics.csv",
    summary: "The same counts as a spreadsheet (UTF-8 with a byte-order mark, RFC 4180)",
    tag: "Analytics",
    signedIn: true,
    query: analyticsRange,
    success: {
      status: 200,
      description: "A text/csv attachment: days, then pages, referrers, sources, languages, devices and conversions.",
      content: { "text/csv": { schema: { type: "string" } } },
      headers: { "Content-Disposition": { description: "attachment; filename=…", schema: { type: "string" } } },
    },
    errors: { 400: "`from` or `to` not a date (YYYY-MM-DD), `from` after `to`, or more than two years apart." },
  },
  // Search (docs/decisions/0041-search-index.md)
  {
    method: "get",
    path: "/api/admin/search",
    summary: "Search content, FAQ, messages, team, media and subscribers (Arabic-aware: folded, word prefixes, any order)",
    tag: "Search",
    signedIn: true,
    query: [
      searchQuery,
      {
        name: "kind",
        description: "Only this kind (repeat for several); every kind the role may read when absent.",
        schema: { type: "string", enum: [...searchKinds] },
      },
      { ...pageQuery, description: "The page, from 1." },
      { name: "pageSize", description: "Results a page (default 20).", schema: { type: "integer", minimum: 1, maximum: 100, default: 20 } },
    ],
    success: {
      status: 200,
      description: "One page of results, by kind then newest first, with the count of each kind asked.",
      schema: ref("SearchResult"),
    },
    errors: {
      400: {
        description: "`q` missing, over 200 characters or with nothing searchable; an unknown `kind`; `page` or `pageSize` out of range.",
        content: json(errorOrFields),
      },
      403: "A kind the role may not read (an editor asking for messages or subscribers), or a cross-site request.",
    },
  },
];

/** The methods that may change something: refused with 403 from another site, and 413 past 64 KiB. */
const writes = new Set(["post", "put", "patch", "delete"]);

function requestBodyOf(body: Body) {
  const object = jsonSchema(body.schema, "input");
  const schema = body.orString
    ? { anyOf: [object, { type: "string", contentMediaType: "application/json", description: "The same object as a JSON string." }] }
    : object;
  return { required: !body.optional, content: json(schema) };
}

function responsesOf(operation: Operation) {
  const { success } = operation;
  const responses: Record<string, unknown> = {};
  const versionedWrite = operation.versioned && operation.method !== "get";
  const successHeaders = {
    ...(operation.cached ? { ...headers.cacheControl, ...headers.etag } : {}),
    ...(operation.versioned && success.status !== 204 ? { ETag: { $ref: "#/components/headers/Version" } } : {}),
    ...success.headers,
  };
  responses[success.status] = {
    description: success.description,
    ...(Object.keys(successHeaders).length > 0 && { headers: successHeaders }),
    ...(success.schema && { content: json(success.schema) }),
    ...(success.content && { content: success.content }),
  };
  const statuses = new Set<number>();
  if (operation.cached) responses[304] = { description: "Not modified (If-None-Match named the ETag); no body." };
  if (operation.body || operation.query) statuses.add(400);
  // Signed in: 401 without a session, 403 when the role does not allow it (docs/decisions/0039-roles.md).
  if (operation.signedIn) statuses.add(401).add(403);
  if (writes.has(operation.method)) statuses.add(403).add(413);
  if (operation.pathParameters) statuses.add(404);
  if (operation.body) statuses.add(415);
  for (const status of Object.keys(operation.errors ?? {})) statuses.add(Number(status));
  if (versionedWrite) statuses.add(400).add(409);
  for (const status of [...statuses].sort((a, b) => a - b)) {
    if (status === 409 && versionedWrite && operation.versioned) {
      responses[status] = staleAnswer(operation.versioned, operation.errors?.[409]);
      continue;
    }
    const special = operation.errors?.[status];
    const shared = sharedErrors[status];
    // An operation's own wording of a shared answer, or of a plain `{message}` one (409, 410).
    if (typeof special === "string") responses[status] = { ...(componentResponses[status] ?? { content: json(ref("Error")) }), description: special };
    else if (special) responses[status] = special;
    else if (shared) responses[status] = shared;
    else throw new Error(`No answer described for ${status} of ${operation.method} ${operation.path}`);
  }
  return responses;
}

/** A write's 409: the object as it is now when the version was stale, or the operation's own 409 (a key taken, an image in use). */
function staleAnswer(names: AnswerName | AnswerName[], own: string | Record<string, unknown> | undefined) {
  const current = Array.isArray(names) ? { anyOf: names.map(ref) } : ref(names);
  const stale = {
    type: "object",
    required: ["message", "current"],
    properties: { message: { type: "string" }, current },
    description: "Stale: the version named (If-Match or `version`) is not the stored one; nothing was written.",
  };
  const ownSchema = own === undefined ? undefined : names === "Media" ? ref("MediaInUse") : ref("Error");
  const description = "The version named (If-Match or `version`) is not the stored one: nothing was written, `current` is the object as it is now.";
  return {
    description: typeof own === "string" ? `${description} Or: ${own}` : description,
    content: json(ownSchema ? { anyOf: [stale, ownSchema] } : stale),
  };
}

function parametersOf(operation: Operation) {
  const inPath = Object.entries(operation.pathParameters ?? {}).map(([name, { description, ...schema }]) => ({
    name,
    in: "path",
    required: true,
    description,
    schema,
  }));
  const inQuery = (operation.query ?? []).map(({ name, required, description, schema }) => ({
    name,
    in: "query",
    ...(required && { required }),
    description,
    schema,
  }));
  const ifMatch = operation.versioned && operation.method !== "get" ? [{ $ref: "#/components/parameters/IfMatch" }] : [];
  return [...inPath, ...inQuery, ...ifMatch, { $ref: "#/components/parameters/Language" }];
}

/** The shared error answers, also written out whole where an operation words its own description. */
const componentResponses: Record<number, { description: string; headers?: Record<string, unknown>; content: unknown }> = {
  400: {
    description: "Malformed JSON or fields the schema refused: `errors` maps each field to its messages.",
    content: json(ref("ValidationError")),
  },
  401: { description: "Signed out: send the session cookie.", content: json(ref("Error")) },
  403: {
    description:
      "A cross-site request (an Origin of another site, or Sec-Fetch-Site: cross-site), a role that does not allow it (an editor on an administrator's endpoint), or, with REQUIRE_2FA, a user without a second factor (every /api/admin path but /api/admin/account/…): nothing changed.",
    content: json(ref("Error")),
  },
  404: { description: "Unknown path or id (an id that is not a number included).", content: json(ref("Error")) },
  413: { description: "The body is over 64 KiB.", content: json(ref("Error")) },
  415: { description: "The body is not Content-Type: application/json.", content: json(ref("Error")) },
  429: {
    description: "Too many requests: try again after Retry-After seconds.",
    headers: { "Retry-After": { $ref: "#/components/headers/RetryAfter" } },
    content: json(ref("Error")),
  },
};

const responseNames: Record<number, string> = {
  400: "Invalid",
  401: "Unauthorized",
  403: "CrossSite",
  404: "NotFound",
  413: "TooLarge",
  415: "NotJson",
  429: "TooManyRequests",
};

function operationIdOf(operation: Operation) {
  const words = operation.path
    .replace(/^\/api\//, "")
    .replace(/\{(\w+)\}/g, "by-$1")
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
  return [operation.method, ...words].map((word, index) => (index === 0 ? word : word[0].toUpperCase() + word.slice(1))).join("");
}

/** Builds the document (once per process: see `openApiDocument`). */
export function buildOpenApiDocument() {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const operation of operations) {
    const security = operation.signedIn ? [{ sessionCookie: [] }, { sessionCookieHttp: [] }] : [];
    (paths[operation.path] ??= {})[operation.method] = {
      operationId: operationIdOf(operation),
      summary: operation.summary,
      tags: [operation.tag],
      parameters: parametersOf(operation),
      ...(operation.body && { requestBody: requestBodyOf(operation.body) }),
      ...(operation.multipart && { requestBody: { required: true, content: { "multipart/form-data": { schema: operation.multipart } } } }),
      responses: responsesOf(operation),
      security,
    };
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "Mahami JSON API",
      version: appVersion,
      description:
        "The JSON API of the Mahami site, for apps, scripts and older clients. docs/api.md holds the conventions and a walkthrough with curl. " +
        "Every answer sends Cache-Control (no-store unless said otherwise); messages follow the mahami-language cookie (Arabic by default). " +
        "A method a path does not answer gets 405 with an Allow header; a path that does not exist gets 404.",
    },
    tags: [...new Set(operations.map((operation) => operation.tag))].map((name) => ({ name })),
    paths,
    components: {
      schemas: Object.fromEntries(Object.entries(answerSchemas).map(([name, schema]) => [name, jsonSchema(schema, "output")])),
      responses: Object.fromEntries(Object.entries(responseNames).map(([status, name]) => [name, componentResponses[Number(status)]])),
      parameters: {
        IfMatch: {
          name: "If-Match",
          in: "header",
          required: false,
          description:
            'The version the write starts from, e.g. `"3"` (`W/"3"` too): another stored version is a 409 and nothing is written. Without it (or the body\'s `version`) the last write wins. Not a quoted version number: 400.',
          schema: { type: "string", examples: ['"3"'] },
        },
        Language: {
          name: languageCookieName,
          in: "cookie",
          required: false,
          description: "The language of the messages (Arabic by default).",
          schema: { type: "string", enum: [...locales] },
        },
      },
      headers: {
        CacheControl: {
          description: "Public JSON: fresh for 60 s, served stale while it is refetched.",
          schema: { type: "string", examples: [publicCache] },
        },
        ETag: { description: "A strong validator: send it back in If-None-Match for a 304.", schema: { type: "string" } },
        Version: {
          description: 'The object\'s version, quoted (`"3"`): send it back as If-Match to write only over that version.',
          schema: { type: "string", examples: ['"3"'] },
        },
        RetryAfter: { description: "Seconds to wait before trying again.", schema: { type: "integer", minimum: 0 } },
        SetCookie: { description: "The session cookie (set, or cleared).", schema: { type: "string" } },
      },
      securitySchemes: {
        sessionCookie: {
          type: "apiKey",
          in: "cookie",
          name: sessionCookieName(true),
          description: "The session cookie POST /api/login sets, over https (production).",
        },
        sessionCookieHttp: {
          type: "apiKey",
          in: "cookie",
          name: sessionCookieName(false),
          description: "The same cookie's name over plain http (development, tests).",
        },
      },
    },
  };
}

let built: { body: string; etag: string } | undefined;

/** The document's bytes and their ETag, made at the first request and kept for the process's life. */
export function openApiDocument() {
  if (!built) {
    const body = JSON.stringify(buildOpenApiDocument());
    built = { body, etag: `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"` };
  }
  return built;
}
