/**
 * "Return goods" of a received purchase (purchase_return/create/): each line with what came in,
 * what earlier returns took and what can still go back, a quantity to send back per line, the
 * reason (kept with the return and its voucher), the day, and whether the vendor refunds now (into
 * a payment method's ledger) or owes the amount. The goods leave stock at once and the return is
 * posted; quantities beyond what can go are named under their line before anything is sent, and
 * the server's refusals in its words.
 */
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import TextField from '@mui/material/TextField'
import { type FormEvent, useEffect, useState } from 'react'
import { formatQuantity } from '../../common/quantity.ts'
import { fieldErrorsOf } from '../giving/donation-api.ts'
import { orgToday } from '../giving/donation-words.ts'
import { type PaymentMethodChoice, paymentMethods } from '../orders/orders-api.ts'
import { lineOfError } from './purchase-lines.ts'
import { type Purchase, type PurchaseReturn, recordReturn } from './purchasing-api.ts'
import { refusalOf } from './refusal.ts'
import { type ReturnableLine, returnDraft } from './return-lines.ts'

export function ReturnDialog({
  purchase,
  lines,
  timeZone,
  onClose,
  onReturned,
}: {
  purchase: Purchase
  lines: readonly ReturnableLine[]
  timeZone: string
  onClose: () => void
  onReturned: (recorded: PurchaseReturn) => void
}) {
  const [typed, setTyped] = useState<Record<number, string>>({})
  const [reason, setReason] = useState('')
  const [date, setDate] = useState(() => orgToday(timeZone))
  const [refundBy, setRefundBy] = useState('')
  const [methods, setMethods] = useState<PaymentMethodChoice[]>([])
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [refusal, setRefusal] = useState<string>()
  const [busy, setBusy] = useState(false)

  useEffect(() => {
    paymentMethods().then(
      (list) => setMethods(list.filter((m) => m.kind !== 'on_account')),
      () => setMethods([]),
    )
  }, [])

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setRefusal(undefined)
    const draft = returnDraft(lines, typed)
    const found: Record<string, string> = {}
    const sentences: string[] = []
    for (const { line } of lines) {
      const problem = draft.problems[line.id]
      if (!problem) continue
      found[`line ${line.id}`] = problem
      sentences.push(`${line.product?.name ?? `Line ${line.id}`}: ${problem}`)
    }
    if (!reason.trim()) {
      found.reason = 'Say why the goods go back.'
      sentences.push(found.reason)
    }
    setErrors(found)
    if (sentences.length > 0) return setRefusal(sentences.join(' '))
    if (draft.items.length === 0) return setRefusal('Enter how many of at least one product go back.')
    setBusy(true)
    try {
      onReturned(
        await recordReturn({
          purchase_final: purchase.id,
          date,
          reason: reason.trim(),
          payment_method: refundBy ? Number(refundBy) : undefined,
          items: draft.items,
        }),
      )
    } catch (error) {
      // The server names a line by its place in what was sent: items[0][quantity] → that line's input.
      const placed: Record<string, string> = {}
      for (const [key, message] of Object.entries(fieldErrorsOf(error))) {
        const sent = lineOfError(key)
        const lineId = sent && draft.items[sent.index]?.purchase_final_item
        placed[lineId ? `line ${lineId}` : key] = message
      }
      setErrors(placed)
      setRefusal(refusalOf(error, () => false, 'The goods were not returned.'))
      setBusy(false)
    }
  }

  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby="return-title" fullWidth maxWidth="md">
      <form onSubmit={(e) => void submit(e)} noValidate>
        <DialogTitle id="return-title">Return goods of {purchase.invoice_no}</DialogTitle>
        <DialogContent>
          {refusal && (
            <Alert severity="error" role="alert" sx={{ mb: 2 }}>
              {refusal}
            </Alert>
          )}
          <Box sx={{ overflowX: 'auto', mb: 2 }}>
            <Table size="small" aria-label="What can go back">
              <TableHead>
                <TableRow>
                  <TableCell>Product</TableCell>
                  <TableCell align="right">Received</TableCell>
                  <TableCell align="right">Returned before</TableCell>
                  <TableCell align="right">Can go back</TableCell>
                  <TableCell align="right">Return now</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {lines.map(({ line, received, returned, returnable }, index) => {
                  const name = line.product?.name ?? `line ${line.id}`
                  const error = errors[`line ${line.id}`]
                  return (
                    <TableRow key={line.id}>
                      <TableCell>{name}</TableCell>
                      <TableCell align="right">{formatQuantity(received)}</TableCell>
                      <TableCell align="right">{formatQuantity(returned)}</TableCell>
                      <TableCell align="right">{formatQuantity(returnable)}</TableCell>
                      <TableCell align="right">
                        <TextField
                          size="small"
                          autoFocus={index === 0}
                          disabled={returnable <= 0n}
                          value={typed[line.id] ?? ''}
                          placeholder="0"
                          onChange={(e) => setTyped((t) => ({ ...t, [line.id]: e.target.value }))}
                          error={error !== undefined}
                          helperText={error ?? ' '}
                          slotProps={{
                            htmlInput: {
                              inputMode: 'decimal',
                              'aria-label': `Return how many of ${name}`,
                              style: { textAlign: 'right', width: '6em' },
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
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <TextField
              label="Reason"
              required
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              error={errors.reason !== undefined}
              helperText={errors.reason ?? 'Kept with the return and its voucher.'}
              sx={{ gridColumn: { sm: '1 / -1' } }}
            />
            <TextField
              type="date"
              label="Sent back on"
              required
              value={date}
              onChange={(e) => setDate(e.target.value)}
              error={errors.date !== undefined}
              helperText={errors.date ?? ' '}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <TextField
              select
              label="Refund"
              value={refundBy}
              onChange={(e) => setRefundBy(e.target.value)}
              error={errors.payment_method !== undefined}
              helperText={errors.payment_method ?? 'Money the vendor hands back now; otherwise they owe it.'}
              slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            >
              <option value="">None now: the vendor owes it</option>
              {methods.map((m) => (
                <option key={m.id} value={m.id}>
                  Refunded by {m.name}
                </option>
              ))}
            </TextField>
          </Box>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            Not now
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {busy ? 'Returning…' : 'Return the goods'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  )
}
