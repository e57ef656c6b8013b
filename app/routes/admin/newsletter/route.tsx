import { Download } from "lucide-react";
import { data } from "react-router";
import { countNewsletterSubscribersByStatus, newsletterSubscribersScreen } from "#db/models/newsletter-subscribers.server";
import { Badge } from "~/components/admin/badge";
import { buttonStyles } from "~/components/admin/buttons";
import { TabHeading } from "~/components/admin/tab-heading";
import { useTranslation } from "~/lib/use-translation";
import type { Route } from "./+types/route";
import { TabSearch } from "~/components/admin/tab-search";
import { TabErrorBoundary } from "../dashboard/error-boundary";
import { indexedQueryOf } from "~/features/search/tab-query.route.server";
import { DateTime } from "~/components/admin/date-time";
import { Pager } from "~/components/admin/pager";
import { listParams } from "~/components/admin/panel-params";

/** 50 a screen, newest first (docs/decisions/0064-newsletters.md, amendment of 2026-11-29: 10,000 subscribers in one view took 3 s). */
const pageSize = 50;

/** `?q=` keeps the subscribers whose email holds every word (the search index); a search result links here with it. `?page=` the screen. */
export async function loader({ url, context }: Route.LoaderArgs) {
  const [counts, { matches, ...query }] = await Promise.all([countNewsletterSubscribersByStatus(), indexedQueryOf(url, context, ["subscriber"])]);
  // A page that is not a number shows the first.
  const requested = Number.parseInt(url.searchParams.get(listParams.page) ?? "1", 10);
  const screen = await newsletterSubscribersScreen({
    page: Number.isFinite(requested) && requested > 1 ? requested : 1,
    pageSize,
    matches: matches ?? undefined,
  });
  const total = Object.values(counts).reduce((sum, count) => sum + count, 0);
  return data({ ...screen, total, counts, query }, { status: query.error ? 400 : 200 });
}

export function ErrorBoundary() {
  return <TabErrorBoundary tab="newsletter" />;
}

const tones = { pending: "amber", confirmed: "emerald", unsubscribed: "slate", bounced: "red" } as const;

export default function NewsletterTab({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { subscribers, counts, total, query, page, pages } = loaderData;
  const download = (
    <a href="/api/admin/newsletter.csv" download className={buttonStyles.secondary} data-testid="newsletter-csv">
      <Download className="size-4" aria-hidden="true" />
      {t("admin.export.csv")}
    </a>
  );
  return (
    <>
      <TabHeading documentTitle={t("admin.tabs.newsletter")} title={t("admin.newsletter.title")} actions={download}>
        {t("admin.newsletter.intro")}
      </TabHeading>
      <p className="mb-4 font-semibold text-slate-800">{t("admin.newsletter.counts", counts)}</p>
      {total > 0 && <TabSearch id="newsletter-q" label={t("search.tab.newsletter")} q={query.q} error={query.error} />}
      {total === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-700">{t("admin.newsletter.empty")}</p>
      ) : subscribers.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white p-6 text-slate-700" data-testid="tab-search-none">
          {t("search.tab.none", { q: query.q.trim() })}
        </p>
      ) : (
        <ul className="grid gap-3">
          {subscribers.map((subscriber) => (
            <li
              key={subscriber.id}
              id={`subscriber-${subscriber.id}`}
              className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
              data-testid="subscriber"
              data-status={subscriber.status}
            >
              <div className="flex flex-wrap items-center gap-3">
                <bdi dir="ltr" className="flex-1 font-bold text-slate-900">
                  {subscriber.email}
                </bdi>
                <span className="text-sm text-slate-700">{t(`admin.newsletter.languages.${subscriber.locale === "en" ? "en" : "ar"}`)}</span>
                <Badge tone={tones[subscriber.status]}>{t(`admin.newsletter.status.${subscriber.status}`)}</Badge>
              </div>
              <dl className="mt-2 flex flex-wrap gap-x-6 gap-y-1 text-sm text-slate-700">
                {(
                  [
                    ["signedUpAt", subscriber.createdAt],
                    ["confirmedAt", subscriber.confirmedAt],
                    ["unsubscribedAt", subscriber.unsubscribedAt],
                  ] as const
                ).map(
                  ([label, at]) =>
                    at && (
                      <div key={label}>
                        <dt className="inline">{t(`admin.newsletter.${label}`)}: </dt>
                        <dd className="inline">
                          <DateTime iso={at} />
                        </dd>
                      </div>
                    ),
                )}
              </dl>
              <p className="mt-2 text-sm text-slate-700">
                {t("admin.newsletter.consent")}:{" "}
                {subscriber.consentAt ? (
                  <>
                    <DateTime iso={subscriber.consentAt} /> {t("admin.newsletter.consentFrom", { ip: subscriber.consentIp })} —{" "}
                    <q dir="auto">{subscriber.consentText}</q>
                  </>
                ) : (
                  t("admin.newsletter.noConsent")
                )}
              </p>
            </li>
          ))}
        </ul>
      )}
      <Pager
        page={page}
        pages={pages}
        label={t("admin.newsletter.paging")}
        previousLabel={t("admin.newsletter.previous")}
        nextLabel={t("admin.newsletter.next")}
      />
    </>
  );
}
