/**
 * What posting a voucher needs to know before it writes, read in ONE statement: the ledgers its
 * lines name, the books' settings (lock date, fiscal year start) and the fiscal year holding its
 * date. Posting is the hot path of the books (bench/accounts.mjs: 8 clients at once); each round
 * trip costs the server process a query build and a socket write, and reading these one by one
 * made posting four times the statements of a raw insert.
 */
import { sql } from 'drizzle-orm'
import { type Db, queryRows } from '../../db/client.ts'
import { ensureFiscalYear, type LedgerSettings, ledgerSettings } from './fiscal-year.ts'
import type { AccountType } from './tables.ts'

export interface ContextLedger {
  id: number
  name: string
  type: AccountType
  active: boolean
}

export interface ContextYear {
  id: number
  name: string
  closed: boolean
}

export interface PostingContext {
  ledgers: Map<number, ContextLedger>
  settings: Pick<LedgerSettings, 'fiscalYearStartMonth' | 'lockDate'>
  /** The fiscal year holding the date; undefined until the first voucher dated in it posts. */
  year: ContextYear | undefined
}

interface ContextRow {
  ledgers: ContextLedger[]
  start_month: number | null
  lock_date: string | null
  year: ContextYear | null
}

export async function postingContext(db: Db, date: string, ledgerIds: number[]): Promise<PostingContext> {
  const ids = sql.join(
    [...new Set(ledgerIds)].map((id) => sql`${id}::int`),
    sql`, `,
  )
  const [row] = await queryRows<ContextRow>(
    db,
    sql`select
          (select coalesce(json_agg(json_build_object('id', a.id, 'name', a.name, 'type', a.account_type,
              'active', a.is_active)), '[]'::json)
            from ledger_account a where a.id = any(array[${ids}]::int[])) as ledgers,
          s.fiscal_year_start_month as start_month, s.lock_date::text as lock_date,
          (select json_build_object('id', f.id, 'name', f.name, 'closed', f.closed_at is not null)
            from fiscal_year f where ${date}::date between f.start_date and f.end_date) as year
        from (select 1) as one left join ledger_setting s on s.id = 1`,
  )
  if (!row) throw new Error('The posting context query returned nothing.')
  // The settings row is made with its defaults the first time anyone reads it.
  const settings =
    row.start_month === null
      ? await ledgerSettings(db)
      : { fiscalYearStartMonth: row.start_month, lockDate: row.lock_date }
  return {
    ledgers: new Map(row.ledgers.map((l) => [l.id, l])),
    settings,
    year: row.year ?? undefined,
  }
}

/** The context's fiscal year, made now if this is the first voucher dated in it. */
export async function contextYear(db: Db, date: string, context: PostingContext): Promise<ContextYear> {
  if (context.year) return context.year
  const made = await ensureFiscalYear(db, date, context.settings.fiscalYearStartMonth)
  return { id: made.id, name: made.name, closed: made.closedAt !== null }
}
