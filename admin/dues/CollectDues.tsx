/**
 * Collect dues: the counter's screen. Members are found by name, member number or mobile number
 * and added with Enter (the search keeps the focus for the next one); each row shows the member's
 * status, type and arrears and what the payment will be (amount and period, by the renewal rule,
 * from the server's dry run). The method and its reference, the date, the periods and, if needed,
 * another type apply to every member; Collect (or Ctrl+Enter) records them all in one transaction,
 * or none with each member's reason shown on their row. The receipts made are listed with their
 * PDFs. Reached from the dues list, and from a member's page with that member already added.
 */
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import MenuItem from '@mui/material/MenuItem'
import Paper from '@mui/material/Paper'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { type KeyboardEvent, useEffect, useState } from 'react'
import { HttpError, Title } from 'react-admin'
import { useSearchParams } from 'react-router'
import { DUES_METHOD_NAMES, DUES_METHODS, type DuesMethod, RENEWAL_RULE } from '../../common/dues.ts'
import { formatTaka, parseAmount } from '../../common/money.ts'
import { requestJson } from '../providers/http.ts'
import { useAdminSchema } from '../schema/admin-schema.ts'
import { CollectedReceipts } from './CollectedReceipts.tsx'
import {
  type Collected,
  type CollectionForm,
  collectDues,
  type DuesType,
  type FoundMember,
  type Preview,
  previewCollection,
} from './dues-api.ts'
import { MemberFinder } from './MemberFinder.tsx'
import { PlannedRows } from './PlannedRows.tsx'

const NEEDS_REFERENCE: Record<DuesMethod, string | null> = {
  cash: null,
  cheque: 'Cheque number',
  bank_transfer: 'Transfer reference',
  bkash: 'bKash transaction ID',
  nagad: 'Nagad transaction ID',
  rocket: 'Rocket transaction ID',
}

const todayIn = (timeZone: string | undefined) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: timeZone ?? 'Asia/Dhaka' }).format(new Date())

/** The server's field errors of a 400 ({"member[1]": "…", "reference": "…"}), by field. */
function fieldErrors(error: unknown): Record<string, string> {
  const errors =
    error instanceof HttpError ? (error.body?.errors as Record<string, string> | undefined) : undefined
  return errors && typeof errors === 'object' ? errors : {}
}

