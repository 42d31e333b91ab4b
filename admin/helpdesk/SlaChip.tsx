/** A ticket's service-level standing as a small chip; colour is never the only sign (the words say it). */
import Chip from '@mui/material/Chip'
import { type SlaStanding, slaChip } from './ticket-words.ts'

export function SlaChip({ standing }: { standing: SlaStanding | undefined }) {
  if (!standing) return null
  const { label, colour } = slaChip(standing)
  return (
    <Chip size="small" label={label} color={colour} variant={colour === 'default' ? 'outlined' : 'filled'} />
  )
}
