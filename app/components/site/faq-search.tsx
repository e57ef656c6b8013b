import { Search } from "lucide-react";

/** The words of the FAQ search, from app/locales (`search.site.*`), given by the loader: public pages carry no i18next. */
export interface FaqSearchStrings {
  label: string;
  placeholder: string;
  submit: string;
}

/** What a `?q=` asked and found: the summary line, or the refusal; `none` when nothing matched. */
export interface FaqSearchState {
  q: string;
  error?: string;
  /** The query as the sentences repeat it (cleaned and cut short), isolated in a `<bdi>` between their two halves. */
  echo?: string;
  summary?: [string, string];
  none?: { text: [string, string]; echo: string; writeToUs: string };
  showAll: string;
}

/** A sentence around the query it repeats: the query cannot reorder the words around it (docs/decisions/0050-operations-hardening.md). */
function AroundQuery({ sentence: [before, after], echo }: { sentence: [string, string]; echo: string }) {
  return (
    <>
      {before}
      <bdi>{echo}</bdi>
      {after}
    </>
  );
}

/**
 * A GET form above the FAQ (docs/decisions/0041-search-index.md): no JavaScript, the answers come rendered by the server,
 * in place (`#faq`). The plain page's only addition is this form.
 */
export function FaqSearch({ action, strings, state }: { action: string; strings: FaqSearchStrings; state?: FaqSearchState }) {
  const errorId = "faq-q-error";
  return (
    <div className="mx-auto mb-8 max-w-3xl">
      <form method="get" action={`${action}#faq`} role="search" aria-label={strings.label} className="flex flex-wrap items-end gap-3">
        <div className="min-w-56 flex-1">
          <label htmlFor="faq-q" className="mb-2 block font-bold text-ink">
            {strings.label}
          </label>
          <input
            id="faq-q"
            type="search"
            name="q"
            defaultValue={state?.q}
            placeholder={strings.placeholder}
            dir="auto"
            className="field"
            enterKeyHint="search"
            aria-invalid={state?.error ? true : undefined}
            aria-describedby={state?.error ? errorId : undefined}
          />
        </div>
        <button type="submit" className="btn btn-primary">
          <Search className="size-5" aria-hidden="true" />
          {strings.submit}
        </button>
      </form>
      {state && (
        <div className="mt-4 flex flex-wrap items-center justify-between gap-3" data-testid="faq-search-state">
          {state.error ? (
            <p id={errorId} role="alert" className="font-bold text-rose-800">
              {state.error}
            </p>
          ) : state.none ? (
            <p className="text-lg font-bold text-ink" data-testid="faq-search-none">
              <AroundQuery sentence={state.none.text} echo={state.none.echo} />{" "}
              <a href="#form" className="text-(--accent) underline">
                {state.none.writeToUs}
              </a>
            </p>
          ) : (
            <p className="font-bold text-ink" data-testid="faq-search-summary">
              {state.summary && <AroundQuery sentence={state.summary} echo={state.echo ?? ""} />}
            </p>
          )}
          <a href={`${action}#faq`} className="font-bold text-(--accent) underline">
            {state.showAll}
          </a>
        </div>
      )}
    </div>
  );
}
