import { pageOfReferer } from "~/features/analytics/analytics";
import { Mail } from "lucide-react";
import { data, redirect } from "react-router";
import { type NewsletterActionData, NewsletterButton, NewsletterCard, NewsletterEmail } from "~/components/site/newsletter-form";
import { localizedPath, pageByPath, splitLocalePath } from "~/config/pages";
import type { Locale } from "~/config/site";
import { useSiteTranslator } from "~/content/translate";
import { requestInfoContext } from "~/lib/context";
import { setFlash } from "~/lib/flash.server";
import { getLocale } from "~/lib/i18n.server";
import { honeypotField } from "~/schemas/honeypot";
import { type NewsletterSubmissionOutcome, submitNewsletterSignup } from "~/services/newsletter.server";
import type { Route } from "./+types/newsletter";
import { logOf } from "~/lib/request-logger.server";

/**
 * /newsletter and /en/newsletter: the footer's sign-up posts here. Success returns to the page
 * the visitor came from with a one-shot message; a refusal (invalid address, rate limit) shows
 * this page with the message and the typed address.
 */

/** Only a public page of this site may be returned to (no open redirect). */
function returnPath(value: FormDataEntryValue | null, locale: Locale) {
  if (typeof value === "string" && value.startsWith("/") && pageByPath(splitLocalePath(value).path)) return value;
  return localizedPath("/", locale);
}

export function loader({ context }: Route.LoaderArgs) {
  const locale = getLocale(context);
  return { locale, home: localizedPath("/", locale) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const locale = getLocale(context);
  const formData = await request.clone().formData();
  const { clientIp, origin } = context.get(requestInfoContext);
  const redirectTo = returnPath(formData.get("redirectTo"), locale);
  const email = String(formData.get("email") ?? "").slice(0, 254);
  const refuse = (message: string, status: number, headers?: HeadersInit) =>
    data<NewsletterActionData>({ message, email, redirectTo }, { status, headers });

  // Only the form's own fields: a posted `locale` is the API's, not this form's.
  const input = () => ({ email: formData.get("email"), [honeypotField]: formData.get(honeypotField) });
  let outcome: NewsletterSubmissionOutcome;
  try {
    outcome = await submitNewsletterSignup({
      clientIp,
      origin,
      locale,
      input,
      startedOn: pageOfReferer(origin + redirectTo, [new URL(origin).hostname]),
    });
  } catch (error) {
    logOf(context).error({ err: error }, "Newsletter subscription could not be stored");
    return refuse("common.newsletter.error", 500);
  }
  switch (outcome.status) {
    case "rate-limited":
      return refuse("common.newsletter.rate_limited", 429, { "Retry-After": String(outcome.retryAfterSeconds) });
    case "invalid": {
      const emailIssue = outcome.issues.find((issue) => issue.path[0] === "email");
      return refuse(emailIssue?.message ?? "common.newsletter.invalid_email", 400);
    }
    case "accepted": {
      // The same thanks whether or not the address was already on the list: nobody can test who subscribed.
      const flash = await setFlash({ kind: "success", title: "common.newsletter.success", form: "newsletter" });
      return redirect(`${redirectTo}#newsletter`, { status: 303, headers: { "Set-Cookie": flash } });
    }
  }
}

export const headers: Route.HeadersFunction = ({ actionHeaders }) => {
  const retryAfter = actionHeaders.get("Retry-After");
  return { "Cache-Control": "no-store", ...(retryAfter && { "Retry-After": retryAfter }) };
};

export const meta: Route.MetaFunction = ({ matches }) => {
  const layout = matches.find((match) => match?.id === "routes/site/layout")?.loaderData as { strings: Record<string, string> } | undefined;
  const strings = layout?.strings ?? {};
  return [
    { title: `${strings["common.newsletter.page_title"] ?? "Newsletter"} | ${strings["common.brand.name"] ?? "Mahami"}` },
    { name: "robots", content: "noindex" },
  ];
};

const pageStrings = {};

/**
 * Shown when a sign-up is refused (or when opened directly): the answer,
 * the typed address and a plain form to try again.
 */
export default function NewsletterPage({ loaderData, actionData }: Route.ComponentProps) {
  const { locale, home } = loaderData;
  const t = useSiteTranslator(pageStrings);
  return (
    <NewsletterCard
      icon={Mail}
      title={t("common.newsletter.page_title")}
      back={{ to: actionData?.redirectTo ?? home, label: t("common.newsletter.back_link") }}
    >
      <p className="mt-4 text-lg leading-relaxed text-muted">{t("common.newsletter.page_subtitle")}</p>
      <form method="post" action={localizedPath("/newsletter", locale)} data-pending="" className="mt-8 space-y-4 text-start">
        {actionData && (
          <p role="alert" className="rounded-2xl bg-rose-50 p-4 font-semibold text-rose-900 ring-1 ring-rose-200">
            {t(actionData.message)}
          </p>
        )}
        <input type="hidden" name="redirectTo" value={actionData?.redirectTo ?? home} />
        <label htmlFor="newsletter-page-email" className="block font-bold">
          {t("common.footer.newsletter_label")}
        </label>
        <div className="flex flex-wrap gap-3">
          <NewsletterEmail
            id="newsletter-page-email"
            t={t}
            className="field min-w-0 flex-1"
            defaultValue={actionData?.email}
            aria-invalid={actionData ? true : undefined}
          />
          <NewsletterButton t={t} className="btn btn-primary" />
        </div>
      </form>
    </NewsletterCard>
  );
}
