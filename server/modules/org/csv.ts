/**
 * Rows of a CSV file as RFC 4180 writes them: fields separated by commas, optionally in double
 * quotes (inside which a doubled quote is one quote, and commas and line breaks are text); lines
 * end in LF or CRLF. Enough for the data files this area ships; not a general-purpose reader.
 */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let value = ''
  let quoted = false
  let i = 0
  const endValue = () => {
    row.push(value)
    value = ''
  }
  while (i < text.length) {
    const c = text[i] as string
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        value += '"'
        i += 2
        continue
      }
      if (c === '"') quoted = false
      else value += c
      i++
      continue
    }
    if (c === '"' && value === '') quoted = true
    else if (c === ',') endValue()
    else if (c === '\n' || c === '\r') {
      endValue()
      rows.push(row)
      row = []
      if (c === '\r' && text[i + 1] === '\n') i++
    } else value += c
    i++
  }
  if (quoted) throw new Error('CSV ends inside a quoted field')
  if (value !== '' || row.length > 0) {
    endValue()
    rows.push(row)
  }
  return rows
}
