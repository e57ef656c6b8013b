import type { TFunction } from "i18next";
import type { RedirectRule, RuleField, RuleInput } from "~/domain/redirect-rules";
import { parseCsv } from "~/lib/csv";
import type { ImportProblem, Refusal } from "./redirects.model.server";

/*
 * A refused rule in words (docs/decisions/0062-redirects-and-not-found-log.md), for the API's 400
 * and 409 and the dashboard's form alike: a message per field, a conflict naming the other rule.
 */

/** A rule as one line a person reads: `/old → /new (301)`, or `/old → 410`. */
export const ruleLabel = (rule: Pick<RedirectRule, "from" | "to" | "status">) =>
  rule.status === 410 ? `${rule.from} → 410` : `${rule.from} → ${rule.to} (${rule.status})`;

export function refusalErrors(t: TFunction, refusal: Refusal): { status: 400 | 409; message: string; errors: Partial<Record<RuleField, string[]>> } {
  if ("problems" in refusal) {
    const errors = Object.fromEntries(
      Object.entries(refusal.problems).map(([field, key]) => [field, [t(`redirects.errors.${key}` as never)]]),
    ) as Partial<Record<RuleField, string[]>>;
    return { status: 400, message: Object.values(errors)[0]?.[0] ?? t("validation.invalid" as never), errors };
  }
  const { conflict } = refusal;
  const text = conflict.kind === "loop" ? t("redirects.errors.loop") : t(`redirects.errors.${conflict.kind}`, { other: ruleLabel(conflict.other) });
  const field: RuleField = conflict.kind === "chainTo" || conflict.kind === "loop" ? "to" : "from";
  return { status: conflict.kind === "duplicate" ? 409 : 400, message: text, errors: { [field]: [text] } };
}

/** The most rules one import takes (the body limit holds about this many lines anyway). */
export const maxImportLines = 2_000;

/** The columns a file exports and an import reads, in this order. */
export const csvColumns = ["from", "to", "status"];

/**
 * A CSV file's rules with their line numbers, or why the file as a whole cannot be read: not
 * RFC 4180, its first line not `from,to,status`, no rule, or too many.
 */
export function readRedirectCsv(
  text: string,
): { problem: "importNotCsv" | "importHeader" | "importEmpty" | "importTooMany" } | { lines: (RuleInput & { line: number })[] } {
  const rows = parseCsv(text);
  if (!rows) return { problem: "importNotCsv" };
  const [header, ...lines] = rows;
  if (!header || header.cells.map((cell) => cell.trim().toLowerCase()).join(",") !== csvColumns.join(",")) return { problem: "importHeader" };
  if (lines.length === 0) return { problem: "importEmpty" };
  if (lines.length > maxImportLines) return { problem: "importTooMany" };
  return {
    lines: lines.map(({ line, cells }) => ({ line, from: cells[0] ?? "", to: cells[1] ?? "", status: Number((cells[2] ?? "").trim()) })),
  };
}

/** Every refused line in words, by line number (`{"3": ["…"]}`), as the API's `errors` and the dashboard's list. */
export function importErrors(t: TFunction, problems: readonly ImportProblem[]) {
  return Object.fromEntries(problems.map(({ line, refusal }) => [String(line), [refusalErrors(t, refusal).message]]));
}
