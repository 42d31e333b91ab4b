/**
 * The lines of a sale being made, as the counter and a new order show them: SKU, item, a typed
 * quantity in the product's unit, price, amount and a button to remove the line. The rules are
 * counter-cart.ts's; this only draws them. The table scrolls sideways inside its box on a narrow
 * screen rather than widening the page.
 */
import DeleteIcon from '@mui/icons-material/Delete'
import Box from '@mui/material/Box'
import IconButton from '@mui/material/IconButton'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import TextField from '@mui/material/TextField'
import { useState } from 'react'
import { formatTaka } from '../../common/money.ts'
import { visuallyHidden } from '../visually-hidden.ts'
import { type CartLine, lineAmount, removeLine, setQuantity, shownQuantity } from './counter-cart.ts'

export function CartLinesTable({
  lines,
  onChange,
  label,
}: {
  lines: readonly CartLine[]
  onChange: (change: (current: CartLine[]) => CartLine[]) => void
  /** The table's accessible name: "Items of this sale". */
  label: string
}) {
  // The text in each quantity box, by product, while it is typed (shownQuantity decides what shows).
  const [typed, setTyped] = useState<Record<number, string>>({})
  return (
    <Box sx={{ overflowX: 'auto', mt: 2 }}>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            <TableCell>SKU</TableCell>
            <TableCell>Item</TableCell>
            <TableCell align="right">Quantity</TableCell>
            <TableCell align="right">Price</TableCell>
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
              <TableCell colSpan={6}>No items yet.</TableCell>
            </TableRow>
          )}
          {lines.map((line, index) => (
            <TableRow key={line.product.id}>
              <TableCell>{line.product.sku}</TableCell>
              <TableCell>{line.product.name}</TableCell>
              <TableCell align="right">
                <TextField
                  size="small"
                  value={shownQuantity(line, typed[line.product.id])}
                  onChange={(e) => {
                    setTyped((t) => ({ ...t, [line.product.id]: e.target.value }))
                    onChange((current) => setQuantity(current, index, e.target.value))
                  }}
                  slotProps={{
                    htmlInput: {
                      inputMode: 'decimal',
                      'aria-label': `Quantity of ${line.product.name} (${line.product.unit})`,
                      style: { textAlign: 'right', width: '5em' },
                    },
                  }}
                />{' '}
                {line.product.unit}
              </TableCell>
              <TableCell align="right">{formatTaka(line.price)}</TableCell>
              <TableCell align="right">{formatTaka(lineAmount(line))}</TableCell>
              <TableCell>
                <IconButton
                  aria-label={`Remove ${line.product.name}`}
                  onClick={() => {
                    // A product added again starts from its new quantity, not the old text.
                    setTyped(({ [line.product.id]: _, ...rest }) => rest)
                    onChange((current) => removeLine(current, index))
                  }}
                >
                  <DeleteIcon />
                </IconButton>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  )
}
