/**
 * CSV (RFC 4180) for the admin exports: CRLF line ends, a cell with a comma, a semicolon, a quote or a
 * line break in double quotes (quotes doubled). A text cell that starts with =, +, - or @ (or a tab
 * or carriage return) gets a leading ' so spreadsheets show it instead of running it as a formula.
 * Semicolons are quoted too, and a formula sign right after one gets the same ': a spreadsheet set to
 * split on `;` (the default where the decimal mark is a comma) starts a new cell there, and a quote in
 * the middle of its cell (any cell but a row's first) is only a character to it.
 */
export type CsvValue = string | number | boolean | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;
const FORMULA_AFTER_SEMICOLON = /;(?=[=+\-@\t\r])/g;

export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return "";
  let text = typeof value === "boolean" ? (value ? "Yes" : "No") : String(value);
  if (typeof value === "string") {
    if (FORMULA_START.test(text)) text = `'${text}`;
    text = text.replace(FORMULA_AFTER_SEMICOLON, ";'");
  }
  return /[",;\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  return [header, ...rows].map((row) => row.map(csvCell).join(",")).join("\r\n") + "\r\n";
}

/** Excel reads a CSV file without it as the system's legacy code page ('ZoÃ«' for 'Zoë'). */
const UTF8_BOM = "\uFEFF";

/** A CSV download: UTF-8 with a byte order mark, text/csv; charset=utf-8, never cached, saved as `filename`. */
export function csvResponse(filename: string, body: string): Response {
  return new Response(UTF8_BOM + body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${filename}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
