/**
 * A record's facts as a description list, label beside value (a gift's, an order's): a fact with
 * no value is left out rather than shown empty, and a long value wraps inside its column instead
 * of widening the page.
 */
import Box from '@mui/material/Box'
import type { ReactNode } from 'react'

export function Facts({ children }: { children: ReactNode }) {
  return (
    <Box component="dl" sx={factsSx}>
      {children}
    </Box>
  )
}

export function Fact({ label, children }: { label: string; children: ReactNode }) {
  if (children === null || children === undefined || children === '' || children === false) return null
  return (
    <>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </>
  )
}

const factsSx = {
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  columnGap: 2,
  rowGap: 0.5,
  m: 0,
  mb: 2,
  '& dt': { fontWeight: 600 },
  '& dd': { m: 0, overflowWrap: 'anywhere' },
} as const
