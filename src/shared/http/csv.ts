/**
 * CSV for people who open it in a spreadsheet. A cell starting with `=`, `+`, `-`, `@`, a tab or a carriage return
 * is read as a formula (OWASP's CSV injection): such text gets a leading `'`, which the spreadsheet shows as plain
 * text. A plain number (`-12.50`) is no formula and stays a number. Cells holding a comma, a quote or a line end
 * are quoted as RFC 4180 says. Every export goes through here, whatever it holds today: a username or a note that
 * starts like a formula may be in it tomorrow (issue 30 §4).
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;
const NEEDS_QUOTES = /[",\r\n]/;

export function csvCell(value: string): string {
  const text = FORMULA_START.test(value) && !PLAIN_NUMBER.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Rows of cells, each line ended with CRLF. */
export function csvDocument(rows: readonly (readonly string[])[]): string {
  return rows.map((row) => `${row.map(csvCell).join(',')}\r\n`).join('');
}
