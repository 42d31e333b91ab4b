/**
 * Entering a voucher, and editing a draft, from the keyboard: the header (type, date, branch,
 * narration), then the line grid. In a line: type the ledger's name or code (Enter or Tab takes
 * it), Tab, the amount, Enter for a new line that already holds the amount balancing the voucher.
 * The totals and the difference are always in view and read out as they change. Ctrl+S keeps a
 * draft, Ctrl+Enter saves and posts; the server's refusals land on the line and cell they name.
 */
import Add from '@mui/icons-material/Add'
import Delete from '@mui/icons-material/Delete'
import ExpandLess from '@mui/icons-material/ExpandLess'
import ExpandMore from '@mui/icons-material/ExpandMore'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import IconButton from '@mui/material/IconButton'
import MenuItem from '@mui/material/MenuItem'
import Paper from '@mui/material/Paper'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { type KeyboardEvent, useEffect, useMemo, useRef, useState } from 'react'
import { HttpError, Loading, Title, useNotify } from 'react-admin'
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router'
import { formatTaka } from '../../common/money.ts'
import { useAdminSchema, useResourceSchema } from '../schema/admin-schema.ts'
import { visuallyHidden } from '../visually-hidden.ts'
import {
  balancingAmount,
  differenceText,
  emptyLine,
  type GridLine,
  hasDetails,
  type LedgerOption,
  linesFromItems,
  missingLedgers,
  type PlacedErrors,
  placeErrors,
  requestBody,
  todayIn,
  totals,
  type VoucherHeader,
  withAmount,
} from './grid-lines.ts'
import { useLeaveWarning } from './LeaveWarning.tsx'
import { LedgerCell } from './LedgerCell.tsx'
import {
  createVoucher,
  getVoucher,
  ledgerAccounts,
  branches as loadBranches,
  type Named,
  postDraft,
  subLedgerAccounts,
  updateDraft,
} from './voucher-api.ts'
import { AmountHeadings } from './voucher-lines.tsx'
import { ledgerFitsType, VOUCHER_TYPES, voucherTypeName } from './voucher-types.ts'

interface Lookups {
  ledgers: LedgerOption[]
  subLedgers: Named[]
  branches: Named[]
}

const NO_ERRORS: PlacedErrors = { lines: new Map(), voucher: {} }

/** The lists the grid chooses from; sub-ledgers and branches are optional, ledgers are not. */
function useLookups(): { lookups?: Lookups; failure?: string } {
  const [state, setState] = useState<{ lookups?: Lookups; failure?: string }>({})
  useEffect(() => {
    let live = true
    Promise.all([ledgerAccounts(), subLedgerAccounts().catch(() => []), loadBranches().catch(() => [])]).then(
      ([ledgers, subLedgers, branches]) => live && setState({ lookups: { ledgers, subLedgers, branches } }),
      (error: unknown) =>
        live &&
        setState({ failure: error instanceof Error ? error.message : 'The ledgers could not be read.' }),
    )
    return () => {
      live = false
    }
  }, [])
  return state
}

interface CellRefs {
  ledger?: HTMLInputElement | null
}

interface EntryProps {
  /** The draft being edited; none for a new voucher. */
  id?: number
}

