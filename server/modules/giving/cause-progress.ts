/**
 * How far a cause has come: what it raised (the sum of its completed gifts, donations.ts) against
 * its goal, in whole paisa, never through a float.
 */
import type { Paisa } from '../../../common/money.ts'

/**
 * The original's `process`: raised / goal × 100 as text with two decimals, cut rather than rounded
 * as the original cut its string to five characters ("65.00", "33.33"); above 100 when a cause
 * raised more than its goal. A goal of 0 gives "0.00" (the original divided by zero: a 500).
 */
export function processOf(raised: Paisa, goal: Paisa): string {
  if (goal <= 0n) return '0.00'
  const hundredths = (raised * 10_000n) / goal
  return `${hundredths / 100n}.${(hundredths % 100n).toString().padStart(2, '0')}`
}

/** The progress bar's whole percent, 0 to 100: cut, so 100 means the goal is reached. */
export function percentOf(raised: Paisa, goal: Paisa): number {
  if (goal <= 0n) return 0
  const whole = (raised * 100n) / goal
  return Number(whole > 100n ? 100n : whole)
}
