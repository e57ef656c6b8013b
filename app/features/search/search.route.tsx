import { data, Link, useNavigation } from "react-router";
import { useTranslation } from "~/lib/use-translation";
import { db } from "#db/database.server";
import { Pager } from "~/components/admin/pager";
import { TabHeading } from "~/components/admin/tab-heading";
import { useLocale } from "~/components/admin/locale";
import { formatNumber } from "~/domain/formats";
import { Highlighted } from "~/components/ui/highlighted";
import { mayReach } from "~/domain/roles";
import { highlightRanges } from "~/domain/search-fold";
import { searched } from "~/entities/registry";
import { getLocale, getT } from "~/lib/i18n.server";
import { parseSearchQuery, searchAll, searchKinds, type SearchKind } from "./search.service.server";
import { currentAdmin } from "~/routes/admin/dashboard/admin-context.server";
import { DashboardErrorBoundary } from "~/routes/admin/dashboard/error-boundary";
import type { Route } from "./+types/search.route";
import { queryParam, SearchForm, searchPath } from "./search-form.view";

export const handle: import("~/lib/route-handle").RouteHandle = { access: "editors" };

/** The tab each kind's records are edited in, its descriptor's (app/entities): a kind is searched only by those who may open it (docs/decisions/0039-roles.md). */
const kindTabs = Object.fromEntries(searched.map((entity) => [entity.name, entity.search.tab])) as Record<SearchKind, string>;

const kindParam = "kind";
const pageParam = "page";
export const searchPageSize = 20;