export default function CollectDues() {
  const schema = useAdminSchema()
  const [params] = useSearchParams()
  const [members, setMembers] = useState<FoundMember[]>([])
  const [method, setMethod] = useState<DuesMethod>('cash')
  const [reference, setReference] = useState('')
  const [bankName, setBankName] = useState('')
  const [chequeDate, setChequeDate] = useState('')
  const [paidOn, setPaidOn] = useState('')
  const [periods, setPeriods] = useState('1')
  const [typeId, setTypeId] = useState<number | ''>('')
  const [types, setTypes] = useState<DuesType[]>([])
  const [note, setNote] = useState('')
  const [preview, setPreview] = useState<Preview>()
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [failure, setFailure] = useState<string>()
  const [busy, setBusy] = useState(false)
  const [collected, setCollected] = useState<Collected>()

  useEffect(() => {
    if (schema && !paidOn) setPaidOn(todayIn(schema.timeZone))
  }, [schema, paidOn])

  useEffect(() => {
    requestJson<{ membership_types: (DuesType & { active: boolean })[] }>(
      '/membership_type/api/v1/membership_type/without_pagination/all/',
    ).then(
      (answer) => setTypes(answer.membership_types.filter((t) => t.active)),
      () => setTypes([]),
    )
  }, [])

  // From a member's page: that member is already on the list.
  const fromMember = params.get('member')
  useEffect(() => {
    if (!fromMember) return
    requestJson<{
      id: number
      member_number: string
      first_name: string
      last_name: string
      primary_phone: string | null
      status: FoundMember['status']
    }>(`/member/api/v1/member/${encodeURIComponent(fromMember)}`).then(
      (m) =>
        setMembers((list) =>
          list.some((x) => x.id === m.id)
            ? list
            : [
                ...list,
                {
                  id: m.id,
                  member_number: m.member_number,
                  name: `${m.first_name} ${m.last_name}`.trim(),
                  primary_phone: m.primary_phone,
                  status: m.status,
                },
              ],
        ),
      () => setFailure(`Member ${fromMember} could not be read.`),
    )
  }, [fromMember])

  const form = (): CollectionForm => ({
    member: members.map((m) => m.id),
    method,
    ...(typeId !== '' ? { membership_type: typeId } : {}),
    ...(/^\d+$/.test(periods) ? { periods: Number(periods) } : {}),
    ...(paidOn ? { paid_on: paidOn } : {}),
    ...(reference.trim() ? { reference: reference.trim() } : {}),
    ...(bankName.trim() ? { bank_name: bankName.trim() } : {}),
    ...(method === 'cheque' && chequeDate ? { cheque_date: chequeDate } : {}),
    ...(note.trim() ? { note: note.trim() } : {}),
  })

  // The dry run follows the members, the date, the periods and the type; the method changes
  // nothing in it, so it is asked as cash and a half-typed reference is never an error here.
  const memberIds = members.map((m) => m.id).join(',')
  useEffect(() => {
    if (!memberIds || !paidOn) {
      setPreview(undefined)
      return
    }
    let current = true
    const timer = setTimeout(() => {
      previewCollection({
        member: memberIds.split(',').map(Number),
        method: 'cash',
        ...(typeId !== '' ? { membership_type: typeId } : {}),
        ...(/^\d+$/.test(periods) ? { periods: Number(periods) } : {}),
        paid_on: paidOn,
      }).then(
        (answer) => {
          if (!current) return
          setPreview(answer)
          setErrors({})
        },
        (error: unknown) => {
          if (!current) return
          const fields = fieldErrors(error)
          setPreview(undefined)
          setErrors(fields)
          if (Object.keys(fields).length === 0)
            setFailure(error instanceof Error ? error.message : 'The payments could not be worked out.')
        },
      )
    }, 250)
    return () => {
      current = false
      clearTimeout(timer)
    }
  }, [memberIds, paidOn, periods, typeId])

  const add = (found: FoundMember) => {
    setCollected(undefined)
    setMembers((list) => (list.some((m) => m.id === found.id) ? list : [...list, found]))
  }
  const remove = (id: number) => setMembers((list) => list.filter((m) => m.id !== id))

  const collect = async () => {
    if (busy || members.length === 0) return
    setBusy(true)
    setFailure(undefined)
    try {
      const answer = await collectDues(form())
      setCollected(answer)
      setMembers([])
      setReference('')
      setNote('')
      setErrors({})
    } catch (error) {
      const fields = fieldErrors(error)
      setErrors(fields)
      if (Object.keys(fields).length === 0 || fields.root)
        setFailure(error instanceof Error ? error.message : 'The dues were not collected.')
      else setFailure('Nothing was collected: see the marked members and fields.')
    } finally {
      setBusy(false)
    }
  }

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault()
      void collect()
    }
  }

  const referenceLabel = NEEDS_REFERENCE[method]
  const total = parseAmount(preview?.total ?? '0') ?? 0n

  return (
    <Paper sx={{ mt: 2, p: 2 }} onKeyDown={onKeyDown}>
      <Title title="Collect dues" />
      <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
        Collect dues
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {RENEWAL_RULE} Every member gets a numbered money receipt; those with an email address get it by
        email.
      </Typography>
      {collected && <CollectedReceipts collected={collected} onMore={() => setCollected(undefined)} />}
      <MemberFinder onChoose={add} chosen={members.map((m) => m.id)} />
      <PlannedRows members={members} preview={preview} errors={errors} onRemove={remove} />
      <Box
        component="fieldset"
        sx={{
          border: 0,
          p: 0,
          m: 0,
          mt: 2,
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(190px, 1fr))',
          gap: 2,
          alignItems: 'start',
        }}
      >
        <Typography component="legend" variant="subtitle1" sx={{ mb: 1 }}>
          Payment
        </Typography>
        <TextField
          select
          label="Method"
          value={method}
          onChange={(e) => setMethod(e.target.value as DuesMethod)}
          size="small"
          error={Boolean(errors.method)}
          helperText={errors.method}
        >
          {DUES_METHODS.map((m) => (
            <MenuItem key={m} value={m}>
              {DUES_METHOD_NAMES[m]}
            </MenuItem>
          ))}
        </TextField>
        {referenceLabel && (
          <TextField
            label={referenceLabel}
            value={reference}
            onChange={(e) => setReference(e.target.value)}
            size="small"
            required
            error={Boolean(errors.reference)}
            helperText={errors.reference}
          />
        )}
        {(method === 'cheque' || method === 'bank_transfer') && (
          <TextField
            label="Bank"
            value={bankName}
            onChange={(e) => setBankName(e.target.value)}
            size="small"
            required={method === 'cheque'}
            error={Boolean(errors.bank_name)}
            helperText={errors.bank_name}
          />
        )}
        {method === 'cheque' && (
          <TextField
            type="date"
            label="Cheque date"
            value={chequeDate}
            onChange={(e) => setChequeDate(e.target.value)}
            size="small"
            slotProps={{ inputLabel: { shrink: true } }}
            error={Boolean(errors.cheque_date)}
            helperText={errors.cheque_date}
          />
        )}
        <TextField
          type="date"
          label="Paid on"
          value={paidOn}
          onChange={(e) => setPaidOn(e.target.value)}
          size="small"
          slotProps={{ inputLabel: { shrink: true } }}
          error={Boolean(errors.paid_on)}
          helperText={errors.paid_on}
        />
        <TextField
          type="number"
          label="Periods"
          value={periods}
          onChange={(e) => setPeriods(e.target.value)}
          size="small"
          slotProps={{ htmlInput: { min: 1, max: 120 } }}
          error={Boolean(errors.periods)}
          helperText={errors.periods ?? 'Months or years'}
        />
        <TextField
          select
          label="Membership type"
          value={typeId}
          onChange={(e) => setTypeId(e.target.value === '' ? '' : Number(e.target.value))}
          size="small"
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          error={Boolean(errors.membership_type)}
          helperText={errors.membership_type ?? 'Default: each member’s own'}
        >
          <MenuItem value="">Each member’s own</MenuItem>
          {types.map((t) => (
            <MenuItem key={t.id} value={t.id}>
              {t.name} ({formatTaka(parseAmount(t.fee) ?? 0n, { symbol: true })} {t.period})
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label="Note (optional)"
          value={note}
          onChange={(e) => setNote(e.target.value)}
          size="small"
          sx={{ gridColumn: '1 / -1' }}
          error={Boolean(errors.note)}
          helperText={errors.note}
        />
      </Box>
      {failure && (
        <Alert severity="error" role="alert" sx={{ mt: 2 }} onClose={() => setFailure(undefined)}>
          {failure}
        </Alert>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mt: 2 }}>
        <Button variant="contained" onClick={() => void collect()} disabled={busy || members.length === 0}>
          {members.length > 0 && total > 0n
            ? `Collect ${formatTaka(total, { symbol: true })} from ${members.length} member${members.length === 1 ? '' : 's'}`
            : 'Collect'}
        </Button>
        <Typography variant="body2" color="text.secondary">
          Ctrl+Enter collects from anywhere on this screen.
        </Typography>
      </Box>
    </Paper>
  )
}
