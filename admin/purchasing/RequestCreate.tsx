/**
 * Raise a purchase request: the vendor asked, the branch the goods are for, the products wanted
 * (found by SKU or name) with how many and what each is expected to cost, and a note. "Raise the
 * request" sends it (pending) and opens its page, where the purchase is made from it. Every line
 * names a catalogue product, so the purchase can be made from the request as it stands.
 */
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Paper from '@mui/material/Paper'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { type FormEvent, useState } from 'react'
import { Title, useNotify } from 'react-admin'
import { useNavigate } from 'react-router'
import { fieldErrorsOf } from '../giving/donation-api.ts'
import type { CartLine } from '../orders/counter-cart.ts'
import { LinesEditor } from './LinesEditor.tsx'
import { type Parties, PartyFields } from './PartyFields.tsx'
import { requestItems } from './purchase-lines.ts'
import { raiseRequest } from './purchasing-api.ts'
import { refusalOf } from './refusal.ts'

const SHOWN = /^(vendor|branch|note|items\[\d+\]\[item_(quantity|price)\])$/

export default function RequestCreate() {
  const [parties, setParties] = useState<Parties>({ vendor: '', branch: '' })
  const [lines, setLines] = useState<CartLine[]>([])
  const [note, setNote] = useState('')
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [failure, setFailure] = useState<string>()
  const [busy, setBusy] = useState(false)
  const navigate = useNavigate()
  const notify = useNotify()

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setErrors({})
    setFailure(undefined)
    if (!parties.vendor || !parties.branch) return setFailure('Choose the vendor and the branch.')
    if (lines.length === 0) return setFailure('Add at least one product.')
    setBusy(true)
    try {
      const made = await raiseRequest({
        vendor: Number(parties.vendor),
        branch: Number(parties.branch),
        note: note.trim() || undefined,
        items: requestItems(lines),
      })
      notify(`Purchase request ${made.invoice_no} raised.`, { type: 'success' })
      navigate(`/purchase_request/${made.id}/show`)
    } catch (error) {
      setErrors(fieldErrorsOf(error))
      setFailure(refusalOf(error, (field) => SHOWN.test(field), 'The request was not raised.'))
      setBusy(false)
    }
  }

  return (
    <Paper component="form" onSubmit={(e) => void submit(e)} noValidate sx={{ mt: 2, p: 2 }}>
      <Title title="New purchase request" />
      <Typography variant="h5" component="h1" gutterBottom>
        New purchase request
      </Typography>
      {failure && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {failure}
        </Alert>
      )}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, mb: 2 }}>
        <PartyFields value={parties} onChange={setParties} errors={errors} onFailure={setFailure} />
      </Box>
      <LinesEditor
        lines={lines}
        onChange={setLines}
        costLabel="Expected unit cost"
        errors={errors}
        onMissing={(text) => setFailure(`No active product has the SKU "${text}".`)}
      />
      <TextField
        label="Note"
        multiline
        minRows={2}
        fullWidth
        value={note}
        onChange={(e) => setNote(e.target.value)}
        error={errors.note !== undefined}
        helperText={errors.note ?? 'What the goods are for, or what the vendor was told.'}
        sx={{ mt: 2 }}
      />
      <Button type="submit" variant="contained" disabled={busy} sx={{ mt: 2 }}>
        {busy ? 'Raising…' : 'Raise the request'}
      </Button>
    </Paper>
  )
}
