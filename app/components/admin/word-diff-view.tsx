import { wordDiff } from "./word-diff";

/** The direction of a text in `lang`; a text of no stated language takes its own. */
export function dirOfLang(lang?: "ar" | "en") {
  return lang === "ar" ? "rtl" : lang === "en" ? "ltr" : "auto";
}

/**
 * `from` turned into `to`, word by word (`wordDiff`): removed words in <del>, added ones in <ins>, in the
 * language's own direction. The history tab shows a revision with it, the conflict view theirs against mine.
 */
export function WordDiff({ from, to, lang }: { from: string; to: string; lang?: "ar" | "en" }) {
  return (
    <p lang={lang} dir={dirOfLang(lang)} className="whitespace-pre-wrap break-words">
      {wordDiff(from, to).map((part, index) =>
        part.kind === "removed" ? (
          <del key={index} className="bg-red-100 text-red-900">
            {part.text}
          </del>
        ) : part.kind === "added" ? (
          <ins key={index} className="bg-emerald-100 text-emerald-900">
            {part.text}
          </ins>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </p>
  );
}
