/*
 * CSV for spreadsheets (docs/decisions/0028-email-outbox.md): RFC 4180 (CRLF rows; a cell with a
 * comma, quote or line break quoted, quotes doubled), UTF-8 with a byte-order mark so Excel reads
 * Arabic, and a cell a spreadsheet would run as a formula (= + - @, tab, carriage return first)
 * made inert with a leading apostrophe (OWASP "CSV injection").
 */

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
