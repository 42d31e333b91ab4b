/**
 * The stock ledger: the one way stock moves (ADR 025). Purchases, orders, returns, adjustments and
 * transfers call `recordMovements` inside their own transaction; nothing else writes
 * stock_movement or stock_level.
 *
 * Recording locks each product's stock level in each branch it touches (in a fixed order, so two
 * transactions never wait on each other in a circle), values each movement by moving average at
 * its date (stock-valuation.ts), inserts it, and, when it is back-dated, recomputes the valuation of
 * every later movement of the chain, and of chains valued from them (a transfer's other branch, a
 * sale returned elsewhere). A later movement whose value changed is booked by a stock revaluation
 * journal per date, against the ledger its own posting used (cost of goods for sales and their
 * returns, stock adjustments for adjustments and purchase returns; a transfer's two sides offset),
 * so the stock ledger's value stays equal to the stock account on every date. The caller books the
 * new movements' own values (it knows the other side: the vendor, the sale) and then names its
 * voucher on them with `attachVoucher`.
 *
 * Stock below zero is refused unless the branch allows it; the database checks the same at commit
 * (migration 0020), and that every movement follows from the one before it.
 */
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm'
import { formatAmount, type Paisa, parseAmount } from '../../../common/money.ts'
import { formatQuantity, type Milli, quantityOf } from '../../../common/quantity.ts'
import { type Db, queryRows } from '../../db/client.ts'
import { ApiError } from '../../http/api-error.ts'
import { type Actor, type LineInput, post } from '../ledger/service.ts'
import { storesLedgers } from './settings.ts'
import {
  after,
  EMPTY,
  movementValue,
  type Position,
  type Pricing,
  type Rate,
  valueAt,
} from './stock-valuation.ts'
import { type MovementKind, stockBranchSetting, stockLevel, stockMovement } from './tables.ts'

export interface MovementInput {
  productId: number
  branchId: number
  /** YYYY-MM-DD: may be earlier than movements already recorded (back-dated). */
  date: string
  kind: MovementKind
  /** Signed thousandths: positive in, negative out. */
  quantity: Milli
  /** A document-priced inflow: its unit cost (ten-thousandths of a Taka)… */
  unitCost?: Rate
  /** …or its exact value in paisa (a purchase line's share of the bill). */
  value?: Paisa
  /** A sale return's sale movement, a transfer in's transfer out: the value comes from it. */
  valuedFromId?: number
  reason?: string | null
  source?: { type: string; id: number } | null
}

export interface RecordedMovement {
  id: number
  productId: number
  branchId: number
  date: string
  kind: MovementKind
  quantity: Milli
  /** Signed value in paisa: positive in, negative out. */
  value: Paisa
  /**
   * A document-priced inflow's own value (what its bill says), else null. It differs from `value`
   * when the inflow filled a shortfall of negative stock: the poster books the difference to
   * stock adjustments.
   */
  documentValue: Paisa | null
}

interface MovementRow {
  id: number
  productId: number
  branchId: number
  date: string
  kind: MovementKind
  quantity: string
  value: string
  quantityAfter: string
  valueAfter: string
  rateAfter: string
  unitCost: string | null
  documentValue: string | null
  valuedFromId: number | null
}

const paisaOf = (text: string): Paisa => parseAmount(text) ?? 0n
/** numeric(18,4) text → ten-thousandths. */
export function rateOfText(text: string): Rate {
  const [whole = '0', fraction = ''] = text.replace('-', '').split('.')
  const abs = BigInt(whole) * 10_000n + BigInt(fraction.padEnd(4, '0').slice(0, 4) || '0')
  return text.startsWith('-') ? -abs : abs
}
export function formatRate(rate: Rate): string {
  const negative = rate < 0n
  const abs = negative ? -rate : rate
  return `${negative ? '-' : ''}${abs / 10_000n}.${(abs % 10_000n).toString().padStart(4, '0')}`
}

const positionOf = (row: MovementRow | undefined): Position =>
  row
    ? {
        quantity: quantityOf(row.quantityAfter),
        value: paisaOf(row.valueAfter),
        rate: rateOfText(row.rateAfter),
      }
    : EMPTY

const chainKey = (productId: number, branchId: number) => `${productId}:${branchId}`

