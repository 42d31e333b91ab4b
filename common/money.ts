/**
 * Money as integer paisa (`bigint`): the one place amounts are parsed, added, rounded and written.
 * Never a binary float: 0.1 + 0.2 is not 0.3 in a double, and the books must tie to the paisa.
 * The wire and the database carry amounts as decimal text with two places ("1250.00"), the way the
 * original's Django decimals did; the browser imports this module too, so both sides agree.
 */

/** An amount in paisa (1 Taka = 100 paisa). */
export type Paisa = bigint

/** The largest amount a `numeric(18,2)` column holds, in paisa. */
export const MAX_PAISA: Paisa = 10n ** 18n - 1n

const AMOUNT = /^(-)?(\d{1,16})(?:\.(\d{1,2}))?$/

/**
 * "1250", "1250.5", "1250.50", "-3.25" or a JSON number that is an exact amount (12.5) → paisa.
 * Commas are allowed as digit grouping ("1,25,000.00"). Undefined when the text is not an amount
 * with at most two decimals: callers name the field in their error.
 */
export function parseAmount(value: unknown): Paisa | undefined {
  let text: string
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return undefined
    text = String(value)
  } else if (typeof value === 'string') {
    text = value.trim().replace(/,/g, '')
  } else if (typeof value === 'bigint') {
    return value * 100n
  } else {
    return undefined
  }
  const match = AMOUNT.exec(text)
  if (!match) return undefined
  const [, minus, whole, fraction = ''] = match
  const paisa = BigInt(whole as string) * 100n + BigInt(fraction.padEnd(2, '0') || '0')
  if (paisa > MAX_PAISA) return undefined
  return minus ? -paisa : paisa
}

/** Paisa → the wire's and the database's text: "1250.00", "-3.25". */
export function formatAmount(paisa: Paisa): string {
  const negative = paisa < 0n
  const abs = negative ? -paisa : paisa
  const whole = abs / 100n
  const fraction = (abs % 100n).toString().padStart(2, '0')
  return `${negative ? '-' : ''}${whole}.${fraction}`
}

/** The sum of amounts. */
export function sumAmounts(amounts: Iterable<Paisa>): Paisa {
  let total = 0n
  for (const amount of amounts) total += amount
  return total
}

/**
 * numerator / denominator rounded half away from zero to whole paisa: the rounding Bangladeshi
 * receipts and ERPNext use for a share of an amount (a rate times a quantity, an allocation).
 */
export function divideRounded(numerator: bigint, denominator: bigint): Paisa {
  if (denominator === 0n) throw new RangeError('Division by zero.')
  const negative = numerator < 0n !== denominator < 0n
  const n = numerator < 0n ? -numerator : numerator
  const d = denominator < 0n ? -denominator : denominator
  const quotient = (n * 2n + d) / (d * 2n)
  return negative ? -quotient : quotient
}

/**
 * Bangladeshi grouping for display: 1,25,000.00 (lakh and crore), as `en-IN` groups. Written by
 * hand so the result is the same in every browser and Node build, ICU or not.
 */
export function formatTaka(paisa: Paisa, options: { symbol?: boolean } = {}): string {
  const [whole = '0', fraction = '00'] = formatAmount(paisa < 0n ? -paisa : paisa).split('.')
  const last3 = whole.slice(-3)
  const rest = whole.slice(0, -3)
  const grouped = rest ? `${rest.replace(/\B(?=(\d{2})+(?!\d))/g, ',')},${last3}` : last3
  return `${paisa < 0n ? '-' : ''}${options.symbol ? 'Tk ' : ''}${grouped}.${fraction}`
}

const ONES = [
  '',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
]
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety']

/** 0–99 in words ("Twenty-Five"). */
function belowHundred(n: number): string {
  if (n < 20) return ONES[n] as string
  const ones = n % 10
  return `${TENS[Math.floor(n / 10)]}${ones ? `-${ONES[ones]}` : ''}`
}

/** 0–999 in words ("One Hundred Twenty-Five"). */
function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100)
  const rest = n % 100
  return [hundreds ? `${ONES[hundreds]} Hundred` : '', rest ? belowHundred(rest) : '']
    .filter(Boolean)
    .join(' ')
}

/** A whole number in the Indian system: crore, lakh, thousand, hundred. Crores may themselves be large. */
function wholeInWords(n: bigint): string {
  if (n === 0n) return 'Zero'
  const crore = n / 10_000_000n
  const rest = Number(n % 10_000_000n)
  const lakh = Math.floor(rest / 100_000)
  const thousand = Math.floor((rest % 100_000) / 1000)
  const below = rest % 1000
  return [
    crore ? `${wholeInWords(crore)} Crore` : '',
    lakh ? `${belowHundred(lakh)} Lakh` : '',
    thousand ? `${belowHundred(thousand)} Thousand` : '',
    below ? belowThousand(below) : '',
  ]
    .filter(Boolean)
    .join(' ')
}

/**
 * The amount in words as a Bangladeshi voucher writes it: "One Lakh Twenty-Five Thousand Taka Only",
 * "Ten Taka and Fifty Paisa Only", "Fifty Paisa Only", "Zero Taka Only".
 */
export function amountInWords(paisa: Paisa): string {
  const negative = paisa < 0n
  const abs = negative ? -paisa : paisa
  const taka = abs / 100n
  const poisha = Number(abs % 100n)
  const parts: string[] = []
  if (taka > 0n || poisha === 0) parts.push(`${wholeInWords(taka)} Taka`)
  if (poisha > 0) parts.push(`${belowHundred(poisha)} Paisa`)
  return `${negative ? 'Minus ' : ''}${parts.join(' and ')} Only`
}
