import { describe, expect, it } from 'vitest'
import { chartGeometry } from './chart-geometry.ts'

describe('the income and expenditure chart', () => {
  const chart = chartGeometry([
    { month: '2035-08', income: '800.24', expenditure: '0.00' },
    { month: '2035-09', income: '5750.60', expenditure: '1800.00' },
    { month: '2035-10', income: '-20.00', expenditure: '2875.30' },
  ])

  it('draws the largest amount the full height and the others in proportion, from exact paisa', () => {
    const [aug, sep, oct] = chart.months
    const full = chart.baseline - (chart.grid.at(-1)?.y as number)
    expect(sep?.income.height).toBe(full)
    expect(sep?.income.y).toBe(chart.baseline - full)
    // 1800.00 / 5750.60 of the height, to the hundredth of a pixel.
    expect(sep?.expenditure.height).toBeCloseTo((full * 180000) / 575060, 1)
    expect(aug?.expenditure.height).toBe(0)
    // A negative month draws nothing.
    expect(oct?.income.height).toBe(0)
  })

  it('puts the months left to right, income left of expenditure, inside the plot', () => {
    const xs = chart.months.map((m) => m.centre)
    expect([...xs].sort((a, b) => a - b)).toEqual(xs)
    for (const m of chart.months) {
      expect(m.income.x + m.income.width).toBeLessThanOrEqual(m.expenditure.x)
      expect(m.income.x).toBeGreaterThanOrEqual(chart.left)
      expect(m.expenditure.x + m.expenditure.width).toBeLessThanOrEqual(chart.width)
    }
  })

  it('labels the grid in whole Taka with Bangladeshi grouping', () => {
    expect(chart.grid.map((g) => g.label)).toEqual(['Tk 0', 'Tk 2,875', 'Tk 5,750'])
  })

  it('draws an empty year flat, without dividing by zero', () => {
    const empty = chartGeometry([{ month: '2035-09', income: '0.00', expenditure: '0.00' }])
    expect(empty.months[0]?.income.height).toBe(0)
    expect(empty.grid.every((g) => Number.isFinite(g.y))).toBe(true)
  })
})
