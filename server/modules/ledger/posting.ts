/**
 * The posting service: the one way money enters the books. Vouchers entered here, and later
 * donations, dues, purchases and orders, call `post` inside their own transaction; nothing else
 * writes ledger lines. Posting validates (ledgers exist and are active, Σ debit = Σ credit > 0, the
 * date is in an open period, a contra touches only cash and bank), takes the next number of the
 * series in the fiscal year, and writes the voucher and its lines as posted. The database checks
 * the same at commit (migration 0012), so a bug here cannot unbalance the books either.
 *
 * Drafts have no number and change freely. A posted voucher is corrected by reversing it: a new
 * voucher of the same series with the sides swapped, linked to it, and (with `correct`) a draft
 * replacement holding the same lines to edit and post.
 */
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm'
import { formatAmount, type Paisa, parseAmount, sumAmounts } from '../../../common/money.ts'
import { type Db, queryRows } from '../../db/client.ts'
import { ApiError } from '../../http/api-error.ts'
import { ValidationError } from '../../http/validation.ts'
import { dateIn } from '../../http/wire.ts'
import { existingBranchIds } from '../org/branch-service.ts'
import { closedPeriodReason, closedReason } from './fiscal-year.ts'
import { contextYear, type PostingContext, postingContext } from './posting-context.ts'
import { subLedgerAccount, type VoucherType, voucher, voucherLine } from './tables.ts'

/** Series per voucher type: the first part of the number (PV-2026-27-000123). */
export const SERIES: Record<VoucherType, string> = {
  payment: 'PV',
  receipt: 'RV',
  contra: 'CV',
  journal: 'JV',
  sales: 'SV',
  purchase: 'PU',
  opening: 'OB',
  closing: 'YC',
}

export interface LineInput {
  ledgerId: number
  subLedgerId?: number | null
  /** Default: the voucher's branch. */
  branchId?: number | null
  debit: Paisa
  credit: Paisa
  chequeNo?: string | null
  bankName?: string | null
  chequeDate?: string | null
  reference?: string | null
  details?: string | null
}

export interface VoucherInput {
  type: VoucherType
  /** YYYY-MM-DD, a calendar date in the organisation's time zone. */
  date: string
  branchId?: number | null
  narration?: string | null
  file?: string | null
  lines: LineInput[]
  /** The document posted (donation 12); null for vouchers entered in the books themselves. */
  source?: { type: string; id: number } | null
}

export interface Actor {
  id: number | null
}

/** A 400 on a line's field, keyed the way the original's forms name them: items[2][ledger]. */
const lineField = (index: number, field: string) => `items[${index}][${field}]`

function addIssue(issues: Record<string, string[]>, key: string, message: string) {
  const list = issues[key] ?? []
  list.push(message)
  issues[key] = list
}

/** The posting context of a voucher's date and ledgers (posting-context.ts). */
const contextOf = (db: Db, input: VoucherInput) =>
  postingContext(
    db,
    input.date,
    input.lines.map((l) => l.ledgerId),
  )

/**
 * What every voucher, draft or posted, must be: lines with one positive side each, on ledgers
 * (read in the context) and sub-ledgers that exist.
 */
