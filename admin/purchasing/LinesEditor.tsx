/**
 * The lines of a request or a purchase being entered: a product found by SKU or name (the
 * counter's ProductFinder: a scanner's Enter adds it, the field stays ready for the next), then
 * per line its quantity and unit cost typed, its amount, and a button to remove it; the subtotal
 * under them. Typed texts stay as typed (an unreadable one is marked, and the line keeps its last
 * good value); the server's errors of a line (`items[2][quantity]`) appear under its input.
 */
import DeleteIcon from '@mui/icons-material/Delete'
import Box from '@mui/material/Box'
import IconButton from '@mui/material/IconButton'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableFooter from '@mui/material/TableFooter'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import TextField from '@mui/material/TextField'
import { useState } from 'react'
import { formatAmount, formatTaka, parseAmount } from '../../common/money.ts'
import { formatQuantity, parseQuantity } from '../../common/quantity.ts'
import { type CartLine, cartTotals, lineAmount, removeLine, setQuantity } from '../orders/counter-cart.ts'
import { ProductFinder } from '../orders/ProductFinder.tsx'
import { visuallyHidden } from '../visually-hidden.ts'
import { addBought, setUnitCost } from './purchase-lines.ts'

type Typed = Record<number, { quantity?: string; cost?: string }>

const numberInput = { inputMode: 'decimal', style: { textAlign: 'right', width: '6em' } } as const

export function LinesEditor({
  lines,
  onChange,
  costLabel,
  errors,
  onMissing,
}: {
  lines: readonly CartLine[]
  onChange: (next: CartLine[]) => void
  /** What the price column is: "Expected unit cost" on a request, "Unit cost" on a purchase. */
  costLabel: string
  errors: Record<string, string>
  onMissing: (text: string) => void
}) {
  const [typed, setTyped] = useState<Typed>({})
  const type = (id: number, field: 'quantity' | 'cost', text: string) =>
    setTyped((t) => ({ ...t, [id]: { ...t[id], [field]: text } }))
  // A product picked again has one more: its quantity shows the line's, not what was typed before.
  const forget = (id: number, field: 'quantity' | 'cost') =>
    setTyped((t) => ({ ...t, [id]: { ...t[id], [field]: undefined } }))

  return (
    <>
      <ProductFinder
        onChoose={(product) => {
          forget(product.id, 'quantity')
          onChange(addBought(lines, product))
        }}
        onMissing={onMissing}
      />
      {/* Positioned, so the header's visually hidden text (absolute) scrolls and clips with the table. */}
      <Box sx={{ overflowX: 'auto', position: 'relative', mt: 2 }}>
        <Table size="small" aria-label="Lines">
          <TableHead>
            <TableRow>
              <TableCell>SKU</TableCell>
              <TableCell>Product</TableCell>
              <TableCell align="right">Quantity</TableCell>
              <TableCell align="right">{costLabel} (Tk)</TableCell>
              <TableCell align="right">Amount</TableCell>
              <TableCell>
                <Box component="span" sx={visuallyHidden}>
                  Remove
                </Box>
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {lines.length === 0 && (
              <TableRow>
                <TableCell colSpan={6}>No products yet: find one by its SKU or name above.</TableCell>
              </TableRow>
            )}
            {lines.map((line, index) => {
              const { id, name, unit } = line.product
              const quantityText = typed[id]?.quantity ?? formatQuantity(line.quantity)
              const costText = typed[id]?.cost ?? (line.price === 0n ? '' : formatAmount(line.price))
              const badQuantity = !((parseQuantity(quantityText) ?? 0n) > 0n)
              const cost = parseAmount(costText || '0')
              const badCost = cost === undefined || cost < 0n
              const quantityError =
                errors[`items[${index}][quantity]`] ?? errors[`items[${index}][item_quantity]`]
              const costError = errors[`items[${index}][unit_price]`] ?? errors[`items[${index}][item_price]`]
              return (
                <TableRow key={id}>
                  <TableCell>{line.product.sku}</TableCell>
                  <TableCell>{name}</TableCell>
                  <TableCell align="right">
                    <TextField
                      size="small"
                      value={quantityText}
                      onChange={(e) => {
                        type(id, 'quantity', e.target.value)
                        onChange(setQuantity(lines, index, e.target.value))
                      }}
                      error={badQuantity || quantityError !== undefined}
                      helperText={quantityError ?? (badQuantity ? 'More than 0.' : unit)}
                      slotProps={{
                        htmlInput: { ...numberInput, 'aria-label': `Quantity of ${name} (${unit})` },
                      }}
                    />
                  </TableCell>
                  <TableCell align="right">
                    <TextField
                      size="small"
                      value={costText}
                      placeholder="0.00"
                      onChange={(e) => {
                        type(id, 'cost', e.target.value)
                        onChange(setUnitCost(lines, index, e.target.value))
                      }}
                      error={badCost || costError !== undefined}
                      helperText={costError ?? (badCost ? 'An amount such as 1250.50.' : ' ')}
                      slotProps={{
                        htmlInput: { ...numberInput, 'aria-label': `${costLabel} of ${name} (Tk)` },
                      }}
                    />
                  </TableCell>
                  <TableCell align="right">{formatTaka(lineAmount(line))}</TableCell>
                  <TableCell>
                    <IconButton
                      aria-label={`Remove ${name}`}
                      onClick={() => {
                        forget(id, 'quantity')
                        forget(id, 'cost')
                        onChange(removeLine(lines, index))
                      }}
                    >
                      <DeleteIcon />
                    </IconButton>
                  </TableCell>
                </TableRow>
              )
            })}
          </TableBody>
          <TableFooter>
            <TableRow>
              <TableCell colSpan={4}>Lines add up to</TableCell>
              <TableCell align="right" aria-live="polite">
                {formatTaka(cartTotals(lines).subtotal, { symbol: true })}
              </TableCell>
              <TableCell />
            </TableRow>
          </TableFooter>
        </Table>
      </Box>
    </>
  )
}
