/**
 * The voucher entry grid's rules, without React, so they are tested beside it: the lines as typed,
 * their running totals and difference, the amount a new line is given to balance the voucher, a
 * debit clearing the credit and back, the request body, and the server's line errors put back on
 * the lines they name. Every sum is in paisa (common/money.ts): never a float.
 */
import { formatAmount, formatTaka, type Paisa, parseAmount } from '../../common/money.ts'

/** One line of the grid as typed: amounts stay text until sent, so "1,250.5" is not rewritten mid-typing. */
export interface GridLine {
  /** Stable across inserts and deletes: React's key and where the server's errors land. */
  key: number
  ledgerId: number | null
  debit: string
  credit: string
  subLedgerId: number | null
  chequeNo: string
  chequeDate: string
  bankName: string
  reference: string
  details: string
}

let lastKey = 0

export function emptyLine(amount?: { side: 'debit' | 'credit'; amount: Paisa }): GridLine {
  lastKey += 1
  const text = amount ? formatAmount(amount.amount) : ''
  return {
    key: lastKey,
    ledgerId: null,
    debit: amount?.side === 'debit' ? text : '',
    credit: amount?.side === 'credit' ? text : '',
    subLedgerId: null,
    chequeNo: '',
    chequeDate: '',
    bankName: '',
    reference: '',
    details: '',
  }
}

/** An amount cell's value in paisa: blank is nothing, unreadable text counts as nothing too. */
const amountOf = (text: string): Paisa => {
  const paisa = parseAmount(text)
  return paisa !== undefined && paisa > 0n ? paisa : 0n
}

export interface Totals {
  debit: Paisa
  credit: Paisa
  /** Debits minus credits: positive when the debit side is ahead. */
  difference: Paisa
}

export function totals(lines: readonly GridLine[]): Totals {
  let debit = 0n
  let credit = 0n
  for (const line of lines) {
    debit += amountOf(line.debit)
    credit += amountOf(line.credit)
  }
  return { debit, credit, difference: debit - credit }
}

/**
 * The line under the totals: the side that is ahead and by how much ("Difference: Dr 150.00"), or
 * the original's words once both sides match.
 */
export function differenceText({ debit, difference }: Totals): string {
  if (difference === 0n)
    return debit > 0n ? 'Congratulations, Debit & Credit match' : 'Enter the lines: debit and credit'
  const side = difference > 0n ? 'Dr' : 'Cr'
  return `Difference: ${side} ${formatTaka(difference > 0n ? difference : -difference)}`
}

/** What a new line starts with: the amount that balances the voucher, on the side that is short. */
export function balancingAmount(
  lines: readonly GridLine[],
): { side: 'debit' | 'credit'; amount: Paisa } | undefined {
  const { difference } = totals(lines)
  if (difference === 0n) return undefined
  return difference > 0n ? { side: 'credit', amount: difference } : { side: 'debit', amount: -difference }
}

/** Typing a debit clears the line's credit and the reverse: a line is one or the other. */
export function withAmount(line: GridLine, side: 'debit' | 'credit', text: string): GridLine {
  const other = side === 'debit' ? 'credit' : 'debit'
  return { ...line, [side]: text, ...(amountOf(text) > 0n ? { [other]: '' } : {}) }
}

/** A line nobody has touched yet (no ledger, no amount): left out of what is sent. */
export const isBlank = (line: GridLine): boolean =>
  line.ledgerId === null && line.debit.trim() === '' && line.credit.trim() === ''

export interface VoucherHeader {
  type: string
  date: string
  branch: number | null
  narration: string
}

export interface ItemBody {
  ledger: number | null
  sub_ledger: number | null
  debit_amount: string
  credit_amount: string
  cheque_no: string
  bank_name: string
  cheque_date: string | null
  reference: string
  details: string
}

/** An amount as the API takes it ("1250.00"), or the text as typed when it is no amount (the server names it). */
const wireAmount = (text: string): string => {
  if (text.trim() === '') return '0.00'
  const paisa = parseAmount(text)
  return paisa === undefined ? text : formatAmount(paisa)
}

/**
 * The create/update body, and which grid line each sent item is (blank lines are not sent, so the
 * server's items[2] may be the grid's fourth line).
 */
export function requestBody(
  header: VoucherHeader,
  lines: readonly GridLine[],
): { body: Record<string, unknown>; sentKeys: number[] } {
  const sent = lines.filter((line) => !isBlank(line))
  const items: ItemBody[] = sent.map((line) => ({
    ledger: line.ledgerId,
    sub_ledger: line.subLedgerId,
    debit_amount: wireAmount(line.debit),
    credit_amount: wireAmount(line.credit),
    cheque_no: line.chequeNo.trim(),
    bank_name: line.bankName.trim(),
    cheque_date: line.chequeDate || null,
    reference: line.reference.trim(),
    details: line.details.trim(),
  }))
  return {
    body: {
      type: header.type,
      date: header.date,
      branch: header.branch,
      narration: header.narration.trim(),
      items,
    },
    sentKeys: sent.map((line) => line.key),
  }
}

