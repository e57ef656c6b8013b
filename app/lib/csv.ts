// RFC 4180 with a BOM so Excel reads Arabic, and formula cells made inert (OWASP "CSV injection"); ours, not csv-stringify: docs/decisions/0033-libraries-for-commodities.md.

/**
 * A formula character where a spreadsheet may start a cell: at the start, or after `;` or a tab (the
 * separators of other locales and of tab-separated imports) or a line break (docs/decisions/0034-attack-run-2026-11-25.md).
 */
const formulaStart = /(?<=^|[;\t\r\n])(?=[=+\-@\t\r])/g;

/** Every cell quoted, so no separator inside it splits it; each formula start gets a `'`, for readers that split anyway. */
export function csvCell(value: unknown) {
  const text = value === null || value === undefined ? "" : String(value);
  return `"${text.replace(formulaStart, "'").replaceAll('"', '""')}"`;
}

/** The whole file: a header row (our own column names, left bare), then one row per record. */
export function toCsv(header: readonly string[], rows: readonly (readonly unknown[])[]) {
  const head = header.map((name) => (/^\w+$/.test(name) ? name : csvCell(name))).join(",");
  return `\uFEFF${[head, ...rows.map((row) => row.map(csvCell).join(","))].join("\r\n")}\r\n`;
}

/** The download: attachment, never cached. */
export function csvResponse(filename: string, body: string) {
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${filename}"`,
      "Cache-Control": "no-store",
    },
  });
}
