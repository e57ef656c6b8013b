// RFC 4180 with a BOM so Excel reads Arabic, and formula cells made inert (OWASP "CSV injection"); ours, not csv-stringify: docs/decisions/0033-libraries-for-commodities.md.

const formulaStart = /^[=+\-@\t\r]/;

export function csvCell(value: unknown) {
  let text = value === null || value === undefined ? "" : String(value);
  if (formulaStart.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The whole file: a header row, then one row per record. */
export function toCsv(header: readonly string[], rows: readonly (readonly unknown[])[]) {
  return `\uFEFF${[header, ...rows].map((row) => row.map(csvCell).join(",")).join("\r\n")}\r\n`;
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
