/**
 * Cells a spreadsheet would read as a formula (and run): OWASP's list of leading characters, also
 * behind leading white space, which an import that trims cells (LibreOffice's "Trim spaces")
 * takes away before it reads the formula.
 */
const FORMULA_START = /^\s*[=+\-@]|^[\t\r]/;

/**
 * One CSV cell per RFC 4180: quoted when it holds a comma, a quote or a line break, quotes
 * doubled. Text a spreadsheet would take for a formula (=, +, -, @ first, after spaces or not;
 * tab, CR first) is prefixed with ' so it opens as text: names and titles are typed by users.
 */
export function csvCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  const text = typeof value === 'string' && FORMULA_START.test(value) ? `'${value}` : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** RFC 4180's line break, after every record, the last one too: one line ending throughout the file. */
const RECORD_END = '\r\n';

/** A whole CSV document: the header, then one record per row. */
export function csvDocument(
  header: readonly string[],
  rows: readonly (readonly (string | number | boolean | null | undefined)[])[],
): string {
  return [header, ...rows].map((row) => `${row.map(csvCell).join(',')}${RECORD_END}`).join('');
}