async function checkShape(
  db: Db,
  input: VoucherInput,
  issues: Record<string, string[]>,
  context: PostingContext,
) {
  if (input.lines.length === 0) addIssue(issues, 'items', 'Add at least two lines: a debit and a credit.')
  if (input.lines.length > 500) addIssue(issues, 'items', 'A voucher has at most 500 lines.')
  input.lines.forEach((line, i) => {
    if (line.debit < 0n || line.credit < 0n) {
      addIssue(
        issues,
        lineField(i, line.debit < 0n ? 'debit_amount' : 'credit_amount'),
        'Amounts cannot be negative.',
      )
    } else if (line.debit > 0n === line.credit > 0n) {
      addIssue(
        issues,
        lineField(i, 'debit_amount'),
        line.debit > 0n ? 'A line is a debit or a credit, not both.' : 'Enter a debit or a credit amount.',
      )
    }
  })
  input.lines.forEach((line, i) => {
    const ledger = context.ledgers.get(line.ledgerId)
    if (!ledger) addIssue(issues, lineField(i, 'ledger'), `Ledger ${line.ledgerId} does not exist.`)
    else if (!ledger.active)
      addIssue(issues, lineField(i, 'ledger'), `Ledger "${ledger.name}" is closed to new entries.`)
  })
  const subIds = [...new Set(input.lines.flatMap((l) => (l.subLedgerId ? [l.subLedgerId] : [])))]
  if (subIds.length) {
    const subs = await db
      .select({ id: subLedgerAccount.id })
      .from(subLedgerAccount)
      .where(inArray(subLedgerAccount.id, subIds))
    const known = new Set(subs.map((s) => s.id))
    input.lines.forEach((line, i) => {
      if (line.subLedgerId && !known.has(line.subLedgerId))
        addIssue(issues, lineField(i, 'sub_ledger'), `Sub-ledger ${line.subLedgerId} does not exist.`)
    })
  }
  const branchIds = [
    ...new Set(
      [input.branchId, ...input.lines.map((l) => l.branchId)].filter((id): id is number => Boolean(id)),
    ),
  ]
  if (branchIds.length) {
    const known = await existingBranchIds(db, branchIds)
    if (input.branchId && !known.has(input.branchId))
      addIssue(issues, 'branch', `Branch ${input.branchId} does not exist.`)
    input.lines.forEach((line, i) => {
      if (line.branchId && !known.has(line.branchId))
        addIssue(issues, lineField(i, 'branch'), `Branch ${line.branchId} does not exist.`)
    })
  }
}

/** The posting rules on top of the shape: balance, open period, contra on cash and bank. */
async function checkPostable(db: Db, input: VoucherInput, context: PostingContext): Promise<Paisa> {
  const issues: Record<string, string[]> = {}
  await checkShape(db, input, issues, context)
  const debit = sumAmounts(input.lines.map((l) => l.debit))
  const credit = sumAmounts(input.lines.map((l) => l.credit))
  if (debit !== credit) {
    addIssue(
      issues,
      'items',
      `Debits (${formatAmount(debit)}) and credits (${formatAmount(credit)}) differ by ${formatAmount(debit > credit ? debit - credit : credit - debit)}.`,
    )
  } else if (debit === 0n && input.lines.length > 0) {
    addIssue(issues, 'items', 'A voucher moves some money: enter the amounts.')
  }
  if (input.type === 'contra') {
    input.lines.forEach((line, i) => {
      const ledger = context.ledgers.get(line.ledgerId)
      if (ledger && ledger.type !== 'cash' && ledger.type !== 'bank')
        addIssue(
          issues,
          lineField(i, 'ledger'),
          `A contra moves money between cash and bank only; "${ledger.name}" is neither.`,
        )
    })
  }
  const { year, settings } = context
  const closed = closedReason(input.date, settings.lockDate, year?.closed ? year.name : null)
  if (closed) addIssue(issues, 'date', closed)
  if (Object.keys(issues).length > 0) throw new ValidationError(issues)
  return debit
}

function lineRows(voucherId: number, input: VoucherInput, posted: boolean) {
  return input.lines.map((line, position) => ({
    voucherId,
    position,
    posted,
    date: input.date,
    ledgerId: line.ledgerId,
    subLedgerId: line.subLedgerId ?? null,
    branchId: line.branchId ?? input.branchId ?? null,
    debit: formatAmount(line.debit),
    credit: formatAmount(line.credit),
    chequeNo: line.chequeNo ?? null,
    bankName: line.bankName ?? null,
    chequeDate: line.chequeDate ?? null,
    reference: line.reference ?? null,
    details: line.details ?? null,
  }))
}

/**
 * A voucher just posted. Its number is given by the database when the transaction commits
 * (migration 0014, ADR 021): read it afterwards with `voucherNumber`.
 */
export interface Posted {
  id: number
}

/** The posted lines as a VALUES list (every value cast: the first row types the list). */
function postedLineValues(input: VoucherInput): SQL {
  return sql.join(
    lineRows(0, input, true).map(
      (l) =>
        sql`(${l.position}::smallint, ${l.ledgerId}::int, ${l.subLedgerId}::int, ${l.branchId}::int, ${l.debit}::numeric, ${l.credit}::numeric, ${l.chequeNo}::varchar, ${l.bankName}::varchar, ${l.chequeDate}::date, ${l.reference}::varchar, ${l.details}::varchar)`,
    ),
    sql`, `,
  )
}

