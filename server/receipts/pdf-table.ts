/**
 * Tables for the printed documents: cells wrap inside their column, a row never splits across
 * pages, and a table that continues on a new page repeats its header there.
 */

import { rgb } from 'pdf-lib'
import {
  CONTENT_WIDTH,
  drawLines,
  type Fonts,
  INK,
  leading,
  MARGIN,
  type PageFlow,
  RULE,
} from './pdf-layout.ts'
import { clampLines, wrapText } from './standard-font-text.ts'

export interface Column {
  header: string
  width: number
  align?: 'left' | 'right'
  /** Bold cells: the labels of a two-column field table. */
  bold?: boolean
}

export interface Row {
  cells: string[]
  /** A total line. */
  bold?: boolean
}

export interface Table {
  columns: Column[]
  /** Draw the column headers (and repeat them on each new page). */
  header: boolean
  size?: number
}

const PADDING = 4
/** A cell longer than this is cut (clampLines): a row must fit on one page. */
const MAX_CELL_LINES = 12
const HEADER_FILL = rgb(0.92, 0.94, 0.96)

function layoutRow(table: Table, fonts: Fonts, row: Row) {
  const size = table.size ?? 9.5
  const cells = table.columns.map((column, index) => {
    const font = row.bold || column.bold ? fonts.bold : fonts.regular
    const width = column.width - 2 * PADDING
    const lines = clampLines(
      wrapText(row.cells[index] ?? '', font, size, width),
      MAX_CELL_LINES,
      font,
      size,
      width,
    )
    return { column, font, lines }
  })
  const height = Math.max(...cells.map((cell) => cell.lines.length)) * leading(size) + 2 * PADDING
  return { cells, height, size }
}

function drawRow(flow: PageFlow, layout: ReturnType<typeof layoutRow>, fill?: ReturnType<typeof rgb>): void {
  const { page } = flow
  const top = flow.y
  const width = layout.cells.reduce((sum, cell) => sum + cell.column.width, 0)
  if (fill)
    page.drawRectangle({ x: MARGIN, y: top - layout.height, width, height: layout.height, color: fill })
  let x = MARGIN
  for (const { column, font, lines } of layout.cells) {
    const baseline = top - PADDING - layout.size
    drawLines(page, lines, x + PADDING, baseline, column.width - 2 * PADDING, {
      font,
      size: layout.size,
      color: INK,
      align: column.align ?? 'left',
    })
    x += column.width
  }
  flow.y = top - layout.height
  page.drawLine({
    start: { x: MARGIN, y: flow.y },
    end: { x: MARGIN + width, y: flow.y },
    thickness: 0.5,
    color: RULE,
  })
}

/** Draws the table at the flow's position, adding pages as needed; the flow ends below it. */
export function drawTable(flow: PageFlow, table: Table, rows: Row[]): void {
  const header = table.header
    ? layoutRow(table, flow.fonts, { cells: table.columns.map((c) => c.header), bold: true })
    : undefined
  const drawHeader = () => header && drawRow(flow, header, HEADER_FILL)
  rows.forEach((row, index) => {
    const layout = layoutRow(table, flow.fonts, row)
    // The header goes with the first row: never alone at the foot of a page.
    const withHeader = index === 0 && header ? header.height : 0
    if (flow.ensure(layout.height + withHeader) || index === 0) drawHeader()
    drawRow(flow, layout)
  })
}

/** Label and value pairs in two columns, bold labels; pairs without a value are left out. */
export function drawFieldTable(
  flow: PageFlow,
  labelWidth: number,
  fields: [string, string | undefined][],
): void {
  drawTable(
    flow,
    {
      header: false,
      columns: [
        { header: 'Field', width: labelWidth, bold: true },
        { header: 'Value', width: CONTENT_WIDTH - labelWidth },
      ],
    },
    fields.flatMap(([label, value]) => (value?.trim() ? [{ cells: [label, value] }] : [])),
  )
}