export default function VoucherEntry({ id }: EntryProps) {
  const { lookups, failure } = useLookups()
  const [search] = useSearchParams()
  const timeZone = useAdminSchema()?.timeZone ?? 'Asia/Dhaka'
  const requested = search.get('type') ?? 'payment'
  const [header, setHeader] = useState<VoucherHeader>({
    type: (VOUCHER_TYPES as readonly string[]).includes(requested) ? requested : 'payment',
    date: todayIn(timeZone),
    branch: null,
    narration: '',
  })
  const [firstLine] = useState(() => emptyLine())
  const [lines, setLines] = useState<GridLine[]>(() => [firstLine])
  const [loaded, setLoaded] = useState(id === undefined)
  const [notEditable, setNotEditable] = useState<string>()
  const [errors, setErrors] = useState<PlacedErrors>(NO_ERRORS)
  const [refusal, setRefusal] = useState<string>()
  const [busy, setBusy] = useState(false)
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set())
  const cells = useRef(new Map<number, CellRefs>())
  const [focusLedgerOf, setFocusLedgerOf] = useState<number>()
  const notify = useNotify()
  const navigate = useNavigate()
  const canPost = useResourceSchema()?.actions?.post === true
  // What was last loaded or saved, as it would be sent: anything else is unsaved typing.
  const [saved, setSaved] = useState(() => JSON.stringify(requestBody(header, lines).body))
  const { allowLeaving, dialog } = useLeaveWarning(
    loaded && JSON.stringify(requestBody(header, lines).body) !== saved,
  )

  useEffect(() => {
    if (id === undefined) return
    let live = true
    getVoucher(id).then(
      (voucher) => {
        if (!live) return
        if (voucher.status !== 'draft') {
          setNotEditable(`${voucher.number ?? 'This voucher'} is posted: correct or reverse it instead.`)
        } else {
          const read = linesFromItems(voucher.items ?? [])
          const readHeader = {
            type: voucher.type,
            date: voucher.date,
            branch: voucher.branch?.id ?? null,
            narration: voucher.narration ?? '',
          }
          const readLines = read.length ? [...read, emptyLine(balancingAmount(read))] : [emptyLine()]
          setHeader(readHeader)
          setLines(readLines)
          setSaved(JSON.stringify(requestBody(readHeader, readLines).body))
          setOpen(new Set(read.filter(hasDetails).map((line) => line.key)))
        }
        setLoaded(true)
      },
      (error: unknown) => {
        if (!live) return
        setNotEditable(error instanceof Error ? error.message : 'The voucher could not be read.')
        setLoaded(true)
      },
    )
    return () => {
      live = false
    }
  }, [id])

  // A new voucher starts where the typing does: the first line's ledger (Shift+Tab reaches the header).
  const ready = lookups !== undefined
  useEffect(() => {
    if (ready && id === undefined) setFocusLedgerOf(firstLine.key)
  }, [ready, id, firstLine.key])

  useEffect(() => {
    if (focusLedgerOf === undefined) return
    cells.current.get(focusLedgerOf)?.ledger?.focus()
    setFocusLedgerOf(undefined)
  }, [focusLedgerOf])

  const ledgers = useMemo(
    () => (lookups?.ledgers ?? []).filter((ledger) => ledgerFitsType(header.type, ledger.account_type)),
    [lookups, header.type],
  )
  const sums = totals(lines)

  const changeLine = (key: number, change: (line: GridLine) => GridLine) =>
    setLines((current) => current.map((line) => (line.key === key ? change(line) : line)))

  const addLine = () => {
    const next = emptyLine(balancingAmount(lines))
    setLines((current) => [...current, next])
    setFocusLedgerOf(next.key)
  }

  const removeLine = (key: number) => {
    const index = lines.findIndex((line) => line.key === key)
    const rest = lines.filter((line) => line.key !== key)
    setLines(rest.length ? rest : [emptyLine()])
    const neighbour = rest[Math.min(index, rest.length - 1)]
    if (neighbour) setFocusLedgerOf(neighbour.key)
  }

  /** Enter in an amount: a new line after the last one, else on to the next line's ledger. */
  const amountKeyDown = (key: number) => (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Enter' || event.ctrlKey || event.metaKey || event.altKey) return
    event.preventDefault()
    const index = lines.findIndex((line) => line.key === key)
    const next = lines[index + 1]
    if (next) cells.current.get(next.key)?.ledger?.focus()
    else addLine()
  }

  /** The line's own keys, anywhere in it: Alt+D opens its details, Ctrl+Delete removes it. */
  const lineKeyDown = (key: number) => (event: KeyboardEvent<HTMLElement>) => {
    if (event.altKey && event.key.toLowerCase() === 'd') {
      event.preventDefault()
      toggleDetails(key)
    } else if (event.ctrlKey && event.key === 'Delete') {
      event.preventDefault()
      removeLine(key)
    }
  }

  const toggleDetails = (key: number) =>
    setOpen((current) => {
      const next = new Set(current)
      if (next.has(key)) next.delete(key)
      else next.add(key)
      return next
    })

  /** Saves (a new voucher or the draft), posting it too when asked; a refusal is put on its cells. */
  const save = async (post: boolean) => {
    if (busy) return
    const { body, sentKeys } = requestBody(header, lines)
    const unchosen = missingLedgers(lines)
    if (unchosen.lines.size > 0) {
      setErrors(unchosen)
      setRefusal('Choose a ledger on every line that has an amount.')
      return
    }
    setBusy(true)
    setRefusal(undefined)
    try {
      let saved = id === undefined ? await createVoucher({ ...body, post }) : await updateDraft(id, body)
      if (post && id !== undefined) saved = await postDraft(id)
      setErrors(NO_ERRORS)
      setSaved(JSON.stringify(body))
      allowLeaving()
      if (post) {
        notify(`Posted ${saved.number ?? ''}`.trim(), { type: 'success' })
        navigate(`/voucher/${saved.id}/show`)
      } else {
        notify('Draft saved.', { type: 'info' })
        if (id === undefined) navigate(`/voucher/${saved.id}`, { replace: true })
      }
    } catch (error) {
      const fieldErrors = error instanceof HttpError ? error.body?.errors : undefined
      if (fieldErrors && typeof fieldErrors === 'object') {
        const placed = placeErrors(fieldErrors as Record<string, unknown>, sentKeys)
        setErrors(placed)
        const key = placed.lines.keys().next().value
        if (key !== undefined) setOpen((current) => new Set([...current, key]))
      }
      setRefusal(error instanceof Error ? error.message : 'The voucher was not saved.')
    } finally {
      setBusy(false)
    }
  }

  const shortcuts = (event: KeyboardEvent<HTMLFormElement>) => {
    if (!(event.ctrlKey || event.metaKey)) return
    if (event.key.toLowerCase() === 's') {
      event.preventDefault()
      void save(false)
    } else if (event.key === 'Enter' && canPost) {
      event.preventDefault()
      void save(true)
    }
  }

  const title = id === undefined ? `New ${voucherTypeName(header.type).toLowerCase()}` : 'Edit draft'
  if (failure) return <Alert severity="error">{failure}</Alert>
  if (!lookups || !loaded) return <Loading />
  if (notEditable)
    return (
      <Alert severity="warning" sx={{ mt: 2 }}>
        {notEditable}{' '}
        {id !== undefined && <RouterLink to={`/voucher/${id}/show`}>Open the voucher</RouterLink>}
      </Alert>
    )

  const voucherErrors = errors.voucher
  return (
    <Paper component="form" onKeyDown={shortcuts} onSubmit={(e) => e.preventDefault()} sx={{ mt: 2, p: 2 }}>
      <Title title={title} />
      {dialog}
      <Typography variant="h5" component="h1" gutterBottom>
        {title}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2 }}>
        <TextField
          select
          label="Type"
          value={header.type}
          onChange={(e) => setHeader({ ...header, type: e.target.value })}
          size="small"
          fullWidth={false}
          sx={{ width: 170 }}
          error={voucherErrors.type !== undefined}
          helperText={voucherErrors.type}
        >
          {VOUCHER_TYPES.map((type) => (
            <MenuItem key={type} value={type}>
              {voucherTypeName(type)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          type="date"
          label="Date"
          value={header.date}
          onChange={(e) => setHeader({ ...header, date: e.target.value })}
          size="small"
          fullWidth={false}
          required
          slotProps={{ inputLabel: { shrink: true } }}
          error={voucherErrors.date !== undefined}
          helperText={voucherErrors.date}
        />
        <TextField
          select
          label="Branch"
          value={header.branch ?? ''}
          onChange={(e) =>
            setHeader({ ...header, branch: e.target.value === '' ? null : Number(e.target.value) })
          }
          size="small"
          fullWidth={false}
          sx={{ width: 200 }}
          error={voucherErrors.branch !== undefined}
          helperText={voucherErrors.branch}
        >
          <MenuItem value="">No branch</MenuItem>
          {lookups.branches.map((branch) => (
            <MenuItem key={branch.id} value={branch.id}>
              {branch.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label="Narration"
          value={header.narration}
          onChange={(e) => setHeader({ ...header, narration: e.target.value })}
          size="small"
          fullWidth={false}
          sx={{ flex: '1 1 280px' }}
          error={voucherErrors.narration !== undefined}
          helperText={voucherErrors.narration}
        />
      </Box>
      {header.type === 'contra' && (
        <Typography variant="body2" sx={{ mb: 1 }}>
          A contra moves money between cash and bank: only cash and bank ledgers are offered.
        </Typography>
      )}
      <Box component="table" sx={gridSx}>
        <caption className="visually-hidden">Lines of the voucher</caption>
        <thead>
          <tr>
            <th scope="col">#</th>
            <th scope="col">Ledger</th>
            <AmountHeadings />
            <th scope="col">
              <span className="visually-hidden">Line actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line, index) => {
            const lineErrors = errors.lines.get(line.key) ?? {}
            const detailsOpen = open.has(line.key)
            const refs = cells.current.get(line.key) ?? {}
            cells.current.set(line.key, refs)
            const n = index + 1
            return [
              <tr key={line.key} onKeyDown={lineKeyDown(line.key)}>
                <td className="number">{n}</td>
                <td className="ledger">
                  <LedgerCell
                    ledgers={ledgers}
                    value={line.ledgerId}
                    onChange={(ledgerId) => changeLine(line.key, (l) => ({ ...l, ledgerId }))}
                    label={`Line ${n} ledger`}
                    error={lineErrors.ledger}
                    inputRef={(input) => {
                      refs.ledger = input
                    }}
                  />
                </td>
                {(['debit', 'credit'] as const).map((side) => (
                  <td key={side} className="amount">
                    <TextField
                      value={line[side]}
                      onChange={(e) => changeLine(line.key, (l) => withAmount(l, side, e.target.value))}
                      onKeyDown={amountKeyDown(line.key)}
                      size="small"
                      error={lineErrors[`${side}_amount`] !== undefined}
                      helperText={lineErrors[`${side}_amount`]}
                      slotProps={{
                        htmlInput: {
                          inputMode: 'decimal',
                          'aria-label': `Line ${n} ${side}`,
                          autoComplete: 'off',
                        },
                      }}
                    />
                  </td>
                ))}
                <td className="actions">
                  <IconButton
                    size="small"
                    tabIndex={-1}
                    onClick={() => toggleDetails(line.key)}
                    aria-expanded={detailsOpen}
                    aria-label={`Line ${n} details (Alt+D)`}
                    title="Sub-ledger, cheque, bank, reference (Alt+D)"
                  >
                    {detailsOpen ? <ExpandLess /> : <ExpandMore />}
                  </IconButton>
                  <IconButton
                    size="small"
                    tabIndex={-1}
                    onClick={() => removeLine(line.key)}
                    aria-label={`Remove line ${n} (Ctrl+Delete)`}
                    title="Remove the line (Ctrl+Delete)"
                  >
                    <Delete />
                  </IconButton>
                </td>
              </tr>,
              detailsOpen && (
                <tr key={`${line.key}-details`} className="details" onKeyDown={lineKeyDown(line.key)}>
                  <td />
                  <td colSpan={4}>
                    <LineDetails
                      line={line}
                      n={n}
                      subLedgers={lookups.subLedgers}
                      errors={lineErrors}
                      onChange={(change) => changeLine(line.key, (l) => ({ ...l, ...change }))}
                    />
                  </td>
                </tr>
              ),
            ]
          })}
        </tbody>
        <tfoot>
          <tr>
            <td />
            <th scope="row">Total</th>
            <td className="amount total">{formatTaka(sums.debit)}</td>
            <td className="amount total">{formatTaka(sums.credit)}</td>
            <td />
          </tr>
        </tfoot>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mt: 1 }}>
        <Button size="small" startIcon={<Add />} onClick={addLine} tabIndex={-1}>
          Add a line
        </Button>
        <Typography
          role="status"
          aria-live="polite"
          sx={{
            fontWeight: 600,
            color: sums.difference === 0n && sums.debit > 0n ? 'success.dark' : 'text.primary',
          }}
        >
          {differenceText(sums)}
        </Typography>
      </Box>
      {voucherErrors.items && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {voucherErrors.items}
        </Alert>
      )}
      {refusal && !voucherErrors.items && (
        <Alert severity="error" sx={{ mt: 1 }} role="alert">
          {refusal}
        </Alert>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 2, alignItems: 'center' }}>
        <Button
          variant="outlined"
          disabled={busy}
          onClick={() => void save(false)}
          title="Save as a draft (Ctrl+S)"
        >
          Save draft
        </Button>
        {canPost && (
          <Button
            variant="contained"
            disabled={busy}
            onClick={() => void save(true)}
            title="Save and post (Ctrl+Enter)"
          >
            Post
          </Button>
        )}
        <Typography variant="body2" color="text.secondary">
          Type a ledger's name or code, Tab, the amount, Enter for a new line. Ctrl+S saves the draft
          {canPost ? ', Ctrl+Enter posts' : ''}; Alt+D opens a line's details, Ctrl+Delete removes it.
        </Typography>
      </Box>
    </Paper>
  )
}

