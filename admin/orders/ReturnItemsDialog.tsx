/**
 * Goods a customer brings back from a delivered order: each line still out, with what was
 * delivered and what can still come back, a box for how many come back now, and the reason
 * (required: it is kept with the return and its voucher). The quantities are checked against what
 * is left before anything is sent (returnable.ts); the server checks again and its refusal lands
 * under the line or the reason it concerns, or above the buttons in its own words.
 */
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogContentText from '@mui/material/DialogContentText'
import DialogTitle from '@mui/material/DialogTitle'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import TextField from '@mui/material/TextField'
import { type FormEvent, useState } from 'react'
import { HttpError } from 'react-admin'
import { formatQuantity } from '../../common/quantity.ts'
import { type OrderWithReturns, returnGoods, type SalesReturn } from './order-life-api.ts'
import { refusalOf } from './orders-api.ts'
import { chosenReturn, returnableLines } from './returnable.ts'

/** The server names a line by its place in what was sent: items[2][quantity]. */
const LINE_ERROR = /^items\[(\d+)\]/

export function ReturnItemsDialog({
  order,
  onClose,
  onReturned,
}: {
  order: OrderWithReturns
  onClose: () => void
  onReturned: (made: SalesReturn) => void
}) {
  const lines = returnableLines(order.order_items, order.returns).filter((l) => l.left > 0n)
  const [typed, setTyped] = useState<Record<number, string>>({})
  const [reason, setReason] = useState('')
  const [lineErrors, setLineErrors] = useState<Record<number, string>>({})
  const [reasonError, setReasonError] = useState<string>()
  const [refusal, setRefusal] = useState<string>()
  const [busy, setBusy] = useState(false)
  const paidBack = order.payment_method
    ? `goes back the way the order was paid (${order.payment_method.name})`
    : 'is taken off what the customer owes'

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setRefusal(undefined)
    setReasonError(undefined)
    const chosen = chosenReturn(lines, typed)
    setLineErrors(chosen.errors)
    if (Object.keys(chosen.errors).length > 0) return
    if (chosen.items.length === 0) return setRefusal('Type how many of at least one item come back.')
    if (!reason.trim()) return setReasonError('Say why the goods come back.')
    setBusy(true)
    try {
      onReturned(await returnGoods(order.id, reason.trim(), chosen.items))
    } catch (failure) {
      const errors =
        failure instanceof HttpError ? (failure.body?.errors as Record<string, string>) : undefined
      const placed: Record<number, string> = {}
      for (const [key, message] of Object.entries(errors ?? {})) {
        const index = LINE_ERROR.exec(key)?.[1]
        const item = index === undefined ? undefined : chosen.items[Number(index)]
        if (item) placed[item.order_item] = message
        else if (key === 'reason') setReasonError(message)
      }
      setLineErrors(placed)
      if (Object.keys(placed).length === 0 && !errors?.reason)
        setRefusal(refusalOf(failure, 'The return could not be sent. Check the connection and try again.'))
      setBusy(false)
    }
  }

  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby="return-title" fullWidth maxWidth="md">
      <form onSubmit={(e) => void submit(e)} noValidate>
        <DialogTitle id="return-title">Return items of order {order.order_no}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            The goods come back into stock at their cost, and what they brought in (less their share of any
            discount) {paidBack}. The return is booked today and cannot be undone.
          </DialogContentText>
          <Box sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-label="Items that can come back">
              <TableHead>
                <TableRow>
                  <TableCell>Item</TableCell>
                  <TableCell align="right">Delivered</TableCell>
                  <TableCell align="right">Can still come back</TableCell>
                  <TableCell align="right">Coming back now</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {lines.map(({ line, left }) => {
                  const name = line.product?.name ?? `Line ${line.id}`
                  return (
                    <TableRow key={line.id}>
                      <TableCell>{name}</TableCell>
                      <TableCell align="right">{line.quantity}</TableCell>
                      <TableCell align="right">{formatQuantity(left)}</TableCell>
                      <TableCell align="right">
                        <TextField
                          size="small"
                          value={typed[line.id] ?? ''}
                          onChange={(e) => setTyped((t) => ({ ...t, [line.id]: e.target.value }))}
                          error={lineErrors[line.id] !== undefined}
                          helperText={lineErrors[line.id]}
                          slotProps={{
                            htmlInput: {
                              inputMode: 'decimal',
                              'aria-label': `Quantity of ${name} coming back`,
                              style: { textAlign: 'right', width: '5em' },
                            },
                          }}
                        />
                      </TableCell>
                    </TableRow>
                  )
                })}
              </TableBody>
            </Table>
          </Box>
          <TextField
            label="Reason"
            required
            fullWidth
            sx={{ mt: 2 }}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            error={reasonError !== undefined}
            helperText={reasonError ?? 'Kept with the return and its voucher.'}
          />
          {refusal && (
            <Alert severity="error" role="alert" sx={{ mt: 2 }}>
              {refusal}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            Keep the order as it is
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            Take the goods back
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  )
}