const movementColumns = {
  id: stockMovement.id,
  productId: stockMovement.productId,
  branchId: stockMovement.branchId,
  date: stockMovement.date,
  kind: stockMovement.kind,
  quantity: stockMovement.quantity,
  value: stockMovement.value,
  quantityAfter: stockMovement.quantityAfter,
  valueAfter: stockMovement.valueAfter,
  rateAfter: stockMovement.rateAfter,
  unitCost: stockMovement.unitCost,
  documentValue: stockMovement.documentValue,
  valuedFromId: stockMovement.valuedFromId,
}

/**
 * Locks the stock levels of the given chains, in (product, branch) order, making missing rows:
 * from here to commit no other transaction moves or reserves those products in those branches.
 */
export async function lockChains(db: Db, chains: readonly { productId: number; branchId: number }[]) {
  const unique = [...new Map(chains.map((c) => [chainKey(c.productId, c.branchId), c])).values()].sort(
    (a, b) => a.productId - b.productId || a.branchId - b.branchId,
  )
  for (const c of unique) {
    await db.insert(stockLevel).values({ productId: c.productId, branchId: c.branchId }).onConflictDoNothing()
    await queryRows(
      db,
      sql`select 1 from ${stockLevel} where ${stockLevel.productId} = ${c.productId} and ${stockLevel.branchId} = ${c.branchId} for update`,
    )
  }
}

/** The quantity and value of a product in a branch as of the end of a date (or now). */
export async function positionAt(
  db: Db,
  productId: number,
  branchId: number,
  date?: string,
): Promise<Position> {
  const [row] = await db
    .select(movementColumns)
    .from(stockMovement)
    .where(
      and(
        eq(stockMovement.productId, productId),
        eq(stockMovement.branchId, branchId),
        date ? sql`${stockMovement.date} <= ${date}::date` : undefined,
      ),
    )
    .orderBy(sql`${stockMovement.date} desc, ${stockMovement.id} desc`)
    .limit(1)
  return positionOf(row as MovementRow | undefined)
}

async function negativeAllowed(db: Db, branchId: number): Promise<boolean> {
  const [row] = await db
    .select({ allow: stockBranchSetting.allowNegativeStock })
    .from(stockBranchSetting)
    .where(eq(stockBranchSetting.branchId, branchId))
  return row?.allow ?? false
}

/** How a stored movement is valued when its chain is recomputed: by its document's value, if it has one. */
async function pricingOf(db: Db, row: MovementRow, recomputed: Map<number, Paisa>): Promise<Pricing> {
  if (row.documentValue !== null) return { by: 'document', value: paisaOf(row.documentValue) }
  if (row.valuedFromId !== null) return sourcePricing(db, row.valuedFromId, recomputed)
  return { by: 'chain' }
}

async function sourcePricing(db: Db, sourceId: number, recomputed: Map<number, Paisa>): Promise<Pricing> {
  const [source] = await db
    .select({ value: stockMovement.value, quantity: stockMovement.quantity })
    .from(stockMovement)
    .where(eq(stockMovement.id, sourceId))
  if (!source) throw new ApiError(400, `Stock movement ${sourceId} does not exist.`)
  return {
    by: 'source',
    value: recomputed.get(sourceId) ?? paisaOf(source.value),
    quantity: -quantityOf(source.quantity),
  }
}

interface Revalued {
  id: number
  branchId: number
  date: string
  kind: MovementKind
  /** New value − old value: the change in the stock's value. */
  delta: Paisa
}

/**
 * Re-values a chain's movements after (date, id) from the position at that point, writing those
 * whose valuation changed. Returns the movements whose value changed.
 */
async function recompute(
  db: Db,
  productId: number,
  branchId: number,
  from: { date: string; id: number },
  start: Position,
  recomputed: Map<number, Paisa>,
): Promise<{ revalued: Revalued[]; last: Position; lowest: { quantity: Milli; date: string } | null }> {
  const rows = (await db
    .select(movementColumns)
    .from(stockMovement)
    .where(
      and(
        eq(stockMovement.productId, productId),
        eq(stockMovement.branchId, branchId),
        sql`(${stockMovement.date}, ${stockMovement.id}) > (${from.date}::date, ${from.id}::int)`,
      ),
    )
    .orderBy(asc(stockMovement.date), asc(stockMovement.id))) as MovementRow[]
  const revalued: Revalued[] = []
  const changed: { id: number; value: Paisa; position: Position }[] = []
  let position = start
  let lowest: { quantity: Milli; date: string } | null = null
  for (const row of rows) {
    const quantity = quantityOf(row.quantity)
    const oldValue = paisaOf(row.value)
    const value = movementValue(position, quantity, await pricingOf(db, row, recomputed))
    position = after(position, quantity, value)
    if (position.quantity < 0n && (lowest === null || position.quantity < lowest.quantity))
      lowest = { quantity: position.quantity, date: row.date }
    const stored = positionOf(row)
    if (
      value !== oldValue ||
      stored.quantity !== position.quantity ||
      stored.value !== position.value ||
      stored.rate !== position.rate
    ) {
      changed.push({ id: row.id, value, position })
    }
    if (value !== oldValue) {
      recomputed.set(row.id, value)
      revalued.push({ id: row.id, branchId, date: row.date, kind: row.kind, delta: value - oldValue })
    }
  }
  await writeValuations(db, changed)
  return { revalued, last: position, lowest }
}