interface DetailsProps {
  line: GridLine
  n: number
  subLedgers: Named[]
  errors: Record<string, string>
  onChange: (change: Partial<GridLine>) => void
}

/** A line's optional fields: the sub-ledger (a purpose), the cheque or pay order, a reference. */
function LineDetails({ line, n, subLedgers, errors, onChange }: DetailsProps) {
  const text = (field: 'chequeNo' | 'bankName' | 'reference' | 'details', wire: string, label: string) => (
    <TextField
      label={label}
      value={line[field]}
      onChange={(e) => onChange({ [field]: e.target.value })}
      size="small"
      error={errors[wire] !== undefined}
      helperText={errors[wire]}
      slotProps={{ htmlInput: { 'aria-label': `Line ${n} ${label.toLowerCase()}` } }}
    />
  )
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, py: 1 }}>
      <TextField
        select
        label="Sub-ledger"
        value={line.subLedgerId ?? ''}
        onChange={(e) => onChange({ subLedgerId: e.target.value === '' ? null : Number(e.target.value) })}
        size="small"
        sx={{ minWidth: 160 }}
        error={errors.sub_ledger !== undefined}
        helperText={errors.sub_ledger}
      >
        <MenuItem value="">None</MenuItem>
        {subLedgers.map((sub) => (
          <MenuItem key={sub.id} value={sub.id}>
            {sub.name}
          </MenuItem>
        ))}
      </TextField>
      {text('chequeNo', 'cheque_no', 'Cheque no')}
      <TextField
        type="date"
        label="Cheque date"
        value={line.chequeDate}
        onChange={(e) => onChange({ chequeDate: e.target.value })}
        size="small"
        slotProps={{ inputLabel: { shrink: true } }}
        error={errors.cheque_date !== undefined}
        helperText={errors.cheque_date}
      />
      {text('bankName', 'bank_name', 'Bank')}
      {text('reference', 'reference', 'Reference')}
      {text('details', 'details', 'Details')}
    </Box>
  )
}

const gridSx = {
  width: '100%',
  borderCollapse: 'collapse',
  '& th': { textAlign: 'left', fontWeight: 600, px: 1, py: 0.5, borderBottom: 1, borderColor: 'divider' },
  '& td': { px: 1, py: 0.5, verticalAlign: 'top' },
  '& td.number': { width: '2.5em', pt: 1.5, color: 'text.secondary' },
  '& td.ledger': { minWidth: 260 },
  '& .amount': { width: '11em', textAlign: 'right' },
  '& .amount input': { textAlign: 'right', fontVariantNumeric: 'tabular-nums' },
  '& td.total': { fontWeight: 600, fontVariantNumeric: 'tabular-nums', pr: 2 },
  '& td.actions': { whiteSpace: 'nowrap', width: '5em' },
  '& tfoot td, & tfoot th': { borderTop: 1, borderColor: 'divider' },
  '& .visually-hidden': visuallyHidden,
} as const
