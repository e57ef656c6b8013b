import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import { ContactForm } from "~/components/site/contact-form";
import { ContactWays } from "~/components/site/contact-ways";
import { FaqList } from "~/components/site/faq-list";
import { FaqSearch } from "~/components/site/faq-search";
import { PageHero } from "~/components/site/page-hero";
import { headingOf, Section } from "~/components/site/page-section";
import { localizedPath, splitLocalePath } from "~/config/pages";
import { useSiteTranslator } from "~/content/translate";
import { requestInfoContext } from "~/lib/context";
import { setFlash } from "~/lib/flash.server";
import { getLocale } from "~/lib/i18n.server";
import { isPreview } from "~/services/preview.server";
import { contactConstraint, contactSchema } from "~/schemas/contact";
import { type ContactSubmissionOutcome, submitContactMessage } from "~/services/contact.server";
import { startedOn } from "~/features/analytics/analytics.service.server";
import type { Route } from "./+types/contact";
import { sitePageMeta } from "~/features/share/page-meta";
import { faqNode } from "~/features/share/structured-data";
import { loadFaq, loadSitePage, takeFormFlash } from "./page-data.server";
import { searchFaq } from "~/features/search/faq-search.route.server";
import type { RouteHandle } from "~/lib/route-handle";
import { useCompanyFacts } from "./company-section";
import { logOf } from "~/lib/request-logger.server";

export const handle: RouteHandle = { store: "page" };

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const page = await loadSitePage(context, "contact");
  const [faq, { flash, headers }] = await Promise.all([
    loadFaq(page.locale, { preview: isPreview(context), logger: logOf(context) }),
    takeFormFlash(request, "contact"),
  ]);
  const success = flash?.kind === "success" ? flash.title : undefined;
  const search = await searchFaq(faq.entries, url.searchParams.get("q"), page.locale);
  // The FAQ's JSON-LD says what the plain page lists; a search's answer is neither stored nor indexed.
  const faqNodes = search.view.state ? [] : faqNode({ origin: page.origin, locale: page.locale, path: page.path, entries: faq.entries });
  const answer = { ...page, structuredData: [...page.structuredData, ...faqNodes], faq, success, constraint: contactConstraint, search: search.view };
  if (!search.view.state) return data(answer, { headers });
  // A search is rendered for its request and kept by no cache, nor indexed; the plain URL stays the stored page.
  const searchHeaders = new Headers(headers);
  searchHeaders.set("Cache-Control", "no-store");
  searchHeaders.set("X-Robots-Tag", "noindex");
  return data(answer, { status: search.status, headers: searchHeaders });
}

/**
 * A contact message, as POST /api/contact takes it (app/services/contact.server.ts). Success
 * redirects back to the form with a one-shot message; anything else answers the form's state.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const formData = await request.clone().formData();
  const { clientIp, origin } = context.get(requestInfoContext);
  // The form's state in every answer (the typed values, each field's message key), as Conform
  // reads the post; whether the message is accepted is the service's decision, on the same schema.
  const form = parseWithZod(formData, { schema: contactSchema });
  let outcome: ContactSubmissionOutcome;
  try {
    outcome = await submitContactMessage({
      clientIp,
      origin,
      input: () => form.payload,
      startedOn: startedOn(request, origin),
      logger: logOf(context),
      language: splitLocalePath(new URL(request.url).pathname).locale,
    });
  } catch (error) {
    logOf(context).error({ err: error }, "Contact message could not be stored");
    return data({ result: form.reply(), message: "contact.form.error" }, { status: 500 });
  }
  switch (outcome.status) {
    case "rate-limited":
      return data(
        { result: form.reply(), message: "contact.form.rate_limited" },
        { status: 429, headers: { "Retry-After": String(outcome.retryAfterSeconds) } },
      );
    case "invalid":
      return data({ result: form.reply() }, { status: 400 });
    case "accepted": {
      const flash = await setFlash({ kind: "success", title: "contact.form.success", form: "contact" });
      return redirect(`${localizedPath("/contact", getLocale(context))}#form`, { status: 303, headers: { "Set-Cookie": flash } });
    }
  }
}

export const headers: Route.HeadersFunction = ({ actionHeaders, loaderHeaders }) => {
  const retryAfter = actionHeaders.get("Retry-After");
  const searched = loaderHeaders.has("X-Robots-Tag");
  const personal = searched || retryAfter !== null || loaderHeaders.has("Set-Cookie") || actionHeaders.has("Set-Cookie");
  return {
    ...(retryAfter && { "Retry-After": retryAfter }),
    ...(personal && { "Cache-Control": "no-store" }),
    ...(searched && { "X-Robots-Tag": "noindex" }),
  };
};

/** Built by the loaders (page-data.server.ts, layout.tsx), so the browser bundle carries no SEO code. */
export const meta: Route.MetaFunction = sitePageMeta;

export default function ContactPage({ loaderData, actionData }: Route.ComponentProps) {
  const { faq, locale, success, constraint, search } = loaderData;
  const entries = search.hits ?? faq.entries;
  const t = useSiteTranslator(loaderData.strings);
  const company = useCompanyFacts();
  return (
    <>
      <PageHero badge={t("contact.hero.badge")} title={t("contact.hero.title")} subtitle={t("contact.hero.subtitle")} />

      <Section id="ways" {...headingOf(t, "contact.ways")} tone="white">
        <ContactWays t={t} company={company} />
      </Section>

      <Section id="form" {...headingOf(t, "contact.form")}>
        <div className="card mx-auto max-w-3xl">
          <ContactForm action={localizedPath("/contact", locale)} actionData={actionData} success={success} constraint={constraint} t={t} />
        </div>
      </Section>

      <Section id="faq" title={faq.title ?? t("contact.faq.title")} subtitle={t("contact.faq.subtitle")} tone="white">
        {faq.entries.length > 0 && <FaqSearch action={localizedPath("/contact", locale)} strings={search.strings} state={search.state} />}
        {!search.state?.none && <FaqList entries={entries} emptyText={t("contact.faq.empty")} />}
      </Section>
    </>
  );
}
