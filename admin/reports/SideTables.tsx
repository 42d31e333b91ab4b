/**
 * Statements drawn from side lines (side-lines.ts): the two-sided table (Expenditure | Income,
 * Liabilities and fund | Assets, Receipts | Payments) whose rows pair the two sides by index and
 * whose parts end in a totals row holding both sides' totals, and the one-sided table of the
 * vertical layout. A side's amount columns are named by `amounts` (inner to outer).
 */
import { Fragment } from 'react'
import { Link } from 'react-router'
import { ReportTable } from './ReportTable.tsx'
import { pairRows, type SideLine } from './side-lines.ts'

const LINE_CLASS = { group: 'strong', ledger: 'indent', item: undefined, total: undefined } as const

/** One side's cells in a row: its line's name and amounts, or blanks where the side has run out. */
function SideCells({
  line,
  amounts,
  start,
}: {
  line?: SideLine
  amounts: readonly string[]
  start?: boolean
}) {
  const edge = start ? 'side-start' : undefined
  if (!line)
    return (
      <>
        <td className={edge} />
        {amounts.map((head) => (
          <td key={head} />
        ))}
      </>
    )
  return (
    <>
      <th scope="row" className={[edge, LINE_CLASS[line.kind]].filter(Boolean).join(' ') || undefined}>
        {line.to ? <Link to={line.to}>{line.name}</Link> : line.name}
      </th>
      {amounts.map((head, i) => (
        <td key={head} className="amount" data-testid={i === amounts.length - 1 ? line.testId : undefined}>
          {line.amounts[i]}
        </td>
      ))}
    </>
  )
}

/** A part of a two-sided statement: its lines on each side, then its totals (equal when it balances). */
export interface StatementPart {
  left: readonly SideLine[]
  right: readonly SideLine[]
  totals: readonly [SideLine, SideLine]
}

export function TwoSidedTable({
  label,
  sides,
  amounts,
  parts,
}: {
  label: string
  /** The left and right sides' headers. */
  sides: readonly [string, string]
  amounts: readonly string[]
  parts: readonly StatementPart[]
}) {
  const totalsRow = (part: StatementPart) => (
    <tr className="total">
      <SideCells line={part.totals[0]} amounts={amounts} />
      <SideCells line={part.totals[1]} amounts={amounts} start />
    </tr>
  )
  const last = parts.length - 1
  return (
    <table aria-label={label}>
      <thead>
        <tr>
          {sides.map((side, s) => (
            <Fragment key={side}>
              <th scope="col" className={s === 1 ? 'side-start' : undefined}>
                {side}
              </th>
              {amounts.map((head) => (
                <th key={head} scope="col" className="amount">
                  {head}
                </th>
              ))}
            </Fragment>
          ))}
        </tr>
      </thead>
      <tbody>
        {parts.map((part, p) => (
          <Fragment key={part.totals[0].key}>
            {pairRows(part.left, part.right).map(([left, right]) => (
              <tr key={`${left?.key}|${right?.key}`}>
                <SideCells line={left} amounts={amounts} />
                <SideCells line={right} amounts={amounts} start />
              </tr>
            ))}
            {p < last && totalsRow(part)}
          </Fragment>
        ))}
      </tbody>
      {parts[last] && <tfoot>{totalsRow(parts[last])}</tfoot>}
    </table>
  )
}

/** One side alone (the vertical layout): its lines, then its total in the footer. */
export function OneSidedTable({
  label,
  amounts,
  lines,
  total,
}: {
  label: string
  amounts: readonly string[]
  lines: readonly SideLine[]
  total: SideLine
}) {
  return (
    <ReportTable
      label={label}
      text={[label]}
      amounts={amounts}
      empty={lines.length === 0}
      foot={
        <tr>
          <SideCells line={total} amounts={amounts} />
        </tr>
      }
    >
      {lines.map((line) => (
        <tr key={line.key}>
          <SideCells line={line} amounts={amounts} />
        </tr>
      ))}
    </ReportTable>
  )
}
