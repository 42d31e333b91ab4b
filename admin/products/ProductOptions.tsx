/**
 * The colours or the sizes a product comes in: each listed with a Remove button, and one more
 * chosen from the catalogue's colours or sizes (those not yet the product's) and added. One
 * component for both: they differ only in their resources and words, and a colour shows its swatch.
 */
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useEffect, useState } from 'react'
import { ProductPanel } from './ProductPanel.tsx'
import { addPart, COLOURS, lookup, type Part, type PartRow, removePart, SIZES } from './products-api.ts'
import { useProductPart } from './use-product-part.ts'

interface Option {
  id: number
  name: string
  /** A colour's swatch, #rrggbb. */
  code?: string | null
}

export interface OptionKind {
  part: Part
  /** The part's field naming the option, and the option's resource. */
  field: 'color' | 'size'
  listKey: string
  title: string
  noun: string
}

export const COLOUR_OPTIONS: OptionKind = {
  part: COLOURS,
  field: 'color',
  listKey: 'colors',
  title: 'Colours',
  noun: 'colour',
}
export const SIZE_OPTIONS: OptionKind = {
  part: SIZES,
  field: 'size',
  listKey: 'sizes',
  title: 'Sizes',
  noun: 'size',
}

function Swatch({ code }: { code?: string | null }) {
  if (!code) return null
  return (
    <Box
      component="span"
      aria-hidden
      sx={{
        display: 'inline-block',
        width: 16,
        height: 16,
        border: 1,
        borderColor: 'divider',
        bgcolor: code,
      }}
    />
  )
}

interface Props {
  kind: OptionKind
  productId: number
  readOnly: boolean
}

export function ProductOptions({ kind, productId, readOnly }: Props) {
  const {
    rows = [],
    failure,
    busy,
    change,
  } = useProductPart<PartRow & Record<string, number>>(kind.part, productId)
  const [options, setOptions] = useState<Option[]>([])
  const [chosen, setChosen] = useState('')
  useEffect(() => {
    lookup<Option>(kind.field, kind.listKey).then(setOptions, () => setOptions([]))
  }, [kind])

  const optionOf = (row: Record<string, number>) => options.find((o) => o.id === row[kind.field])
  const taken = new Set(rows.map((row) => row[kind.field]))
  const offered = options.filter((o) => !taken.has(o.id))

  const add = async () => {
    if (!chosen) return
    if (await change(() => addPart(kind.part, { product: productId, [kind.field]: Number(chosen) })))
      setChosen('')
  }

  return (
    <ProductPanel title={kind.title} failure={failure}>
      {rows.length === 0 ? (
        <Typography variant="body2">No {kind.noun}s chosen.</Typography>
      ) : (
        <Box component="ul" aria-label={kind.title} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {rows.map((row) => {
            const name = optionOf(row)?.name ?? `${kind.noun} ${row[kind.field]}`
            return (
              <Box
                component="li"
                key={row.id}
                sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 0.5 }}
              >
                <Swatch code={optionOf(row)?.code} />
                <Typography variant="body2" sx={{ flex: 1 }}>
                  {name}
                </Typography>
                {!readOnly && (
                  <Button
                    size="small"
                    color="error"
                    disabled={busy}
                    aria-label={`Remove ${kind.noun} ${name}`}
                    onClick={() => void change(() => removePart(kind.part, row.id))}
                  >
                    Remove
                  </Button>
                )}
              </Box>
            )
          })}
        </Box>
      )}
      {!readOnly && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1, alignItems: 'center' }}>
          <TextField
            select
            size="small"
            label={`Add a ${kind.noun}`}
            value={chosen}
            onChange={(e) => setChosen(e.target.value)}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            sx={{ flex: '0 1 280px', minWidth: 200 }}
          >
            <option value="">Choose…</option>
            {offered.map((o) => (
              <option key={o.id} value={String(o.id)}>
                {o.name}
              </option>
            ))}
          </TextField>
          <Button variant="outlined" disabled={busy || !chosen} onClick={() => void add()}>
            Add {kind.noun}
          </Button>
        </Box>
      )}
    </ProductPanel>
  )
}
