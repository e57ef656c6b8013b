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

/**
 * An RFC 4180 file as rows of cells: fields separated by commas, quoted fields may hold commas,
 * line breaks and doubled quotes, rows end in CRLF or LF; a leading byte-order mark and a last
 * empty line are dropped. Ours, like the writer above: docs/decisions/0033-libraries-for-commodities.md. Each row keeps the number of the line it starts on (for an import's
 * messages). Undefined when a quote is left open or a quoted field runs into other characters.
 */
export function parseCsv(text: string): { line: number; cells: string[] }[] | undefined {
  const source = text.startsWith("\uFEFF") ? text.slice(1) : text;
  const rows: { line: number; cells: string[] }[] = [];
  let cells: string[] = [];
  let cell = "";
  let line = 1;
  let rowLine = 1;
  let index = 0;
  let quotedCell = false;
  const endRow = () => {
    cells.push(cell);
    if (!(cells.length === 1 && cells[0] === "" && !quotedCell)) rows.push({ line: rowLine, cells });
    cells = [];
    cell = "";
    quotedCell = false;
  };
  while (index < source.length) {
    const char = source[index];
    if (char === '"' && cell === "" && !quotedCell) {
      quotedCell = true;
      index++;
      for (;;) {
        if (index >= source.length) return undefined;
        const inner = source[index];
        if (inner === '"') {
          if (source[index + 1] === '"') {
            cell += '"';
            index += 2;
            continue;
          }
          index++;
          break;
        }
        if (inner === "\n") line++;
        cell += inner;
        index++;
      }
      const next = source[index];
      if (next !== undefined && next !== "," && next !== "\r" && next !== "\n") return undefined;
      continue;
    }
    if (char === ",") {
      cells.push(cell);
      cell = "";
      quotedCell = false;
      index++;
    } else if (char === "\r" || char === "\n") {
      endRow();
      index += char === "\r" && source[index + 1] === "\n" ? 2 : 1;
      line++;
      rowLine = line;
    } else {
      // RFC 4180 §2.5: a quote only opens a field, or doubles inside a quoted one.
      if (quotedCell || char === '"') return undefined;
      cell += char;
      index++;
    }
  }
  if (cell !== "" || cells.length > 0 || quotedCell) endRow();
  return rows;
}
