/**
 * A product's category chosen through its three levels (Welding gear, then Safety, then Helmets):
 * each picker lists the categories under the one before it and is disabled until that one is
 * chosen. The form's value is the deepest chosen; clearing a level goes back to the one above, so
 * a product may also sit in a top category or a subcategory.
 */
import Box from '@mui/material/Box'
import TextField from '@mui/material/TextField'
import { useInput } from 'react-admin'
import { useAllRecords } from '../lists.tsx'
import { type CategoryNode, chainOf, childrenOf } from './category-tree.ts'

const LEVELS = ['Category', 'Subcategory', 'Sub-subcategory'] as const

export function CategoryLevelsInput({ source }: { source: string }) {
  const { field, fieldState } = useInput({ source })
  const { records: categories, isPending } = useAllRecords<CategoryNode>('category')
  const chain = chainOf(categories, field.value as number | null)

  const choose = (level: number, value: string) =>
    field.onChange(value ? Number(value) : (chain[level - 1] ?? null))

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 1, width: '100%' }}>
      {LEVELS.map((label, level) => {
        const parent = level === 0 ? null : chain[level - 1]
        const choices = parent === undefined ? [] : childrenOf(categories, parent)
        return (
          <TextField
            key={label}
            select
            label={label}
            value={chain[level] === undefined ? '' : String(chain[level])}
            onChange={(e) => choose(level, e.target.value)}
            disabled={isPending || parent === undefined || choices.length === 0}
            error={level === 0 && fieldState.error !== undefined}
            helperText={
              level === 0 && fieldState.error?.message
                ? fieldState.error.message
                : level === 0
                  ? 'Where the product is filed.'
                  : parent === undefined
                    ? `Choose the ${LEVELS[level - 1]?.toLowerCase()} first.`
                    : choices.length === 0
                      ? 'None under this one.'
                      : 'Optional.'
            }
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            sx={{ flex: '1 1 200px' }}
          >
            <option value="">None</option>
            {choices.map((c) => (
              <option key={c.id} value={String(c.id)}>
                {c.name}
              </option>
            ))}
          </TextField>
        )
      })}
    </Box>
  )
}