/**
 * Writes the posted voucher (`write`: a statement returning its id, handed the fiscal year's id)
 * and its posted lines in ONE statement. No number yet: the database takes it from the series'
 * counter at commit, after the balance check, so concurrent posts of a series wait for each other
 * only from there to the end of their commits, not across their round trips.
 */
async function writePosted(
  db: Db,
  input: VoucherInput,
  context: PostingContext,
  write: (fiscalYearId: number) => SQL,
): Promise<Posted> {
  const year = await contextYear(db, input.date, context)
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`with v as (${write(year.id)}),
        lines as (
          insert into voucher_line (voucher_id, position, posted, date, ledger_id, sub_ledger_id, branch_id,
            debit, credit, cheque_no, bank_name, cheque_date, reference, details)
          select v.id, l.position, true, ${input.date}::date, l.ledger_id, l.sub_ledger_id, l.branch_id,
            l.debit, l.credit, l.cheque_no, l.bank_name, l.cheque_date, l.reference, l.details
          from v cross join (values ${postedLineValues(input)}) as l(position, ledger_id, sub_ledger_id,
            branch_id, debit, credit, cheque_no, bank_name, cheque_date, reference, details))
        select id from v`,
  )
  if (!row) throw new Error('The voucher write returned nothing.')
  return { id: Number(row.id) }
}

/** The number the database gave a posted voucher when its transaction committed. */
export async function voucherNumber(db: Db, id: number): Promise<string> {
  const [row] = await db.select({ number: voucher.number }).from(voucher).where(eq(voucher.id, id))
  if (!row?.number)
    throw new Error(`Voucher ${id} has no number: it is a draft or its posting has not committed.`)
  return row.number
}

/**
 * Numbers the transaction's posted vouchers now rather than at commit, for a caller that needs a
 * number before it commits. The series' counter then stays locked until the commit: use sparingly.
 */
export async function numberNow(db: Db): Promise<void> {
  await db.execute(sql`set constraints voucher_numbered immediate`)
  await db.execute(sql`set constraints voucher_numbered deferred`)
}

export interface PostOptions {
  /** The voucher this one reverses. */
  reversesId?: number
  /** posted_at: the app's clock (tests move it); default the real time. */
  now?: Date
}

/**
 * Posts a voucher at once, inside the caller's transaction (`db` must be one: the voucher, its
 * lines and, at commit, its number stand or fall together). Validates everything first and throws
 * ValidationError naming what is wrong.
 */
export async function post(
  db: Db,
  input: VoucherInput,
  actor: Actor,
  options: PostOptions = {},
): Promise<Posted> {
  const context = await contextOf(db, input)
  const total = await checkPostable(db, input, context)
  return writePosted(
    db,
    input,
    context,
    (fiscalYearId) => sql`
      insert into voucher (type, status, series, fiscal_year_id, date, branch_id, narration,
        file, total, reverses_id, source_type, source_id, posted_at, posted_by, created_by, updated_by)
      values (${input.type}, 'posted', ${SERIES[input.type]}, ${fiscalYearId}::int, ${input.date}::date, ${input.branchId ?? null}::int, ${input.narration ?? null}, ${input.file ?? null},
        ${formatAmount(total)}::numeric, ${options.reversesId ?? null}::int, ${input.source?.type ?? null},
        ${input.source?.id ?? null}::int, ${options.now ?? new Date()}::timestamptz, ${actor.id}::int,
        ${actor.id}::int, ${actor.id}::int)
      returning id`,
  )
}