/**
 * `?q=` searched in every kind the user's role reaches, or in one with `?kind=`; one pager over the
 * results (20 a page, grouped by kind in a fixed order), the counts of every kind above them. The
 * highlighted ranges are computed here, in the original text, so the browser gets no folding code.
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const admin = currentAdmin(context);
  const t = getT(context);
  const kinds = searchKinds.filter((kind) => mayReach(admin.user, kindTabs[kind]));
  const raw = url.searchParams.get(queryParam) ?? "";
  const parsed = parseSearchQuery(raw);
  if (!parsed.ok) {
    const error = parsed.reason === "empty" ? null : parsed.reason === "too-long" ? t("search.tooLong") : t("search.nothingSearchable");
    return data({ q: raw, kinds, kind: null, error, result: null }, { status: error ? 400 : 200 });
  }
  const requestedKind = url.searchParams.get(kindParam);
  const kind = kinds.find((candidate) => candidate === requestedKind) ?? null;
  const requestedPage = Number.parseInt(url.searchParams.get(pageParam) ?? "1", 10);
  const page = Number.isSafeInteger(requestedPage) && requestedPage > 0 ? requestedPage : 1;
  const locale = getLocale(context);
  const search = (page: number, only: readonly SearchKind[]) => searchAll(db, { q: parsed.q, kinds: only, page, pageSize: searchPageSize, locale });
  const all = await search(kind ? 1 : page, kinds);
  const shown = kind ? await search(page, [kind]) : all;
  const items = shown.items.map((item) => ({
    ...item,
    titleRanges: highlightRanges(item.title, parsed.q),
    snippetRanges: highlightRanges(item.snippet, parsed.q),
  }));
  return data({
    q: raw,
    kinds,
    kind,
    error: null,
    result: {
      items,
      total: all.total,
      shownTotal: shown.total,
      page: shown.page,
      pages: Math.max(1, Math.ceil(shown.total / searchPageSize)),
      counts: all.counts,
      suggestion: all.suggestion ?? null,
    },
  });
}

export function ErrorBoundary() {
  return <DashboardErrorBoundary />;
}

type LoaderData = Route.ComponentProps["loaderData"];
type Results = NonNullable<LoaderData["result"]>;

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const searching = navigation.state === "loading" && navigation.location.pathname === searchPath;
  const { q, kinds, kind, error, result } = loaderData;
  const trimmed = q.trim();
  return (
    <>
      <title>{`${trimmed ? `${trimmed} | ` : ""}${t("search.title")} | ${t("admin.header.title")}`}</title>
      <TabHeading title={t("search.title")}>{t("search.intro")}</TabHeading>
      <SearchForm id="search-page-q" label={t("search.label")} error={error ?? undefined} />
      <p role="status" className="sr-only">
        {searching
          ? t("search.searching")
          : result
            ? t("search.resultsFor", { results: t("search.results", { count: result.total }), q: trimmed })
            : ""}
      </p>
      <div className="mt-6" aria-busy={searching} data-testid="search-results">
        {result ? (
          <SearchResults q={trimmed} kinds={kinds} kind={kind} result={result} />
        ) : (
          !error && (
            <p className="rounded-xl border border-dashed border-slate-300 bg-white p-6 text-slate-700" data-testid="search-empty">
              {t("search.emptyQuery")}
            </p>
          )
        )}
      </div>
    </>
  );
}

function SearchResults({ q, kinds, kind, result }: { q: string; kinds: readonly SearchKind[]; kind: SearchKind | null; result: Results }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const link = (only: SearchKind | null) => `${searchPath}?${new URLSearchParams({ [queryParam]: q, ...(only && { [kindParam]: only }) })}`;
  if (result.total === 0) {
    return (
      <div className="rounded-xl border border-dashed border-slate-300 bg-white p-6" data-testid="search-none">
        <p className="font-bold text-slate-900">{t("search.noResults", { q })}</p>
        <p className="mt-1 text-slate-700">{t("search.noResultsHint")}</p>
        {result.suggestion && (
          <p className="mt-3 text-slate-900" data-testid="search-suggestion">
            {t("search.didYouMean")}{" "}
            <Link to={`${searchPath}?${new URLSearchParams({ [queryParam]: result.suggestion })}`} className="font-bold text-sky-800 underline">
              <bdi>{result.suggestion}</bdi>
            </Link>
            {t("search.didYouMeanEnd")}
          </p>
        )}
      </div>
    );
  }
  const groups = kinds
    .map((group) => ({ kind: group, items: result.items.filter((item) => item.kind === group) }))
    .filter((group) => group.items.length > 0);
  const chip = (active: boolean) =>
    `inline-flex min-h-10 items-center gap-2 rounded-full border px-4 py-1.5 text-sm font-bold ${
      active ? "border-sky-700 bg-sky-700 text-white" : "border-slate-300 bg-white text-slate-800 hover:border-sky-700"
    }`;
  return (
    <>
      <h3 className="text-lg font-bold text-slate-900" data-testid="search-total">
        {t("search.resultsFor", { results: t("search.results", { count: result.total }), q })}
      </h3>
      <nav aria-label={t("search.kindsLabel")} className="mt-3">
        <ul className="flex flex-wrap gap-2">
          <li>
            <Link to={link(null)} className={chip(kind === null)} aria-current={kind === null ? "page" : undefined}>
              {t("search.all")} <span className="tabular-nums">{formatNumber(result.total, locale)}</span>
            </Link>
          </li>
          {kinds.map((each) => (
            <li key={each}>
              <Link
                to={link(each)}
                className={chip(kind === each)}
                aria-current={kind === each ? "page" : undefined}
                data-testid={`search-count-${each}`}
                data-count={result.counts[each]}
              >
                {t(`search.kinds.${each}`)} <span className="tabular-nums">{formatNumber(result.counts[each], locale)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {groups.map((group) => (
        <section key={group.kind} aria-labelledby={`search-group-${group.kind}`} className="mt-6" data-testid={`search-group-${group.kind}`}>
          <h4 id={`search-group-${group.kind}`} className="mb-2 font-bold text-slate-800">
            {t(`search.kinds.${group.kind}`)}{" "}
            <span className="font-normal text-slate-700">({t("search.results", { count: result.counts[group.kind] })})</span>
          </h4>
          <ul className="grid gap-2">
            {group.items.map((item) => (
              <li key={`${item.kind}-${item.id}`} className="rounded-lg border border-slate-200 bg-white p-4" data-testid="search-hit">
                <Link to={item.url} className="font-bold text-sky-800 underline" dir="auto">
                  <Highlighted text={item.title} ranges={item.titleRanges} />
                </Link>
                {item.snippet && item.snippet !== item.title && (
                  <p className="mt-1 text-slate-700" dir="auto" data-testid="search-snippet">
                    <Highlighted text={item.snippet} ranges={item.snippetRanges} />
                  </p>
                )}
              </li>
            ))}
          </ul>
        </section>
      ))}
      <Pager
        page={result.page}
        pages={result.pages}
        label={t("search.pagerLabel")}
        status={t("admin.history.pageOf", { page: result.page, pages: result.pages })}
        previousLabel={t("search.previous")}
        nextLabel={t("search.next")}
      />
    </>
  );
}