/** Rows per UPDATE: a statement's parameters stay far below PostgreSQL's 65,535. */
const VALUATION_BATCH = 1000

/**
 * Writes recomputed valuations in a few statements instead of one per movement: a back-dated
 * receipt before a thousand later movements is then a couple of round trips, not a thousand. The
 * chain's deferred check still sees every written row at commit.
 */
async function writeValuations(db: Db, changed: readonly { id: number; value: Paisa; position: Position }[]) {
  for (let i = 0; i < changed.length; i += VALUATION_BATCH) {
    const rows = changed
      .slice(i, i + VALUATION_BATCH)
      .map(
        (c) =>
          sql`(${c.id}::int, ${formatAmount(c.value)}::numeric, ${formatQuantity(c.position.quantity)}::numeric, ${formatAmount(c.position.value)}::numeric, ${formatRate(c.position.rate)}::numeric)`,
      )
    await db.execute(sql`
      update stock_movement as m
         set value = v.value, quantity_after = v.quantity_after, value_after = v.value_after, rate_after = v.rate_after
        from (values ${sql.join(rows, sql`, `)}) as v(id, value, quantity_after, value_after, rate_after)
       where m.id = v.id`)
  }
}

async function saveLevel(db: Db, productId: number, branchId: number) {
  const last = await positionAt(db, productId, branchId)
  await db
    .update(stockLevel)
    .set({ quantity: formatQuantity(last.quantity), value: formatAmount(last.value) })
    .where(and(eq(stockLevel.productId, productId), eq(stockLevel.branchId, branchId)))
}

/** A 409 naming the product and the branch as staff know them, and the day stock would go below zero. */
async function refuseNegative(
  db: Db,
  productId: number,
  branchId: number,
  quantity: Milli,
  date: string,
): Promise<never> {
  const [names] = await queryRows<{ product: string | null; branch: string | null }>(
    db,
    sql`select (select name || ' (' || sku || ')' from product where id = ${productId}) as product,
               (select name from branch where id = ${branchId}) as branch`,
  )
  throw new ApiError(
    409,
    `Not enough stock: ${names?.product ?? `product ${productId}`} in ${names?.branch ?? `branch ${branchId}`} would fall to ${formatQuantity(quantity)} on ${date}, and the branch does not allow negative stock.`,
  )
}

const INFLOW_KINDS: readonly MovementKind[] = ['opening', 'purchase', 'sale_return', 'transfer_in']
const OUTFLOW_KINDS: readonly MovementKind[] = ['purchase_return', 'sale', 'transfer_out']

/** What the caller must get right; the database's checks say the same, less kindly. */
function checkInput(input: MovementInput): void {
  if (input.quantity === 0n) throw new ApiError(400, 'A stock movement moves a quantity other than zero.')
  if (INFLOW_KINDS.includes(input.kind) && input.quantity < 0n)
    throw new ApiError(400, `A ${input.kind} movement brings stock in: its quantity is positive.`)
  if (OUTFLOW_KINDS.includes(input.kind) && input.quantity > 0n)
    throw new ApiError(400, `A ${input.kind} movement takes stock out: its quantity is negative.`)
  const priced = input.value !== undefined || input.unitCost !== undefined
  if ((input.kind === 'purchase' || input.kind === 'opening') && !priced)
    throw new ApiError(400, `A ${input.kind} movement needs its unit cost.`)
  if (input.kind === 'adjustment' && input.value !== undefined)
    throw new ApiError(400, 'An adjustment is priced by a unit cost, not a value.')
  if (priced && input.quantity < 0n)
    throw new ApiError(400, 'Stock going out is valued by the stock, not priced.')
}