/** Saves a draft: no number, lines checked for shape only (it need not balance yet). */
export async function createDraft(
  db: Db,
  input: VoucherInput,
  actor: Actor,
  links: { replacesId?: number } = {},
): Promise<number> {
  const issues: Record<string, string[]> = {}
  await checkShape(db, input, issues, await contextOf(db, input))
  if (Object.keys(issues).length > 0) throw new ValidationError(issues)
  const [row] = await db
    .insert(voucher)
    .values({
      type: input.type,
      series: SERIES[input.type],
      date: input.date,
      branchId: input.branchId ?? null,
      narration: input.narration ?? null,
      file: input.file ?? null,
      total: formatAmount(sumAmounts(input.lines.map((l) => l.debit))),
      replacesId: links.replacesId ?? null,
      sourceType: input.source?.type ?? null,
      sourceId: input.source?.id ?? null,
      createdBy: actor.id,
      updatedBy: actor.id,
    })
    .returning({ id: voucher.id })
  if (!row) throw new Error('The voucher insert returned nothing.')
  if (input.lines.length) await db.insert(voucherLine).values(lineRows(row.id, input, false))
  return row.id
}

type VoucherRow = typeof voucher.$inferSelect

/** The voucher, locked for the rest of the transaction; 404 when it does not exist. */
async function lockVoucher(db: Db, id: number, label = 'Voucher'): Promise<VoucherRow> {
  const [row] = await db.select().from(voucher).where(eq(voucher.id, id)).for('update')
  if (!row) throw new ApiError(404, `${label} ${id} does not exist.`)
  return row
}

function refuseUnlessDraft(row: VoucherRow, doing: string): void {
  if (row.status !== 'draft') {
    throw new ApiError(
      409,
      `Voucher ${row.number} is posted: it cannot be ${doing}. Correct it instead: a reversal is posted and a draft replacement opened.`,
    )
  }
}

/** Replaces a draft's header and lines. */
export async function updateDraft(db: Db, id: number, input: VoucherInput, actor: Actor): Promise<void> {
  const row = await lockVoucher(db, id)
  refuseUnlessDraft(row, 'edited')
  if (row.type !== input.type)
    throw new ApiError(409, `Voucher ${id} is a ${row.type} voucher, not a ${input.type} voucher.`)
  const issues: Record<string, string[]> = {}
  await checkShape(db, input, issues, await contextOf(db, input))
  if (Object.keys(issues).length > 0) throw new ValidationError(issues)
  await db.delete(voucherLine).where(eq(voucherLine.voucherId, id))
  await db
    .update(voucher)
    .set({
      date: input.date,
      branchId: input.branchId ?? null,
      narration: input.narration ?? null,
      file: input.file === undefined ? row.file : input.file,
      total: formatAmount(sumAmounts(input.lines.map((l) => l.debit))),
      updatedAt: new Date(),
      updatedBy: actor.id,
    })
    .where(eq(voucher.id, id))
  if (input.lines.length) await db.insert(voucherLine).values(lineRows(id, input, false))
}

/** Deletes a draft; a posted voucher answers 409. */
export async function deleteDraft(db: Db, id: number): Promise<void> {
  const row = await lockVoucher(db, id)
  refuseUnlessDraft(row, 'deleted')
  await db.delete(voucherLine).where(eq(voucherLine.voucherId, id))
  await db.delete(voucher).where(eq(voucher.id, id))
}

/** A stored voucher as posting input: its header and lines. */
export async function voucherInput(db: Db, row: VoucherRow): Promise<VoucherInput> {
  const lines = await db
    .select()
    .from(voucherLine)
    .where(eq(voucherLine.voucherId, row.id))
    .orderBy(asc(voucherLine.position))
  return {
    type: row.type as VoucherType,
    date: row.date,
    branchId: row.branchId,
    narration: row.narration,
    file: row.file,
    source: row.sourceType && row.sourceId ? { type: row.sourceType, id: row.sourceId } : null,
    lines: lines.map((l) => ({
      ledgerId: l.ledgerId,
      subLedgerId: l.subLedgerId,
      branchId: l.branchId,
      debit: parseAmount(l.debit) ?? 0n,
      credit: parseAmount(l.credit) ?? 0n,
      chequeNo: l.chequeNo,
      bankName: l.bankName,
      chequeDate: l.chequeDate,
      reference: l.reference,
      details: l.details,
    })),
  }
}

