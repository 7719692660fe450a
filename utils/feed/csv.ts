/**
 * CSV for spreadsheets: RFC 4180 quoting, UTF-8 with a byte-order mark (without it Excel reads the
 * file as the machine's legacy code page and mangles "ë" and "€"), CRLF line ends, and the list
 * separator of the user's language (Excel in a Dutch locale splits on ";", in English on ",").
 * A cell a spreadsheet would run as a formula (starting with =, +, -, @, tab or CR) is prefixed
 * with an apostrophe: a job title is never code (OWASP, "CSV Injection"). So, as a margin, is one
 * that starts so once its leading white space is trimmed (an import may trim it), and one that starts
 * with the full-width signs ＝ ＋ － ＠ (which an East Asian input setting may turn into the ASCII
 * ones): a title from a scraped board never needs them at its start.
 */
const FORMULA_START = /^(?:\s*[=+\-@\uff1d\uff0b\uff0d\uff20]|[\t\r])/;

export type Delimiter = ',' | ';';

export function csvCell(value: string | number | null | undefined, delimiter: Delimiter): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return text.includes('"') || text.includes(delimiter) || /[\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The whole file, BOM first: a header row, then one line per row. */
export function toCsv(header: readonly string[], rows: readonly (readonly (string | number | null)[])[], delimiter: Delimiter): string {
  const line = (cells: readonly (string | number | null)[]) => cells.map((cell) => csvCell(cell, delimiter)).join(delimiter);
  return `\uFEFF${[header, ...rows].map(line).join('\r\n')}\r\n`;
}

/** Reads a file `toCsv` wrote (and any RFC 4180 file): rows of cells, BOM dropped, quotes undone. */
export function parseCsv(text: string, delimiter: Delimiter): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const source = text.startsWith('\uFEFF') ? text.slice(1) : text;
  for (let i = 0; i < source.length; i++) {
    const char = source[i]!;
    if (quoted) {
      if (char === '"' && source[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === delimiter) {
      row.push(cell);
      cell = '';
    } else if (char === '\r' && source[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += char;
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  return rows;
}
