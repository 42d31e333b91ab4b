import { asc, type SQL, sql } from 'drizzle-orm'
import { MEMBER_STATUSES, type MemberStatus } from '../../../common/membership-status.ts'
import { ApiError, truncate } from '../../http/api-error.ts'
import { defineResource, type PresentContext, type Row } from '../../resources/define.ts'
import { field } from '../../resources/fields.ts'
import { presentDefault } from '../../resources/present.ts'
import { addressFields } from '../org/address-service.ts'
import { inArrearsSql } from './dues-arrears-sql.ts'
import { duesStandings, presentArrears, presentType } from './dues-standing.ts'
import { memberHooks } from './member-rules.ts'
import { memberStatuses, todayOf } from './member-status-service.ts'
import { memberStatusSql, outerMemberId } from './status-sql.ts'
import { GENDERS, member, membership } from './tables.ts'

/** The query's value of a parameter (the last when repeated), undefined when absent or empty. */
function param(query: Record<string, unknown>, name: string): string | undefined {
  const raw = query[name]
  const value = Array.isArray(raw) ? raw.at(-1) : raw
  return value === undefined || value === null || value === '' ? undefined : String(value)
}

/** Members with a period (of any state) in the type. */
function ofType(text: string): SQL {
  if (!/^\d{1,9}$/.test(text) || Number(text) < 1)
    throw new ApiError(
      400,
      `membership_type must be the id of a membership type, not "${truncate(text, 30)}".`,
    )
  return sql`EXISTS (SELECT 1 FROM ${membership} WHERE ${membership.memberId} = ${outerMemberId} AND ${membership.membershipTypeId} = ${Number(text)})`
}

/**
 * Members, with their number, status and the rule that decided it, the type their dues are
 * collected in and their arrears today (never stored: computed).
 */
async function presentMembers(rows: Row<typeof member>[], ctx: PresentContext): Promise<object[]> {
  const [statuses, standings] = await Promise.all([
    memberStatuses(ctx, rows),
    duesStandings(
      ctx.db,
      rows.map((r) => r.id),
      todayOf(ctx),
    ),
  ])
  return rows.map((r) => {
    const { id, ...fields } = presentDefault(memberResource, r, ctx) as {
      id: number
    }
    const status = statuses.get(r.id)
    const standing = standings.get(r.id)
    return {
      id,
      member_number: r.memberNumber,
      ...fields,
      status: status?.status,
      status_rule: status?.rule,
      dues_type: standing?.type ? presentType(standing.type) : null,
      arrears: standing ? presentArrears(standing.arrears, standing.type) : null,
    }
  })
}

/** ?in_arrears=true|false. */
function arrearsFilter(text: string, today: string): SQL {
  if (text !== 'true' && text !== 'false')
    throw new ApiError(400, `in_arrears must be true or false (got "${truncate(text, 30)}").`)
  return text === 'true' ? inArrearsSql(today) : sql`NOT ${inArrearsSql(today)}`
}

/**
 * A member of the organisation (the original's Member, at its paths and with its JSON keys).
 * Personal data: every route needs a permission, none is public.
 */
export const memberResource = defineResource({
  name: 'member',
  label: 'Member',
  private: true,
  grants: { Accountant: 'read', Approver: 'read', Auditor: 'read' },
  admin: {
    columns: ['image', 'first_name', 'last_name', 'primary_phone', 'thana', 'joined_date'],
    sort: { field: 'first_name', order: 'ASC' },
    filters: ['gender', 'division', 'city', 'thana', 'joined_date'],
    recordRepresentation: 'first_name',
    nav: { group: 'membership', icon: 'CardMembership' },
  },
  table: member,
  listKey: 'members',
  unpaginatedPaths: ['without_pagination/all/'],
  orderBy: (t) => [asc(t.firstName), asc(t.lastName), asc(t.id)],
  searchParams: ['key'],
  fields: {
    first_name: field.text('firstName', { required: true, max: 100, searchable: true }),
    last_name: field.text('lastName', { max: 100, nullable: false, searchable: true }),
    father_name: field.text('fatherName', { max: 200, label: 'Father’s name', searchable: true }),
    mother_name: field.text('motherName', { max: 200, label: 'Mother’s name' }),
    spouse_name: field.text('spouseName', { max: 200, label: 'Spouse’s name' }),
    date_of_birth: field.date('dateOfBirth'),
    gender: field.enum('gender', GENDERS),
    religion: field.text('religion', { max: 50 }),
    profession: field.text('profession', { max: 100 }),
    nid: field.text('nid', {
      max: 17,
      label: 'National ID',
      help: '10, 13 or 17 digits.',
      searchable: true,
    }),
    primary_phone: field.text('primaryPhone', {
      max: 20,
      label: 'Mobile',
      help: 'A Bangladeshi mobile number: 01712-345678 or +8801712345678.',
      searchable: true,
    }),
    secondary_phone: field.text('secondaryPhone', { max: 20, label: 'Second mobile' }),
    email: field.email('email', { searchable: true }),
    image: field.file('image', { accept: ['image'], dir: 'members' }, { label: 'Photo' }),
    ...addressFields(),
    union: field.ref('unionId', 'union', { dependsOn: { field: 'thana', param: 'thana' } }),
    post_office: field.text('postOffice', { max: 100 }),
    village: field.text('village', { max: 100, searchable: true }),
    user: field.ref('userId', 'user', {
      label: 'Site account',
      help: 'The member’s own account on the site, if they have one.',
    }),
    joined_date: field.date('joinedDate', { nullable: false, help: 'Default: today.' }),
    note: field.text('note', { multiline: true, max: 5000 }),
  },
  hooks: memberHooks(),
  filters(query, ctx): SQL | undefined {
    const conditions: SQL[] = []
    const status = param(query, 'status')
    if (status !== undefined) {
      if (!MEMBER_STATUSES.includes(status as MemberStatus))
        throw new ApiError(
          400,
          `status must be one of: ${MEMBER_STATUSES.join(', ')} (got "${truncate(status, 30)}").`,
        )
      conditions.push(sql`${memberStatusSql(todayOf(ctx))} = ${status}`)
    }
    const type = param(query, 'membership_type')
    if (type !== undefined) conditions.push(ofType(type))
    const arrears = param(query, 'in_arrears')
    if (arrears !== undefined) conditions.push(arrearsFilter(arrears, todayOf(ctx)))
    return conditions.length === 0 ? undefined : sql.join(conditions, sql` AND `)
  },
  presentList: presentMembers,
  presentDetail: async (row, ctx) => (await presentMembers([row], ctx))[0] as object,
})