/** Posts a draft: its lines become the ledger's, and it is numbered when the transaction commits. */
export async function postDraft(
  db: Db,
  id: number,
  actor: Actor,
  options: Pick<PostOptions, 'now'> = {},
): Promise<Posted> {
  const row = await lockVoucher(db, id)
  refuseUnlessDraft(row, 'posted again')
  const input = await voucherInput(db, row)
  const context = await contextOf(db, input)
  const total = await checkPostable(db, input, context)
  // The draft's lines go first (the voucher is locked): the posted ones are written with it.
  await db.delete(voucherLine).where(eq(voucherLine.voucherId, id))
  const now = options.now ?? new Date()
  return writePosted(
    db,
    input,
    context,
    (fiscalYearId) => sql`
      update voucher set status = 'posted', fiscal_year_id = ${fiscalYearId}::int,
        total = ${formatAmount(total)}::numeric, posted_at = ${now}::timestamptz,
        posted_by = ${actor.id}::int, updated_at = ${now}::timestamptz, updated_by = ${actor.id}::int
      where voucher.id = ${id}::int
      returning voucher.id`,
  )
}

export interface ReverseOptions {
  /** The reversal's date; default the original's, which must then still be open. */
  date?: string
  reason?: string | null
  /** Today in the organisation's time zone: a voucher posted before it needs `mayReversePastDay`. */
  today: string
  timeZone: string
  mayReversePastDay: boolean
  /** The reversal's posted_at: the app's clock, the one `today` was read from; default the real time. */
  now?: Date
}

/**
 * Posts the reversal of a posted voucher: same series, its own number, every line's sides swapped,
 * linked to the original (`reverses_id`, unique: a voucher is reversed once).
 */
export async function reverse(db: Db, id: number, options: ReverseOptions, actor: Actor): Promise<Posted> {
  let row = await lockVoucher(db, id)
  if (row.status !== 'posted') throw new ApiError(409, `Voucher ${id} is a draft: edit or delete it instead.`)
  if (row.number === null) {
    // Posted earlier in this same transaction (the demo's books do it): the reversal names it.
    await numberNow(db)
    row = await lockVoucher(db, id)
  }
  if (row.reversesId !== null)
    throw new ApiError(409, `${row.number} is itself a reversal: post a new voucher instead.`)
  if (row.type === 'closing')
    throw new ApiError(409, `${row.number} closes a fiscal year and cannot be reversed.`)
  const [already] = await db
    .select({ number: voucher.number })
    .from(voucher)
    .where(eq(voucher.reversesId, id))
  if (already) throw new ApiError(409, `${row.number} was already reversed by ${already.number}.`)
  const postedOn = row.postedAt ? dateIn(row.postedAt, options.timeZone) : row.date
  if (postedOn < options.today && !options.mayReversePastDay) {
    throw new ApiError(
      403,
      `${row.number} was posted on ${postedOn}. Reversing a voucher posted on an earlier day needs an approver (permission voucher.reverse_past_day).`,
    )
  }
  const date = options.date ?? row.date
  if (date < row.date)
    throw new ValidationError({
      date: [`A reversal cannot be dated before the voucher it reverses (${row.date}).`],
    })
  const input = await voucherInput(db, row)
  const reason = options.reason?.trim()
  return post(
    db,
    {
      ...input,
      date,
      narration: `Reversal of ${row.number}${reason ? `: ${reason}` : ''}`,
      lines: input.lines.map((l) => ({ ...l, debit: l.credit, credit: l.debit })),
    },
    actor,
    { reversesId: id, now: options.now },
  )
}

/** Reverses a posted voucher and opens a draft replacement holding its lines, in one action. */
export async function correct(
  db: Db,
  id: number,
  options: ReverseOptions,
  actor: Actor,
): Promise<{ reversal: Posted; draftId: number }> {
  const reversal = await reverse(db, id, options, actor)
  const [row] = await db.select().from(voucher).where(eq(voucher.id, id))
  if (!row) throw new Error('The reversed voucher vanished.')
  const input = await voucherInput(db, row)
  const open = (await closedPeriodReason(db, row.date)) === null
  const draftId = await createDraft(
    db,
    { ...input, date: open ? row.date : (options.date ?? options.today) },
    actor,
    { replacesId: id },
  )
  return { reversal, draftId }
}

/** Whether any posted line uses the ledger (then it cannot be deleted or change its nature). */
export async function ledgerHasEntries(db: Db, ledgerId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: voucherLine.id })
    .from(voucherLine)
    .where(and(eq(voucherLine.ledgerId, ledgerId)))
    .limit(1)
  return Boolean(row)
}