/**
 * Records movements in order, each valued at its date; returns each one's id and value. Runs in
 * the caller's transaction.
 */
export async function recordMovements(
  db: Db,
  inputs: readonly MovementInput[],
  actor: Actor,
): Promise<RecordedMovement[]> {
  if (inputs.length === 0) return []
  await lockChains(db, inputs)
  const recomputed = new Map<number, Paisa>()
  const recorded: RecordedMovement[] = []
  const revalued: Revalued[] = []
  const touched = new Map<string, { productId: number; branchId: number }>()
  for (const input of inputs) {
    checkInput(input)
    const before = await positionAt(db, input.productId, input.branchId, input.date)
    const pricing: Pricing =
      input.valuedFromId !== undefined
        ? await sourcePricing(db, input.valuedFromId, recomputed)
        : input.value !== undefined
          ? { by: 'document', value: input.value }
          : input.unitCost !== undefined
            ? { by: 'document', value: valueAt(input.quantity, input.unitCost) }
            : { by: 'chain' }
    const value = movementValue(before, input.quantity, pricing)
    const position = after(before, input.quantity, value)
    const documentValue = pricing.by === 'document' ? pricing.value : null
    const [row] = await db
      .insert(stockMovement)
      .values({
        productId: input.productId,
        branchId: input.branchId,
        date: input.date,
        kind: input.kind,
        quantity: formatQuantity(input.quantity),
        value: formatAmount(value),
        quantityAfter: formatQuantity(position.quantity),
        valueAfter: formatAmount(position.value),
        rateAfter: formatRate(position.rate),
        unitCost: input.unitCost === undefined ? null : formatRate(input.unitCost),
        documentValue: documentValue === null ? null : formatAmount(documentValue),
        valuedFromId: input.valuedFromId ?? null,
        reason: input.reason ?? null,
        sourceType: input.source?.type ?? null,
        sourceId: input.source?.id ?? null,
        createdBy: actor.id,
      })
      .returning({ id: stockMovement.id })
    if (!row) throw new ApiError(500, 'The stock movement was not written.')
    recorded.push({
      id: row.id,
      productId: input.productId,
      branchId: input.branchId,
      date: input.date,
      kind: input.kind,
      quantity: input.quantity,
      value,
      documentValue,
    })
    touched.set(chainKey(input.productId, input.branchId), input)
    const allowNegative = await negativeAllowed(db, input.branchId)
    if (position.quantity < 0n && !allowNegative)
      await refuseNegative(db, input.productId, input.branchId, position.quantity, input.date)
    // Later movements of this chain, and chains valued from any that changed.
    const queue: {
      productId: number
      branchId: number
      from: { date: string; id: number }
      start: Position
    }[] = [
      {
        productId: input.productId,
        branchId: input.branchId,
        from: { date: input.date, id: row.id },
        start: position,
      },
    ]
    while (queue.length > 0) {
      const next = queue.shift() as (typeof queue)[number]
      const result = await recompute(db, next.productId, next.branchId, next.from, next.start, recomputed)
      if (result.lowest && !(await negativeAllowed(db, next.branchId)))
        await refuseNegative(db, next.productId, next.branchId, result.lowest.quantity, result.lowest.date)
      revalued.push(...result.revalued)
      touched.set(chainKey(next.productId, next.branchId), next)
      const changedIds = result.revalued.map((r) => r.id)
      if (changedIds.length === 0) continue
      const dependants = (await db
        .select(movementColumns)
        .from(stockMovement)
        .where(inArray(stockMovement.valuedFromId, changedIds))) as MovementRow[]
      for (const d of dependants) {
        if (d.productId === next.productId && d.branchId === next.branchId) continue // already walked
        await lockChains(db, [d])
        const previous = await rowBefore(db, d)
        queue.push({
          productId: d.productId,
          branchId: d.branchId,
          from: previous ? { date: previous.date, id: previous.id } : { date: '0001-01-01', id: 0 },
          start: positionOf(previous),
        })
      }
    }
  }
  for (const chain of touched.values()) await saveLevel(db, chain.productId, chain.branchId)
  await postRevaluations(db, revalued, recorded[0] as RecordedMovement, actor)
  return recorded
}

