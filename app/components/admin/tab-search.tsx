import { Search } from "lucide-react";
import { useTranslation } from "~/lib/use-translation";
import { Form, Link, useLocation } from "react-router";
import { buttonStyles } from "./buttons";
import { inputStyles } from "./form-fields";

/**
 * A tab's own search field (`?q=`, docs/decisions/0041-search-index.md) — the content, messages, FAQ, media and activity tabs
 * share it: a GET form to the tab, so it works without JavaScript; `keep` names other list parameters
 * (filters) the search keeps, and the "clear" link keeps them too unless the tab gives its own
 * `clearHref`. `error` is the loader's refusal (over 200 characters, or nothing searchable). The pager
 * keeps `q` as it keeps every parameter.
 */
export function TabSearch({
  id,
  label,
  q,
  error,
  keep = {},
  hint,
  clearHref,
}: {
  id: string;
  label: string;
  q: string;
  error: string | null;
  keep?: Record<string, string>;
  hint?: string;
  clearHref?: string;
}) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(" ") || undefined;
  return (
    <Form method="get" action={pathname} role="search" aria-label={label} className="mb-4 flex flex-wrap items-end gap-2">
      {Object.entries(keep)
        .filter(([, value]) => value !== "")
        .map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
      <div className="min-w-56 flex-1">
        <label htmlFor={id} className="mb-1 block text-sm font-semibold text-slate-800">
          {label}
        </label>
        <input
          key={q}
          id={id}
          type="search"
          name="q"
          defaultValue={q}
          dir="auto"
          autoComplete="off"
          className={inputStyles}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
      </div>
      <button type="submit" className={buttonStyles.secondary}>
        <Search className="size-4" aria-hidden="true" />
        {t("search.submit")}
      </button>
      {q && (
        <Link
          to={
            clearHref ??
            pathname + (Object.values(keep).some(Boolean) ? `?${new URLSearchParams(Object.entries(keep).filter(([, value]) => value !== ""))}` : "")
          }
          className={buttonStyles.secondary}
        >
          {t("search.tab.clear")}
        </Link>
      )}
      {hint && (
        <p id={`${id}-hint`} className="basis-full text-sm text-slate-700">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="basis-full font-semibold text-red-800">
          {error}
        </p>
      )}
    </Form>
  );
}
