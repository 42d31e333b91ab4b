/**
 * A record's page shows its particulars as a list of facts (a <dl>: "Vendor", "Net total"…): the
 * grid they are laid out in, one fact that is left out when it has no value, and the link to a
 * voucher a record posted (its number, or "voucher 12" before it has one). A long value wraps
 * inside its column instead of widening the page. Shared by the pages of gifts, dues payments,
 * purchases and orders.
 */
import Box from '@mui/material/Box'
import Link from '@mui/material/Link'
import type { ReactNode } from 'react'
import { Link as RouterLink } from 'react-router'

export const factsSx = {
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  columnGap: 2,
  rowGap: 0.5,
  m: 0,
  mb: 2,
  '& dt': { fontWeight: 600 },
  '& dd': { m: 0, overflowWrap: 'anywhere' },
} as const

export function Facts({ children }: { children: ReactNode }) {
  return (
    <Box component="dl" sx={factsSx}>
      {children}
    </Box>
  )
}

/** One fact; nothing at all when its value is empty, so a page lists only what the record has. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  if (children === null || children === undefined || children === '' || children === false) return null
  return (
    <>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </>
  )
}

export function VoucherLink({ id, number }: { id: number | null; number: string | null }) {
  if (id === null) return null
  return (
    <Link component={RouterLink} to={`/voucher/${id}/show`}>
      {number ?? `voucher ${id}`}
    </Link>
  )
}
