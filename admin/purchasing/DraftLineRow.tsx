/**
 * A line of a draft purchase, changeable in place: its quantity and unit cost typed and saved
 * ("Save", through update_item/), or the line removed (delete_item/). Each answers the whole
 * purchase, which the page then shows (totals included). A refused value is named under its input;
 * any other refusal goes to the page's alert. Buttons wait while a request is in flight.
 */
import DeleteIcon from '@mui/icons-material/Delete'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import IconButton from '@mui/material/IconButton'
import TableCell from '@mui/material/TableCell'
import TableRow from '@mui/material/TableRow'
import TextField from '@mui/material/TextField'
import { useState } from 'react'
import { formatAmount, parseAmount } from '../../common/money.ts'
import { formatQuantity, parseQuantity } from '../../common/quantity.ts'
import { fieldErrorsOf } from '../giving/donation-api.ts'
import { money } from '../giving/donation-words.ts'
import { deletePurchaseLine, type Purchase, type PurchaseLine, setPurchaseLine } from './purchasing-api.ts'
import { refusalOf } from './refusal.ts'

const numberInput = { inputMode: 'decimal', style: { textAlign: 'right', width: '6em' } } as const

export function DraftLineRow({
  line,
  onChanged,
  onRefused,
}: {
  line: PurchaseLine
  onChanged: (purchase: Purchase) => void
  onRefused: (sentence: string) => void
}) {
  const [quantity, setQuantity] = useState(line.quantity)
  const [cost, setCost] = useState(line.unit_price)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [busy, setBusy] = useState(false)
  const name = line.product?.name ?? `line ${line.id}`
  const typedQuantity = parseQuantity(quantity)
  const typedCost = parseAmount(cost)
  const readable =
    typedQuantity !== undefined && typedQuantity > 0n && typedCost !== undefined && typedCost >= 0n
  const changed = typedQuantity !== parseQuantity(line.quantity) || typedCost !== parseAmount(line.unit_price)

  const send = async (call: () => Promise<Purchase>) => {
    setBusy(true)
    setErrors({})
    try {
      onChanged(await call())
    } catch (error) {
      const fields = fieldErrorsOf(error)
      setErrors(fields)
      onRefused(refusalOf(error, (field) => field in fields, 'The line was not changed.'))
    } finally {
      setBusy(false)
    }
  }

  return (
    <TableRow>
      <TableCell>{line.product ? `${line.product.sku} · ${line.product.name}` : name}</TableCell>
      <TableCell align="right">
        <TextField
          size="small"
          value={quantity}
          onChange={(e) => setQuantity(e.target.value)}
          error={errors.quantity !== undefined || !(typedQuantity !== undefined && typedQuantity > 0n)}
          helperText={errors.quantity ?? line.product?.unit ?? ' '}
          slotProps={{ htmlInput: { ...numberInput, 'aria-label': `Quantity of ${name}` } }}
        />
      </TableCell>
      <TableCell align="right">
        <TextField
          size="small"
          value={cost}
          onChange={(e) => setCost(e.target.value)}
          error={errors.unit_price !== undefined || typedCost === undefined || typedCost < 0n}
          helperText={errors.unit_price ?? ' '}
          slotProps={{ htmlInput: { ...numberInput, 'aria-label': `Unit cost of ${name} (Tk)` } }}
        />
      </TableCell>
      <TableCell align="right">{money(line.total)}</TableCell>
      <TableCell>
        <Box sx={{ display: 'flex', gap: 0.5, alignItems: 'center' }}>
          <Button
            size="small"
            disabled={busy || !changed || !readable}
            aria-label={`Save ${name}`}
            onClick={() =>
              void send(() =>
                setPurchaseLine(line.id, formatQuantity(typedQuantity ?? 0n), formatAmount(typedCost ?? 0n)),
              )
            }
          >
            Save
          </Button>
          <IconButton
            aria-label={`Remove ${name}`}
            disabled={busy}
            onClick={() => void send(() => deletePurchaseLine(line.id))}
          >
            <DeleteIcon />
          </IconButton>
        </Box>
      </TableCell>
    </TableRow>
  )
}
