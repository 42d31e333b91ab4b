/**
 * CSV as spreadsheets read it (RFC 4180): cells separated by commas, a cell with a comma, a quote
 * or a line break quoted with its quotes doubled, lines ended by CRLF. The file starts with a UTF-8
 * byte order mark, without which Excel reads UTF-8 as the system's code page (Bangla names garbled).
 *
 * Cells are data, never formulas: a cell starting with = + - @, a tab or a carriage return would be
 * run by Excel or LibreOffice as a formula (CSV injection, which can fetch URLs or run commands),
 * so it gets a leading apostrophe, which spreadsheets show as text. Plain numbers (-12.50) are left
 * as they are: a number is not a formula, and the apostrophe would turn money into text.
 */
export const CSV_BOM = '\uFEFF'

const FORMULA_START = /^[=+\-@\t\r]/
const PLAIN_NUMBER = /^[+-]?\d+(\.\d+)?$/
const NEEDS_QUOTES = /[",\r\n]/

/** One cell, neutralised and quoted as needed; null and undefined are empty cells. */
export function csvCell(value: string | null | undefined): string {
  if (value === null || value === undefined) return ''
  const text = FORMULA_START.test(value) && !PLAIN_NUMBER.test(value) ? `'${value}` : value
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

/** One line of cells, CRLF-terminated. */
export function csvLine(cells: readonly (string | null | undefined)[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`
}
