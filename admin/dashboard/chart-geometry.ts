/**
 * The income and expenditure chart's geometry, without React: two bars a month (income, then
 * expenditure) on one scale from zero to the largest amount, with grid lines at 0, ½ and the top.
 * Heights are worked out from the exact paisa (bigint), so a bar is never taller than its amount
 * says; a negative month (refunds above gifts) draws no bar, and the table beside the chart shows
 * its true figure.
 */
import { formatTaka, type Paisa, parseAmount } from '../../common/money.ts'

export interface MonthAmounts {
  month: string
  income: string
  expenditure: string
}

export interface Bar {
  x: number
  y: number
  width: number
  height: number
}

export interface ChartGeometry {
  width: number
  height: number
  /** Left edge of the plot (the scale's labels are left of it) and the baseline's y. */
  left: number
  baseline: number
  months: { month: string; centre: number; income: Bar; expenditure: Bar }[]
  /** Grid lines: y and the amount they stand for, in whole Taka. */
  grid: { y: number; label: string }[]
}

const WIDTH = 640
const HEIGHT = 240
const LEFT = 88
const TOP = 12
const BOTTOM = 28

const paisaOf = (text: string): Paisa => {
  const value = parseAmount(text) ?? 0n
  return value > 0n ? value : 0n
}

/** Whole Taka with grouping: "Tk 1,25,000". */
const wholeTaka = (paisa: Paisa) => formatTaka(paisa, { symbol: true }).slice(0, -3)

export function chartGeometry(months: readonly MonthAmounts[]): ChartGeometry {
  const plotHeight = HEIGHT - TOP - BOTTOM
  const baseline = HEIGHT - BOTTOM
  const values = months.flatMap((m) => [paisaOf(m.income), paisaOf(m.expenditure)])
  // Math.max takes no bigint.
  let max = 0n
  for (const value of values) if (value > max) max = value
  // Hundredths of a pixel from exact paisa; an empty chart has a scale of Tk 1 so nothing divides by zero.
  const scale = max > 0n ? max : 100n
  const heightOf = (value: Paisa) => Number((value * BigInt(plotHeight * 100)) / scale) / 100
  const slot = (WIDTH - LEFT) / Math.max(months.length, 1)
  const barWidth = Math.min(18, slot / 2.5)
  const bar = (x: number, value: Paisa): Bar => {
    const height = heightOf(value)
    return { x, y: baseline - height, width: barWidth, height }
  }
  return {
    width: WIDTH,
    height: HEIGHT,
    left: LEFT,
    baseline,
    months: months.map((m, i) => {
      const centre = LEFT + slot * i + slot / 2
      return {
        month: m.month,
        centre,
        income: bar(centre - barWidth - 1, paisaOf(m.income)),
        expenditure: bar(centre + 1, paisaOf(m.expenditure)),
      }
    }),
    grid: [0n, scale / 2n, scale].map((value) => ({
      y: baseline - heightOf(value),
      label: wholeTaka(value),
    })),
  }
}
