/**
 * One side of a two-sided statement (income and expenditure, balance sheet) or one section of the
 * vertical layout: groups with their amounts and, indented, their ledgers, then the side's total.
 */
import type { ReactNode } from 'react'
import type { AmountGroup } from './report-api.ts'
import { takaOrZero } from './report-math.ts'

export function GroupLines({ groups }: { groups: AmountGroup[] }) {
  return (
    <>
      {groups.map((group) => (
        // A computed line (gross surplus, net result) has no id; its name is its own.
        <GroupLine key={group.id ?? group.name} group={group} />
      ))}
    </>
  )
}

function GroupLine({ group }: { group: AmountGroup }) {
  return (
    <>
      <tr className="strong">
        <th scope="row">{group.name}</th>
        <td />
        <td className="amount">{takaOrZero(group.amount)}</td>
      </tr>
      {group.ledgers.map((ledger) => (
        <tr key={ledger.id}>
          <th scope="row" style={{ paddingLeft: 28, fontWeight: 'normal' }}>
            {ledger.name}
          </th>
          <td className="amount">{takaOrZero(ledger.amount)}</td>
          <td />
        </tr>
      ))}
    </>
  )
}

export function AmountTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    <table aria-label={label}>
      <thead>
        <tr>
          <th scope="col">{label}</th>
          <th scope="col" className="amount">
            Amount
          </th>
          <th scope="col" className="amount">
            Total
          </th>
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  )
}

export function TotalLine({ label, amount, testId }: { label: string; amount: string; testId?: string }) {
  return (
    <tr className="total">
      <th scope="row">{label}</th>
      <td />
      <td className="amount" data-testid={testId}>
        {takaOrZero(amount)}
      </td>
    </tr>
  )
}

/** Two sides next to each other, on screen and on paper. */
export const twoSidesSx = {
  display: 'grid',
  gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
  gap: 2,
  '@media print': { gridTemplateColumns: '1fr 1fr' },
} as const
