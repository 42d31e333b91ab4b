/**
 * A ticket's service-level standing as a small chip; colour is never the only sign (the words say
 * it). Dark shades with white text, as the orders' status chips, since MUI's own info and warning
 * fills fail the contrast check.
 */
import Chip from '@mui/material/Chip'
import { type ChipColour, type SlaStanding, slaChip } from './ticket-words.ts'

const FILLS: Record<Exclude<ChipColour, 'default'>, string> = {
  error: '#b71c1c',
  warning: '#8a4b00',
  success: '#1b5e20',
  info: '#01579b',
}

export function SlaChip({ standing }: { standing: SlaStanding | undefined }) {
  if (!standing) return null
  const { label, colour } = slaChip(standing)
  if (colour === 'default') return <Chip size="small" label={label} variant="outlined" />
  return <Chip size="small" label={label} sx={{ bgcolor: FILLS[colour], color: '#fff' }} />
}
