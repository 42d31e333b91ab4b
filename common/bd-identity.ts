/**
 * Bangladeshi identity numbers as people write them, checked the same way in the browser and on
 * the server.
 */

/** A National ID: 10 digits (smart card), or 13 or 17 (older cards; 17 with the birth year first). */
export function isNid(text: string): boolean {
  return /^(\d{10}|\d{13}|\d{17})$/.test(text)
}

/**
 * A Bangladeshi mobile number (01[3-9] and 8 digits, or +880 / 880 in place of the 0; spaces and
 * dashes allowed) as the 11 digits people dial at home: "+880 1712-345678" → "01712345678".
 * Undefined when it is not one.
 */
export function normalizeBdMobile(text: string): string | undefined {
  const digits = text.replace(/[\s-]/g, '')
  const match = /^(?:\+?880|0)(1[3-9]\d{8})$/.exec(digits)
  return match ? `0${match[1]}` : undefined
}
