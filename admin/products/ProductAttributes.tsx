/**
 * The product's attribute values ("Material: leather"): a table of them, each removable, and one
 * more chosen as an attribute, then one of its values. A product of an attribute set is offered only
 * its set's attributes (the server refuses others, naming the attribute).
 */
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useEffect, useState } from 'react'
import { visuallyHidden } from '../visually-hidden.ts'
import { ProductPanel } from './ProductPanel.tsx'
import {
  ATTRIBUTE_VALUES,
  addPart,
  attributesOfSet,
  lookup,
  type PartRow,
  removePart,
} from './products-api.ts'
import { useProductPart } from './use-product-part.ts'

interface Named {
  id: number
  name: string
}
interface AttributeValue {
  id: number
  attribute: number
  value: string
}
type Row = PartRow & { attribute_value: number }

const selectProps = { select: { native: true }, inputLabel: { shrink: true } }

interface Props {
  productId: number
  /** The product's attribute set, whose attributes alone it may take. */
  attributeSet: number | null
  readOnly: boolean
}

export function ProductAttributes({ productId, attributeSet, readOnly }: Props) {
  const { rows = [], failure, busy, change } = useProductPart<Row>(ATTRIBUTE_VALUES, productId)
  const [attributes, setAttributes] = useState<Named[]>([])
  // The set's attributes, when the product has a set: the only ones offered.
  const [inSet, setInSet] = useState<Named[] | null>(null)
  const [values, setValues] = useState<AttributeValue[]>([])
  const [attribute, setAttribute] = useState('')
  const [value, setValue] = useState('')

  useEffect(() => {
    lookup<AttributeValue>('attributevalue', 'attribute_values').then(setValues, () => setValues([]))
    lookup<Named>('attribute', 'attributes').then(setAttributes, () => setAttributes([]))
  }, [])
  useEffect(() => {
    if (attributeSet) attributesOfSet(attributeSet).then(setInSet, () => setInSet(null))
    else setInSet(null)
  }, [attributeSet])

  const attributeValue = (id: number) => values.find((v) => v.id === id)
  const attributeName = (id: number | undefined) => attributes.find((a) => a.id === id)?.name ?? ''
  const taken = new Set(rows.map((r) => r.attribute_value))
  const offeredValues = values.filter((v) => String(v.attribute) === attribute && !taken.has(v.id))

  const add = async () => {
    if (!value) return
    if (
      await change(() => addPart(ATTRIBUTE_VALUES, { product: productId, attribute_value: Number(value) }))
    ) {
      setValue('')
      setAttribute('')
    }
  }

  return (
    <ProductPanel title="Attribute values" failure={failure}>
      {rows.length === 0 ? (
        <Typography variant="body2">No attribute values yet.</Typography>
      ) : (
        <Table size="small" aria-label="Attribute values">
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col">
                Attribute
              </TableCell>
              <TableCell component="th" scope="col">
                Value
              </TableCell>
              {!readOnly && (
                <TableCell component="th" scope="col">
                  <Box component="span" sx={visuallyHidden}>
                    Remove
                  </Box>
                </TableCell>
              )}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => {
              const found = attributeValue(row.attribute_value)
              const label = `${attributeName(found?.attribute)}: ${found?.value ?? ''}`
              return (
                <TableRow key={row.id}>
                  <TableCell>{attributeName(found?.attribute)}</TableCell>
                  <TableCell>{found?.value}</TableCell>
                  {!readOnly && (
                    <TableCell>
                      <Button
                        size="small"
                        color="error"
                        disabled={busy}
                        aria-label={`Remove ${label}`}
                        onClick={() => void change(() => removePart(ATTRIBUTE_VALUES, row.id))}
                      >
                        Remove
                      </Button>
                    </TableCell>
                  )}
                </TableRow>
              )
            })}
          </TableBody>
        </Table>
      )}
      {!readOnly && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1, alignItems: 'center' }}>
          <TextField
            select
            size="small"
            label="Attribute"
            value={attribute}
            onChange={(e) => {
              setAttribute(e.target.value)
              setValue('')
            }}
            slotProps={selectProps}
            sx={{ flex: '0 1 240px', minWidth: 180 }}
          >
            <option value="">Choose…</option>
            {(inSet ?? attributes).map((a) => (
              <option key={a.id} value={String(a.id)}>
                {a.name}
              </option>
            ))}
          </TextField>
          <TextField
            select
            size="small"
            label="Value"
            value={value}
            disabled={!attribute}
            onChange={(e) => setValue(e.target.value)}
            slotProps={selectProps}
            sx={{ flex: '0 1 240px', minWidth: 180 }}
          >
            <option value="">Choose…</option>
            {offeredValues.map((v) => (
              <option key={v.id} value={String(v.id)}>
                {v.value}
              </option>
            ))}
          </TextField>
          <Button variant="outlined" disabled={busy || !value} onClick={() => void add()}>
            Add value
          </Button>
        </Box>
      )}
    </ProductPanel>
  )
}