/** The movement just before a stored one in its chain. */
async function rowBefore(db: Db, row: MovementRow): Promise<MovementRow | undefined> {
  const [previous] = (await db
    .select(movementColumns)
    .from(stockMovement)
    .where(
      and(
        eq(stockMovement.productId, row.productId),
        eq(stockMovement.branchId, row.branchId),
        sql`(${stockMovement.date}, ${stockMovement.id}) < (${row.date}::date, ${row.id}::int)`,
      ),
    )
    .orderBy(sql`${stockMovement.date} desc, ${stockMovement.id} desc`)
    .limit(1)) as MovementRow[]
  return previous
}

/**
 * Books the changed values of later movements: one journal per date, the stock ledger by branch
 * against the ledger each kind of movement is booked to (transfers offset between branches).
 */
async function postRevaluations(
  db: Db,
  revalued: readonly Revalued[],
  cause: RecordedMovement,
  actor: Actor,
) {
  if (revalued.length === 0) return
  const ledgers = await storesLedgers(db)
  const byDate = new Map<string, Map<string, { ledgerId: number; branchId: number; amount: Paisa }>>()
  const add = (date: string, ledgerId: number, branchId: number, amount: Paisa) => {
    const lines = byDate.get(date) ?? new Map()
    byDate.set(date, lines)
    const key = `${ledgerId}:${branchId}`
    const line = lines.get(key) ?? { ledgerId, branchId, amount: 0n }
    line.amount += amount
    lines.set(key, line)
  }
  // A transfer's two sides offset each other, except where the goods filled a shortfall of negative
  // stock at the receiving branch (stock-valuation.ts): what is left over goes to stock adjustments
  // there (at the giving branch when only the transfer out was re-valued).
  const transfers = new Map<string, { branchId: number; left: Paisa }>()
  for (const r of revalued) {
    add(r.date, ledgers.stock, r.branchId, r.delta)
    if (r.kind === 'transfer_in' || r.kind === 'transfer_out') {
      const left = transfers.get(r.date) ?? { branchId: r.branchId, left: 0n }
      transfers.set(r.date, {
        branchId: r.kind === 'transfer_in' ? r.branchId : left.branchId,
        left: left.left + r.delta,
      })
      continue
    }
    const counter = r.kind === 'sale' || r.kind === 'sale_return' ? ledgers.costOfGoods : ledgers.adjustment
    add(r.date, counter, r.branchId, -r.delta)
  }
  for (const [date, { branchId, left }] of transfers) add(date, ledgers.adjustment, branchId, -left)
  for (const [date, lines] of [...byDate.entries()].sort(([a], [b]) => a.localeCompare(b))) {
    const voucherLines: LineInput[] = [...lines.values()]
      .filter((l) => l.amount !== 0n)
      .map((l) => ({
        ledgerId: l.ledgerId,
        branchId: l.branchId,
        debit: l.amount > 0n ? l.amount : 0n,
        credit: l.amount < 0n ? -l.amount : 0n,
      }))
    if (voucherLines.length === 0) continue
    await post(
      db,
      {
        type: 'journal',
        date,
        narration: `Stock revaluation: movements of ${date} re-valued at moving-average cost after a movement dated ${cause.date} was recorded before them.`,
        lines: voucherLines,
        source: { type: 'stock_revaluation', id: cause.id },
      },
      actor,
    )
  }
}

/** Names the voucher that booked movements (set once; the database refuses a second). */
export async function attachVoucher(
  db: Db,
  movementIds: readonly number[],
  voucherId: number,
): Promise<void> {
  if (movementIds.length === 0) return
  await db
    .update(stockMovement)
    .set({ voucherId })
    .where(and(inArray(stockMovement.id, [...movementIds]), isNull(stockMovement.voucherId)))
}

/** What products hold in a branch now (their stock levels). */
export async function levelsOf(
  db: Db,
  productIds: readonly number[],
  branchId: number,
): Promise<Map<number, { quantity: Milli; value: Paisa }>> {
  if (productIds.length === 0) return new Map()
  const rows = await db
    .select({ productId: stockLevel.productId, quantity: stockLevel.quantity, value: stockLevel.value })
    .from(stockLevel)
    .where(and(inArray(stockLevel.productId, [...productIds]), eq(stockLevel.branchId, branchId)))
  return new Map(
    rows.map((r) => [r.productId, { quantity: quantityOf(r.quantity), value: paisaOf(r.value) }]),
  )
}
