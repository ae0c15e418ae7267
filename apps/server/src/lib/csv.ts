/** A CSV cell: quoted when needed, and never read as a formula by a spreadsheet. */
export const csvCell = (value: string | number | null) => {
  let text = value === null ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

/** A CSV file: the header row, then one line per row (CRLF line ends, as RFC 4180 has them). */
export const csvText = (header: readonly string[], rows: (string | number | null)[][]) =>
  [header.join(','), ...rows.map((row) => row.map(csvCell).join(','))].join('\r\n') + '\r\n';
