import { MailCheck } from "lucide-react";
import { data } from "react-router";
import { NewsletterCard } from "~/components/site/newsletter-form";
import { localizedPath } from "~/config/pages";
import { countedPages } from "~/features/analytics/analytics";
import { useSiteTranslator } from "~/content/translate";
import { getLocale } from "~/lib/i18n.server";
import { confirmNewsletter, isUnsubscribeToken, unsubscribeNewsletter } from "~/services/newsletter.server";
import type { Route } from "./+types/newsletter-link";
import { logOf } from "~/lib/request-logger.server";

/*
 * /newsletter/confirm and /newsletter/unsubscribe (and under /en): the pages the newsletter
 * emails link to (docs/decisions/0028-email-outbox.md). Each shows one button, a plain form post:
 * a link scanner that fetches the link changes nothing. The unsubscribe address is also the
 * `List-Unsubscribe` target: a mail client's one-click POST (RFC 8058) unsubscribes at once, with
 * no session and from any site (app/lib/origin.server.ts lets it through). Never stored in the page cache
 * (they carry a query string and are not public pages) and sent no-store.
 */

type Kind = "confirm" | "unsubscribe";

const kindOf = (pathname: string): Kind => (pathname.endsWith("/unsubscribe") ? "unsubscribe" : "confirm");
const tokenOf = (url: URL) => (url.searchParams.get("token") ?? "").slice(0, 200);
/** The counted page the sign-up started on, as the confirmation link names it (anything else is `other`). */
const fromOf = (url: URL) => {
  const from = url.searchParams.get("from") ?? "";
  return countedPages.has(from) ? from : "other";
};

export async function loader({ context, url }: Route.LoaderArgs) {
  const kind = kindOf(url.pathname);
  const token = tokenOf(url);
  const known = kind === "unsubscribe" ? await isUnsubscribeToken(token) : token.length > 0;
  return data({ kind, token, from: fromOf(url), locale: getLocale(context), known }, { status: known ? 200 : 404 });
}

export async function action({ url, context }: Route.ActionArgs) {
  const kind = kindOf(url.pathname);
  const token = tokenOf(url);
  const done =
    kind === "unsubscribe" ? await unsubscribeNewsletter(token) : (await confirmNewsletter(token, fromOf(url), logOf(context))) === "confirmed";
  return data({ done }, { status: done ? 200 : 400 });
}

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const layout = matches.find((match) => match?.id === "routes/site/layout")?.loaderData as { strings: Record<string, string> } | undefined;
  const strings = layout?.strings ?? {};
  const title = strings[`common.newsletter.${loaderData?.kind ?? "confirm"}_title`] ?? "Newsletter";
  return [{ title: `${title} | ${strings["common.brand.name"] ?? "Mahami"}` }, { name: "robots", content: "noindex" }];
};

const pageStrings = {};

export default function NewsletterLinkPage({ loaderData, actionData }: Route.ComponentProps) {
  const { kind, token, from, locale, known } = loaderData;
  const t = useSiteTranslator(pageStrings);
  const answer = actionData
    ? actionData.done
      ? kind === "confirm"
        ? "confirmed"
        : "unsubscribed"
      : `${kind}_invalid`
    : known
      ? undefined
      : `${kind}_invalid`;
  const succeeded = actionData?.done === true;
  return (
    <NewsletterCard
      icon={MailCheck}
      title={t(`common.newsletter.${kind}_title`)}
      back={{ to: localizedPath("/", locale), label: t("common.nav.home") }}
    >
      {answer ? (
        <p
          role={succeeded ? "status" : "alert"}
          data-kind={succeeded ? "success" : "error"}
          className={`mt-6 rounded-2xl p-4 font-semibold ring-1 ${succeeded ? "bg-emerald-50 text-emerald-900 ring-emerald-200" : "bg-rose-50 text-rose-900 ring-rose-200"}`}
        >
          {t(`common.newsletter.${answer}`)}
        </p>
      ) : (
        <form
          method="post"
          action={`${localizedPath(`/newsletter/${kind}`, locale)}?token=${encodeURIComponent(token)}${from === "other" ? "" : `&from=${encodeURIComponent(from)}`}`}
          data-pending=""
          className="mt-6"
        >
          <p className="text-lg leading-relaxed text-muted">{t(`common.newsletter.${kind}_text`)}</p>
          {kind === "unsubscribe" && <input type="hidden" name="List-Unsubscribe" value="One-Click" />}
          <button type="submit" className="btn btn-primary mt-6">
            {t(`common.newsletter.${kind}_button`)}
          </button>
        </form>
      )}
    </NewsletterCard>
  );
}
