import { ChevronDown, MessageCircleQuestion } from "lucide-react";
import type { FaqEntry } from "~/content/faq";
import { Highlighted } from "~/components/ui/highlighted";

/** An FAQ entry found by a search: the matched words of its question and answer (ranges in the text as shown). */
export interface FaqHit extends FaqEntry {
  questionRanges: Array<[number, number]>;
  answerRanges: Array<[number, number]>;
}

const isHit = (entry: FaqEntry | FaqHit): entry is FaqHit => "questionRanges" in entry;

/**
 * The FAQ accordion (docs/decisions/0005-faq-as-content-items.md): native <details>, so it opens without JavaScript.
 * Search hits come open, their matched words marked.
 */
export function FaqList({ entries, emptyText }: { entries: Array<FaqEntry | FaqHit>; emptyText: string }) {
  if (entries.length === 0) {
    return (
      <p className="card mx-auto flex max-w-2xl items-center justify-center gap-3 text-center text-lg text-muted">
        <MessageCircleQuestion className="size-7 shrink-0 text-(--accent)" aria-hidden="true" />
        {emptyText}
      </p>
    );
  }
  const half = Math.ceil(entries.length / 2);
  const columns = [entries.slice(0, half), entries.slice(half)].filter((column) => column.length > 0);
  return (
    <div className="grid items-start gap-4 md:grid-cols-2" data-testid="faq-list">
      {columns.map((column, index) => (
        <div key={index} className="space-y-4">
          {column.map((entry) => (
            <details key={entry.key} data-testid="faq-item" className="group accordion" open={isHit(entry) || undefined}>
              <summary className="accordion-summary">
                <span dir="auto">{isHit(entry) ? <Highlighted text={entry.question} ranges={entry.questionRanges} /> : entry.question}</span>
                <ChevronDown className="size-5 shrink-0 text-(--accent) transition-transform group-open:rotate-180" aria-hidden="true" />
              </summary>
              {entry.answer && (
                <p className="card-text px-6 pb-6" dir="auto" data-testid="faq-answer">
                  {isHit(entry) ? <Highlighted text={entry.answer} ranges={entry.answerRanges} /> : entry.answer}
                </p>
              )}
            </details>
          ))}
        </div>
      ))}
    </div>
  );
}
