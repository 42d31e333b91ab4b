/**
 * The chart of accounts' masters as declared resources, at the original's paths: primary groups
 * (read-only: the five natures are the books' own), groups (a tree under the primary groups) and
 * sub-ledgers (analysis tags). Ledgers are in ledger-account-resource.ts. All are private: the
 * books are staff's business. The rules that keep entries' meaning are in chart-rules.ts.
 */
import { asc, inArray } from 'drizzle-orm'
import { defineResource, type PresentContext } from '../../resources/define.ts'
import { field } from '../../resources/fields.ts'
import { presentDefault } from '../../resources/present.ts'
import { carryRootDown, placeGroup, refuseGroupDelete, refuseNatureChange } from './chart-rules.ts'
import { accountGroup, primaryGroup, subLedgerAccount } from './tables.ts'

/** Who keeps the chart: the Accountant and the Approver write it, the Auditor reads it. */
export const CHART_GRANTS = { Accountant: 'write', Approver: 'write', Auditor: 'read' } as const

export const primaryGroupResource = defineResource({
  name: 'primary_group',
  label: 'Primary group',
  private: true,
  grants: { Accountant: 'read', Approver: 'read', Auditor: 'read' },
  admin: { nav: false },
  table: primaryGroup,
  listKey: 'primary_groups',
  unpaginatedPaths: ['without_pagination/all/'],
  orderBy: (t) => [asc(t.position), asc(t.id)],
  presentList: async (rows) =>
    rows.map((r) => ({ id: r.id, name: r.name, nature: r.nature, position: r.position })),
  presentDetail: async (r) => ({ id: r.id, name: r.name, nature: r.nature, position: r.position }),
})

type GroupRow = typeof accountGroup.$inferSelect

async function presentGroups(rows: GroupRow[], ctx: PresentContext): Promise<object[]> {
  const groupIds = [...new Set(rows.flatMap((r) => (r.parentId ? [r.parentId] : [])))]
  const primaryIds = [...new Set(rows.map((r) => r.primaryGroupId))]
  const parents = groupIds.length
    ? await ctx.db
        .select({ id: accountGroup.id, name: accountGroup.name })
        .from(accountGroup)
        .where(inArray(accountGroup.id, groupIds))
    : []
  const primaries = primaryIds.length
    ? await ctx.db
        .select({ id: primaryGroup.id, name: primaryGroup.name })
        .from(primaryGroup)
        .where(inArray(primaryGroup.id, primaryIds))
    : []
  const parentName = new Map(parents.map((p) => [p.id, p.name]))
  const primaryName = new Map(primaries.map((p) => [p.id, p.name]))
  return rows.map((r) => ({
    ...presentDefault(groupResource, r, ctx),
    // One of the two heads is set, as the original's form sends them; the root is always given too.
    head_primarygroup: r.parentId === null ? r.primaryGroupId : null,
    head_group_name: r.parentId === null ? null : (parentName.get(r.parentId) ?? null),
    head_primarygroup_name: r.parentId === null ? (primaryName.get(r.primaryGroupId) ?? null) : null,
    primary_group: r.primaryGroupId,
    primary_group_name: primaryName.get(r.primaryGroupId) ?? null,
    is_default: r.isDefault,
  }))
}

export const groupResource = defineResource({
  name: 'group',
  label: 'Group',
  private: true,
  grants: CHART_GRANTS,
  admin: {
    columns: ['name', 'head_group', 'head_primarygroup', 'updated_at'],
    nav: { group: 'accounting', icon: 'AccountTree', order: 4 },
  },
  table: accountGroup,
  listKey: 'groups',
  unpaginatedPaths: ['without_pagination/all/'],
  orderBy: (t) => [asc(t.primaryGroupId), asc(t.position), asc(t.name), asc(t.id)],
  searchParams: ['key', 'name'],
  fields: {
    name: field.text('name', { required: true, max: 200, searchable: true }),
    head_group: field.ref('parentId', 'group', {
      label: 'Head group',
      help: 'The group it sits under; leave empty to put it straight under a primary group.',
    }),
    head_primarygroup: field.ref('primaryGroupId', 'primary_group', {
      label: 'Primary group',
      help: 'Only for a group straight under a primary group (Assets, Liabilities, Income, Expenses, Fund).',
    }),
  },
  presentList: presentGroups,
  presentDetail: async (row, ctx) => (await presentGroups([row], ctx))[0] as object,
  hooks: {
    beforeCreate: async (values, ctx) => {
      // The wire input is the column values before hooks: head fields map to parentId / primaryGroupId.
      await placeGroup(
        ctx.db,
        { head_group: values.parentId, head_primarygroup: values.primaryGroupId },
        values,
        undefined,
      )
    },
    beforeUpdate: async (values, existing, ctx) => {
      await placeGroup(
        ctx.db,
        { head_group: values.parentId, head_primarygroup: values.primaryGroupId },
        values,
        existing,
      )
      await refuseNatureChange(ctx.db, existing, values.primaryGroupId)
    },
    afterWrite: async (row, _input, ctx) => carryRootDown(ctx.db, row),
    beforeDelete: async (row, ctx) => refuseGroupDelete(ctx.db, row),
  },
})

export const subLedgerResource = defineResource({
  name: 'sub_ledger_account',
  label: 'Sub-ledger',
  private: true,
  grants: CHART_GRANTS,
  admin: { nav: { group: 'accounting', icon: 'Category', order: 6 } },
  table: subLedgerAccount,
  listKey: 'sub_ledger_accounts',
  unpaginatedPaths: ['without_pagination/all/'],
  orderBy: (t) => [asc(t.name), asc(t.id)],
  searchParams: ['key', 'name'],
  fields: {
    name: field.text('name', { required: true, max: 100, searchable: true }),
    details: field.text('details', { max: 2000, multiline: true }),
  },
})