const LINE_FIELD = /^items\[(\d+)\]\[(\w+)\]$/

export interface PlacedErrors {
  /** Per grid line (its key), per field (ledger, debit_amount…): the server's words. */
  lines: Map<number, Record<string, string>>
  /** Errors of the voucher as a whole: date, narration, items (the balance)… */
  voucher: Record<string, string>
}

/** The server's 400 ({"items[1][ledger]": "…", "date": "…"}) put on the lines and fields it names. */
export function placeErrors(errors: Record<string, unknown>, sentKeys: readonly number[]): PlacedErrors {
  const placed: PlacedErrors = { lines: new Map(), voucher: {} }
  for (const [name, value] of Object.entries(errors)) {
    const message = Array.isArray(value) ? value.join(' ') : String(value)
    const match = LINE_FIELD.exec(name)
    const key = match ? sentKeys[Number(match[1])] : undefined
    if (match && key !== undefined) {
      const fields = placed.lines.get(key) ?? {}
      fields[match[2] as string] = message
      placed.lines.set(key, fields)
    } else if (name !== 'root') {
      placed.voucher[name] = message
    }
  }
  return placed
}

/** Lines with an amount but no ledger, caught before sending: the server would only ask for an id. */
export function missingLedgers(lines: readonly GridLine[]): PlacedErrors {
  const placed: PlacedErrors = { lines: new Map(), voucher: {} }
  for (const line of lines)
    if (!isBlank(line) && line.ledgerId === null) placed.lines.set(line.key, { ledger: 'Choose a ledger.' })
  return placed
}

/** A saved voucher's item, as GET {id} answers it. */
export interface VoucherItem {
  ledger: { id: number } | null
  sub_ledger: { id: number } | null
  debit_amount: string
  credit_amount: string
  cheque_no?: string | null
  bank_name?: string | null
  cheque_date?: string | null
  reference?: string | null
  details?: string | null
}

/** A saved draft's (or a correction's pre-filled) items back into grid lines; zero sides stay blank. */
export function linesFromItems(items: readonly VoucherItem[]): GridLine[] {
  return items.map((item) => {
    const debit = amountOf(item.debit_amount)
    const credit = amountOf(item.credit_amount)
    return {
      ...emptyLine(),
      ledgerId: item.ledger?.id ?? null,
      subLedgerId: item.sub_ledger?.id ?? null,
      debit: debit > 0n ? formatAmount(debit) : '',
      credit: credit > 0n ? formatAmount(credit) : '',
      chequeNo: item.cheque_no ?? '',
      chequeDate: item.cheque_date ?? '',
      bankName: item.bank_name ?? '',
      reference: item.reference ?? '',
      details: item.details ?? '',
    }
  })
}

/** Whether a line uses its optional fields: its details row then opens by itself. */
export const hasDetails = (line: GridLine): boolean =>
  line.subLedgerId !== null ||
  [line.chequeNo, line.chequeDate, line.bankName, line.reference, line.details].some((v) => v !== '')

export interface LedgerOption {
  id: number
  name: string
  code: string | null
  account_type: string
  is_active?: boolean
}

/**
 * The ledgers a typed text picks from: a code that starts with it first (accountants type codes),
 * then names starting with it, then names containing it; closed ledgers never.
 */
export function matchLedgers(ledgers: readonly LedgerOption[], text: string, limit = 20): LedgerOption[] {
  const wanted = text.trim().toLowerCase()
  const open = ledgers.filter((l) => l.is_active !== false)
  if (!wanted) return open.slice(0, limit)
  const rank = (ledger: LedgerOption): number => {
    const name = ledger.name.toLowerCase()
    if (ledger.code?.toLowerCase().startsWith(wanted)) return 0
    if (name.startsWith(wanted)) return 1
    if (name.includes(wanted)) return 2
    return 3
  }
  return open
    .map((ledger) => ({ ledger, rank: rank(ledger) }))
    .filter(({ rank }) => rank < 3)
    .sort((a, b) => a.rank - b.rank || a.ledger.name.localeCompare(b.ledger.name))
    .slice(0, limit)
    .map(({ ledger }) => ledger)
}

/** "Office Rent (5010)": how a chosen ledger reads in its cell. */
export const ledgerLabel = (ledger: Pick<LedgerOption, 'name' | 'code'>): string =>
  ledger.code ? `${ledger.name} (${ledger.code})` : ledger.name

/** Today's date (YYYY-MM-DD) on the organisation's calendar, wherever the browser is. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone, dateStyle: 'short' }).format(now)
}
