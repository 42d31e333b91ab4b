/**
 * Ledger accounts at the original's paths, with the opening balance block of its form
 * (balance_amount, balance_type, balance_date, balance_note) as virtual fields: what is entered
 * there is posted as an opening voucher (ledger-account-opening.ts) and read back from it. A ledger
 * whose entries are posted keeps its account type and its primary group, and is never deleted.
 */
import { asc, inArray } from 'drizzle-orm'
import { ApiError } from '../../http/api-error.ts'
import { ValidationError } from '../../http/validation.ts'
import { defineResource, type PresentContext, type WriteContext } from '../../resources/define.ts'
import { field } from '../../resources/fields.ts'
import { presentDefault } from '../../resources/present.ts'
import { CHART_GRANTS } from './chart-resources.ts'
import { postedLinesOn, primaryOfGroup, vouchersOnLedger } from './chart-rules.ts'
import {
  applyOpeningBalance,
  BALANCE_TYPES,
  currentOpenings,
  openingFields,
} from './ledger-account-opening.ts'
import { ACCOUNT_TYPES, accountGroup, ledgerAccount, PARTY_TYPES } from './tables.ts'

/** The opening balance fields have no column: afterWrite posts them, the presenter reads them back. */
const VIRTUAL = undefined as never

type LedgerRow = typeof ledgerAccount.$inferSelect
type Values = Record<string, unknown>

async function presentLedgers(rows: LedgerRow[], ctx: PresentContext): Promise<object[]> {
  const groupIds = [...new Set(rows.map((r) => r.groupId))]
  const groups = groupIds.length
    ? await ctx.db
        .select({ id: accountGroup.id, name: accountGroup.name })
        .from(accountGroup)
        .where(inArray(accountGroup.id, groupIds))
    : []
  const groupName = new Map(groups.map((g) => [g.id, g.name]))
  const openings = await currentOpenings(
    ctx.db,
    rows.map((r) => r.id),
  )
  return rows.map((r) => ({
    ...presentDefault(ledgerAccountResource, r, ctx),
    head_group_name: groupName.get(r.groupId) ?? null,
    is_default: r.isDefault,
    ...openingFields(openings.get(r.id)),
  }))
}

/** A party is a type and an id together (the table's check would otherwise answer a 500). */
function checkParty(values: Values, existing?: LedgerRow): void {
  const type = values.partyType === undefined ? (existing?.partyType ?? null) : values.partyType
  const id = values.partyId === undefined ? (existing?.partyId ?? null) : values.partyId
  if ((type === null) !== (id === null)) {
    const message = 'Give the party type and the party id together, or neither.'
    throw new ValidationError({ party_type: [message], party_id: [message] })
  }
}

async function refuseChangesWithEntries(ctx: WriteContext, values: Values, existing: LedgerRow) {
  const typeChanges = values.accountType !== undefined && values.accountType !== existing.accountType
  const groupMoves = values.groupId !== undefined && values.groupId !== existing.groupId
  if (!typeChanges && !groupMoves) return
  const lines = await postedLinesOn(ctx.db, existing.id)
  if (lines === 0) return
  if (typeChanges) {
    throw new ApiError(
      409,
      `Ledger "${existing.name}" has ${lines} posted entries: its account type cannot change from ${existing.accountType}, or the cash book, contra rules and reports would read those entries differently. Open a new ledger instead.`,
    )
  }
  const [from, to] = await Promise.all([
    primaryOfGroup(ctx.db, existing.groupId),
    primaryOfGroup(ctx.db, values.groupId as number),
  ])
  if (from !== to) {
    throw new ApiError(
      409,
      `Ledger "${existing.name}" has ${lines} posted entries: it cannot move to a group under another primary group, since that would change the nature of those entries.`,
    )
  }
}

export const ledgerAccountResource = defineResource({
  name: 'ledger_account',
  label: 'Ledger',
  plural: 'Chart of accounts',
  private: true,
  grants: CHART_GRANTS,
  admin: {
    columns: ['name', 'code', 'head_group', 'account_type', 'is_active'],
    filters: ['head_group', 'account_type', 'is_active'],
    nav: { group: 'accounting', icon: 'AccountBalance', order: 3 },
  },
  table: ledgerAccount,
  listKey: 'ledger_accounts',
  unpaginatedPaths: ['without_pagination/all/'],
  orderBy: (t) => [asc(t.name), asc(t.id)],
  searchParams: ['key', 'name'],
  fields: {
    name: field.text('name', { required: true, max: 100, searchable: true }),
    code: field.text('code', { max: 20, searchable: true, help: 'A short code to type in vouchers (1001).' }),
    head_group: field.ref('groupId', 'group', { required: true, label: 'Group' }),
    account_type: field.enum('accountType', ACCOUNT_TYPES, {
      help: 'Cash and bank ledgers make the cash and bank books and may be used in contra vouchers.',
    }),
    party_type: field.enum('partyType', PARTY_TYPES),
    party_id: field.int('partyId', { min: 1 }),
    details: field.text('details', { max: 2000, multiline: true }),
    is_active: field.bool('isActive', {
      label: 'Active',
      help: 'Off: kept for the records, closed to new entries.',
    }),
    balance_amount: field.decimal(VIRTUAL, {
      label: 'Opening balance',
      min: 0,
      help: 'Posted as an opening voucher (OB) against "Opening Balance Difference".',
    }),
    balance_type: field.enum(VIRTUAL, BALANCE_TYPES, {
      label: 'Opening balance side',
      help: 'debtors: a debit balance; creditors: a credit balance.',
    }),
    balance_date: field.date(VIRTUAL, { label: 'Opening balance date' }),
    balance_note: field.text(VIRTUAL, { max: 500, label: 'Remarks' }),
  },
  presentList: presentLedgers,
  presentDetail: async (row, ctx) => (await presentLedgers([row], ctx))[0] as object,
  hooks: {
    beforeCreate: async (values) => checkParty(values),
    beforeUpdate: async (values, existing, ctx) => {
      checkParty(values, existing)
      await refuseChangesWithEntries(ctx, values, existing)
    },
    afterWrite: async (row, input, ctx) => applyOpeningBalance(ctx.db, row, input, ctx.actorId),
    beforeDelete: async (row, ctx) => {
      if (row.isDefault) {
        throw new ApiError(409, `Ledger "${row.name}" is one the books themselves use: it cannot be deleted.`)
      }
      const vouchers = await vouchersOnLedger(ctx.db, row.id)
      if (vouchers > 0) {
        throw new ApiError(
          409,
          `Ledger "${row.name}" is used by ${vouchers} voucher(s) (its opening balance counts): a ledger with entries is kept for the records. Mark it inactive to close it to new entries.`,
        )
      }
    },
  },
})
