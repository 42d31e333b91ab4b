/**
 * The table every report draws inside `ReportFrame`: its name for assistive technology, the
 * column headers (text columns, then the amount columns right-aligned), the rows, a line saying so
 * when the period has none, and the totals in the footer.
 */
import type { ReactNode } from 'react'

export function ReportTable({
  label,
  text,
  amounts,
  empty = false,
  emptyText = 'Nothing for this period and branch.',
  children,
  foot,
}: {
  label: string
  /** The text columns' headers, left to right. */
  text: readonly string[]
  /** The amount columns' headers, after the text columns. */
  amounts: readonly string[]
  /** The report has no rows: the body says so rather than stay blank. */
  empty?: boolean
  /** What the body says when there are no rows. */
  emptyText?: string
  children?: ReactNode
  foot?: ReactNode
}) {
  return (
    <table aria-label={label}>
      <thead>
        <tr>
          {text.map((head) => (
            <th key={head} scope="col">
              {head}
            </th>
          ))}
          {amounts.map((head) => (
            <th key={head} scope="col" className="amount">
              {head}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {children}
        {empty && (
          <tr>
            <td colSpan={text.length + amounts.length}>{emptyText}</td>
          </tr>
        )}
      </tbody>
      {foot && <tfoot>{foot}</tfoot>}
    </table>
  )
}

/** A footer row: its name across the first `span` columns, then its amount cells. */
export function TotalRow({ label, span, children }: { label: string; span: number; children: ReactNode }) {
  return (
    <tr>
      <th scope="row" colSpan={span}>
        {label}
      </th>
      {children}
    </tr>
  )
}

/** An amount cell: right-aligned in tabular figures (ReportFrame's styles). */
export function Amount({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <td className="amount" data-testid={testId}>
      {children}
    </td>
  )
}
