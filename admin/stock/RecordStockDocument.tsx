/**
 * Record a stock adjustment (a stock document): an adjustment after a count or a loss (each line added or removed, with
 * the reason), opening stock at its unit cost, or a transfer from one branch to another. Products
 * are scanned or typed by SKU (the counter's ProductFinder); each line shows what its branch holds
 * now and will hold after. "Record" posts the document and its journal voucher in one transaction
 * and opens the document with its voucher number; a refusal (not enough stock, a locked period) is
 * said in a sentence, the server's field errors under their inputs, and nothing is recorded.
 */
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormLabel from '@mui/material/FormLabel'
import MenuItem from '@mui/material/MenuItem'
import Paper from '@mui/material/Paper'
import Radio from '@mui/material/Radio'
import RadioGroup from '@mui/material/RadioGroup'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { Title, useNotify } from 'react-admin'
import { useNavigate } from 'react-router'
import { fieldErrorsOf, messageOf } from '../giving/donation-api.ts'
import { orgToday } from '../giving/donation-words.ts'
import { removeLine } from '../orders/counter-cart.ts'
import { ProductFinder } from '../orders/ProductFinder.tsx'
import { useReadOnce } from '../reports/report-hooks.ts'
import { useAdminSchema } from '../schema/admin-schema.ts'
import { branches } from '../vouchers/voucher-api.ts'
import { DocumentLines } from './DocumentLines.tsx'
import { readProductStock, recordStockDocument, type StockDocumentKind, type StockRow } from './stock-api.ts'
import { addLine, changeLine, type DocumentForm, documentRequest } from './stock-document-form.ts'
import { DOCUMENT_KINDS, documentTitle } from './stock-words.ts'

/** The fields the form shows errors under; any other error of the server goes in the sentence on top. */
const OWN_FIELDS = /^(kind|branch|to_branch|date|reason|items\[\d+\]\[(product|quantity|unit_cost)\])$/

export default function RecordStockDocument() {
  const timeZone = useAdminSchema()?.timeZone ?? 'Asia/Dhaka'
  const branchOptions = useReadOnce(branches, [])
  const [form, setForm] = useState<DocumentForm>(() => ({
    kind: 'adjustment',
    branch: '',
    toBranch: '',
    date: orgToday(timeZone),
    reason: '',
    lines: [],
  }))
  const [stock, setStock] = useState<Record<number, StockRow[]>>({})
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [refusal, setRefusal] = useState<string>()
  const [notice, setNotice] = useState<string>()
  const [busy, setBusy] = useState(false)
  const notify = useNotify()
  const navigate = useNavigate()

  const change = (changes: Partial<DocumentForm>) => setForm((f) => ({ ...f, ...changes }))
  const transfer = form.kind === 'transfer'

  const record = async () => {
    setRefusal(undefined)
    const built = documentRequest(form)
    if ('errors' in built) {
      setErrors(built.errors)
      setRefusal('Not recorded: check the quantities marked.')
      return
    }
    setBusy(true)
    try {
      const doc = await recordStockDocument(built.request)
      notify(
        `Recorded ${documentTitle(doc)}${doc.voucher_number ? `, journal voucher ${doc.voucher_number}` : ''}.`,
        { type: 'success' },
      )
      navigate(`/stock_adjustment/${doc.id}/show`)
    } catch (error) {
      const fields = fieldErrorsOf(error)
      setErrors(fields)
      const marked = Object.keys(fields).some((key) => OWN_FIELDS.test(key))
      const elsewhere = Object.entries(fields).flatMap(([key, text]) => (OWN_FIELDS.test(key) ? [] : [text]))
      const said = [marked ? 'check the fields marked.' : '', ...elsewhere].filter(Boolean).join(' ')
      setRefusal(`Not recorded: ${said || messageOf(error, 'the server could not be reached.')}`)
    } finally {
      setBusy(false)
    }
  }

  const branchSelect = (label: string, value: number | '', key: 'branch' | 'toBranch', field: string) => (
    <TextField
      select
      label={label}
      value={value}
      onChange={(e) => change({ [key]: Number(e.target.value) })}
      error={Boolean(errors[field])}
      helperText={errors[field]}
      sx={{ minWidth: 220 }}
    >
      {branchOptions.map((b) => (
        <MenuItem key={b.id} value={b.id}>
          {b.name}
        </MenuItem>
      ))}
    </TextField>
  )

  return (
    <Box sx={{ p: 2 }}>
      <Title title="Record a stock adjustment" />
      <Typography variant="h5" component="h1" gutterBottom>
        Record a stock adjustment
      </Typography>
      {refusal && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {refusal}
        </Alert>
      )}
      <Paper sx={{ p: 2, mb: 2, display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
        <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, flexBasis: '100%' }}>
          <FormLabel component="legend">Kind</FormLabel>
          <RadioGroup
            row
            name="kind"
            value={form.kind}
            onChange={(e) => change({ kind: e.target.value as StockDocumentKind })}
          >
            {Object.entries(DOCUMENT_KINDS).map(([kind, label]) => (
              <FormControlLabel key={kind} value={kind} control={<Radio />} label={label} />
            ))}
          </RadioGroup>
        </Box>
        {branchSelect(transfer ? 'From branch' : 'Branch', form.branch, 'branch', 'branch')}
        {transfer && branchSelect('To branch', form.toBranch, 'toBranch', 'to_branch')}
        <TextField
          type="date"
          label="Date"
          value={form.date}
          onChange={(e) => change({ date: e.target.value })}
          error={Boolean(errors.date)}
          helperText={errors.date}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          label="Reason"
          required
          value={form.reason}
          onChange={(e) => change({ reason: e.target.value })}
          error={Boolean(errors.reason)}
          helperText={errors.reason ?? 'Why the stock changes: it is kept with every movement.'}
          sx={{ flex: '1 1 280px' }}
        />
      </Paper>
      <Paper sx={{ p: 2, mb: 2 }}>
        <ProductFinder
          branch={form.branch === '' ? undefined : form.branch}
          onChoose={(product) => {
            setNotice(undefined)
            setForm((f) => ({ ...f, lines: addLine(f.lines, product) }))
            readProductStock(product.id).then(
              (answer) => setStock((s) => ({ ...s, [product.id]: answer.branches })),
              () => setStock((s) => ({ ...s, [product.id]: [] })),
            )
          }}
          onMissing={(text) => setNotice(`No active product has the SKU "${text}".`)}
        />
        {notice && (
          <Alert severity="warning" sx={{ mt: 1 }}>
            {notice}
          </Alert>
        )}
        <DocumentLines
          kind={form.kind}
          branch={form.branch}
          toBranch={form.toBranch}
          lines={form.lines}
          stock={stock}
          errors={errors}
          onChange={(index, changes) =>
            setForm((f) => ({ ...f, lines: changeLine(f.lines, index, changes) }))
          }
          onRemove={(index) => setForm((f) => ({ ...f, lines: removeLine(f.lines, index) }))}
        />
      </Paper>
      <Button variant="contained" size="large" disabled={busy} onClick={() => void record()}>
        {busy ? 'Recording…' : 'Record'}
      </Button>
    </Box>
  )
}
