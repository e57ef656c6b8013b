import { Search, X } from "lucide-react";
import { Form, Link } from "react-router";
import { useTranslation } from "react-i18next";
import { buttonStyles } from "./buttons";

/**
 * A list tab's search (decisions §15): a labelled GET form that sends `?q=` to the tab itself, so it
 * works without JavaScript and the pager's links keep the query; a link clears it. `error` is the
 * loader's refusal (a query over 200 characters, or with nothing searchable), shown under the field.
 */
export function ListSearchForm({ label, q, error, clearHref }: { label: string; q: string; error?: string | null; clearHref: string }) {
  const { t } = useTranslation();
  return (
    <Form method="get" role="search" className="mb-4 flex flex-wrap items-end gap-2" data-testid="list-search">
      <div className="grid min-w-64 flex-1 gap-1">
        <label htmlFor="list-search-q" className="text-sm font-bold text-slate-800">
          {label}
        </label>
        <input
          id="list-search-q"
          type="search"
          name="q"
          defaultValue={q}
          maxLength={1000}
          dir="auto"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "list-search-error" : undefined}
          className="rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900"
        />
      </div>
      <button type="submit" className={buttonStyles.primary}>
        <Search className="size-4" aria-hidden="true" />
        {t("admin.searchFilter.submit")}
      </button>
      {q !== "" && (
        <Link to={clearHref} className={buttonStyles.secondary}>
          <X className="size-4" aria-hidden="true" />
          {t("admin.searchFilter.clear")}
        </Link>
      )}
      {error && (
        <p id="list-search-error" role="alert" className="basis-full text-sm font-semibold text-red-800">
          {error}
        </p>
      )}
    </Form>
  );
}
