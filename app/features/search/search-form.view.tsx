import { Search } from "lucide-react";
import { useEffect, useRef } from "react";
import { useTranslation } from "~/lib/use-translation";
import { Form, useLocation, useSearchParams, useSubmit } from "react-router";
import { buttonStyles } from "~/components/admin/buttons";
import { inputStyles } from "~/components/admin/form-fields";

/** The search page's address: the header's form and the page's own both lead there. */
export const searchPath = "/admin-dashboard/search";
/** The query parameter of the search page and of the tabs that filter their list. */
export const queryParam = "q";
/** How long typing pauses before the results follow it. */
const debounceMs = 250;

interface SearchFormProps {
  /** The input's id (the header's and the page's differ: both are on the search page). */
  id: string;
  label: string;
  /** The form's role landmark name; `search` landmark. */
  className?: string;
  /** An error shown under the field (the query refused), with the field marked invalid. */
  error?: string;
  /** Visually hidden label (the header's field), still read by screen readers. */
  hideLabel?: boolean;
}

/**
 * A GET form to the search page, `?q=` (docs/decisions/0041-search-index.md): works without JavaScript. With it, on the
 * search page, results follow the typing (debounced, a client navigation, no reload): the first
 * search pushes a history entry, the next ones replace it, so Back leaves the search. The header's
 * field and the page's read the same `?q=`, so they agree once the URL has followed.
 */
export function SearchForm({ id, label, className, error, hideLabel }: SearchFormProps) {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const { pathname } = useLocation();
  const submit = useSubmit();
  const onSearchPage = pathname === searchPath;
  const inUrl = onSearchPage ? (searchParams.get(queryParam) ?? "") : "";
  const input = useRef<HTMLInputElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  /** What this field last sent: the URL catching up with it must not undo what was typed since. */
  const sent = useRef<string | null>(null);

  // The URL moved by something else than this field's typing (the other field, Back, a link): follow it.
  // Uncontrolled, so what was typed before the page's script ran is kept and sent.
  const shown = useRef(inUrl);
  useEffect(() => {
    if (inUrl === shown.current) return;
    shown.current = inUrl;
    if (input.current && inUrl !== sent.current) input.current.value = inUrl;
    sent.current = null;
  }, [inUrl]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const onChange = () => {
    if (!onSearchPage) return;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      if (!form.current) return;
      const replace = new URLSearchParams(window.location.search).has(queryParam);
      sent.current = form.current.querySelector("input")?.value ?? null;
      void submit(form.current, { replace, preventScrollReset: true });
    }, debounceMs);
  };

  const errorId = `${id}-error`;
  return (
    <Form
      ref={form}
      method="get"
      action={searchPath}
      role="search"
      aria-label={label}
      className={`flex flex-wrap items-end gap-2 ${className ?? ""}`}
      onSubmit={() => clearTimeout(timer.current)}
    >
      <div className="min-w-48 flex-1">
        <label htmlFor={id} className={hideLabel ? "sr-only" : "mb-1 block font-bold text-slate-800"}>
          {label}
        </label>
        <input
          ref={input}
          id={id}
          type="search"
          name={queryParam}
          defaultValue={inUrl}
          onChange={onChange}
          placeholder={t("search.placeholder")}
          dir="auto"
          autoComplete="off"
          enterKeyHint="search"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={inputStyles}
        />
      </div>
      <button type="submit" className={buttonStyles.secondary}>
        <Search className="size-4" aria-hidden="true" />
        {t("search.submit")}
      </button>
      {error && (
        <p id={errorId} className="basis-full font-semibold text-red-800" role="alert">
          {error}
        </p>
      )}
    </Form>
  );
}
