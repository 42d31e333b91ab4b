/**
 * The chart of accounts at the original's paths (issue 13, item 1): the masters' CRUD, the group
 * tree's rules, opening balances as OB vouchers, the rules that keep posted entries' meaning, the
 * ledger form's extra routes, the chart tree's balances, and who may read and write.
 */
import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { roleIdByName } from '../../server/auth/permissions.ts'
import { users } from '../../server/db/schema.ts'
import { hashPassword } from '../../server/lib/passwords.ts'
import { CASH_LEDGER, OPENING_DIFFERENCE_LEDGER } from '../../server/modules/ledger/chart-seed.ts'
import {
  accountGroup,
  ledgerAccount,
  primaryGroup,
  voucher,
  voucherLine,
} from '../../server/modules/ledger/tables.ts'
import { signIn, testAccounts } from '../support/accounts.ts'
import { createTestApp } from '../support/test-app.ts'
import { postAlone, twoLines } from '../support/two-line-vouchers.ts'

let t: Awaited<ReturnType<typeof createTestApp>>
let as: Awaited<ReturnType<typeof testAccounts>>
let auditor: Record<string, string>
let primaries: Map<string, number>
let groups: Map<string, number>
let cash: number

const path = (resource: string, rest: string) => `/${resource}/api/v1/${resource}/${rest}`

beforeAll(async () => {
  t = await createTestApp()
  as = await testAccounts(t.app, t.db)
  const password = 'auditor test password'
  await t.db.insert(users).values({
    email: 'auditor.test@kizuna.example',
    firstName: 'Aude',
    passwordHash: await hashPassword(password),
    roleId: (await roleIdByName(t.db, 'Auditor')) ?? null,
  })
  auditor = await signIn(t.app, 'auditor.test@kizuna.example', password)
  primaries = new Map((await t.db.select().from(primaryGroup)).map((p) => [p.name, p.id]))
  groups = new Map((await t.db.select().from(accountGroup)).map((g) => [g.name, g.id]))
  const [c] = await t.db.select().from(ledgerAccount).where(eq(ledgerAccount.name, CASH_LEDGER))
  cash = c?.id as number
})
afterAll(() => t?.close())

const send = (
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'GET',
  url: string,
  payload?: object,
  headers = as.admin,
) => t.app.inject({ method, url, payload, headers })

/** A cash receipt credited to the ledger: an entry that fixes its nature. */
const postOn = (ledgerId: number) =>
  postAlone(t.db, { type: 'receipt', date: '2026-08-01', lines: twoLines(cash, ledgerId, 100_00n) })

describe('primary groups', () => {
  it('lists the five natures, read-only', async () => {
    const list = await send('GET', path('primary_group', 'without_pagination/all/'))
    expect(list.statusCode).toBe(200)
    expect(list.json().primary_groups.map((p: { nature: string }) => p.nature)).toEqual([
      'asset',
      'liability',
      'income',
      'expense',
      'fund',
    ])
    const one = await send('GET', path('primary_group', String(primaries.get('Assets'))))
    expect(one.json()).toMatchObject({ name: 'Assets', nature: 'asset' })
    expect((await send('POST', path('primary_group', 'create/'), { name: 'Equity' })).statusCode).toBe(404)
  })
})

describe('groups', () => {
  let id: number

  it('creates under a primary group and under a group, naming both heads', async () => {
    const top = await send('POST', path('group', 'create/'), {
      name: 'Grants Receivable',
      head_primarygroup: primaries.get('Assets'),
    })
    expect(top.statusCode).toBe(201)
    expect(top.json()).toMatchObject({ head_group: null, head_primarygroup_name: 'Assets' })
    id = top.json().id
    const under = await send('POST', path('group', 'create/'), {
      name: 'Government Grants',
      head_group: id,
    })
    expect(under.statusCode).toBe(201)
    expect(under.json()).toMatchObject({
      head_group: id,
      head_group_name: 'Grants Receivable',
      head_primarygroup: null,
      primary_group_name: 'Assets',
    })
  })

  it('needs exactly one head', async () => {
    const neither = await send('POST', path('group', 'create/'), { name: 'Floating' })
    expect(neither.statusCode).toBe(400)
    expect(Object.keys(neither.json())).toEqual(expect.arrayContaining(['head_group', 'head_primarygroup']))
    const both = await send('POST', path('group', 'create/'), {
      name: 'Both',
      head_group: id,
      head_primarygroup: primaries.get('Assets'),
    })
    expect(both.statusCode).toBe(400)
  })

  it('refuses a cycle', async () => {
    const [child] = await t.db.select().from(accountGroup).where(eq(accountGroup.name, 'Government Grants'))
    const self = await send('PUT', path('group', `update/${id}`), { head_group: id })
    expect(self.statusCode).toBe(400)
    const below = await send('PUT', path('group', `update/${id}`), { head_group: child?.id })
    expect(below.statusCode).toBe(400)
    expect(below.json().head_group[0]).toMatch(/under itself/)
  })

  it('moves across primary groups while empty, carrying its subgroups; refused once entries are posted', async () => {
    const moved = await send('PUT', path('group', `update/${id}`), {
      head_primarygroup: primaries.get('Income'),
    })
    expect(moved.statusCode).toBe(200)
    const [child] = await t.db.select().from(accountGroup).where(eq(accountGroup.name, 'Government Grants'))
    expect(child?.primaryGroupId).toBe(primaries.get('Income'))
    const ledger = await send('POST', path('ledger_account', 'create/'), {
      name: 'Grant from the Ministry',
      head_group: child?.id,
      account_type: 'income',
    })
    expect(ledger.statusCode).toBe(201)
    await postOn(ledger.json().id)
    const refused = await send('PUT', path('group', `update/${id}`), {
      head_primarygroup: primaries.get('Assets'),
    })
    expect(refused.statusCode).toBe(409)
    expect(refused.json().detail).toMatch(/change the nature/)
    const within = await send('PUT', path('group', `update/${id}`), {
      head_group: groups.get('Indirect Incomes'),
    })
    expect(within.statusCode).toBe(200)
  })

  it('refuses deleting a standard group or one in use, and deletes an empty one', async () => {
    const standard = await send('DELETE', path('group', `delete/${groups.get('Sundry Debtors')}`))
    expect(standard.statusCode).toBe(409)
    const inUse = await send('DELETE', path('group', `delete/${id}`))
    expect(inUse.statusCode).toBe(409)
    expect(inUse.json().detail).toMatch(/subgroup/)
    const empty = await send('POST', path('group', 'create/'), {
      name: 'Empty',
      head_group: groups.get('Fixed Assets'),
    })
    expect((await send('DELETE', path('group', `delete/${empty.json().id}`))).statusCode).toBe(200)
  })
})

describe('ledgers and opening balances', () => {
  let id: number

  async function openingVouchers(ledgerId: number) {
    return t.db
      .select()
      .from(voucher)
      .where(
        and(
          eq(voucher.type, 'opening'),
          eq(voucher.sourceType, 'ledger_account'),
          eq(voucher.sourceId, ledgerId),
        ),
      )
  }

  it('posts the opening balance as an OB voucher against Opening Balance Difference', async () => {
    const created = await send('POST', path('ledger_account', 'create/'), {
      name: 'Advance to Staff',
      head_group: groups.get('Loans and Advances (Asset)'),
      account_type: 'receivable',
      balance_amount: '1500.00',
      balance_type: 'debtors',
      balance_date: '2026-07-01',
      balance_note: 'Brought forward',
    })
    expect(created.statusCode).toBe(201)
    id = created.json().id
    expect(created.json()).toMatchObject({
      balance_amount: '1500.00',
      balance_type: 'debtors',
      balance_date: '2026-07-01',
      balance_note: 'Brought forward',
    })
    const [ob] = await openingVouchers(id)
    expect(ob?.number).toMatch(/^OB-2026-27-\d{6}$/)
    const lines = await t.db
      .select({ ledger: ledgerAccount.name, debit: voucherLine.debit, credit: voucherLine.credit })
      .from(voucherLine)
      .innerJoin(ledgerAccount, eq(ledgerAccount.id, voucherLine.ledgerId))
      .where(eq(voucherLine.voucherId, ob?.id as number))
    expect(lines).toEqual(
      expect.arrayContaining([
        { ledger: 'Advance to Staff', debit: '1500.00', credit: '0.00' },
        { ledger: OPENING_DIFFERENCE_LEDGER, debit: '0.00', credit: '1500.00' },
      ]),
    )
  })

  it('changing it reverses the old voucher and posts the new figure', async () => {
    const updated = await send('PATCH', path('ledger_account', `update/${id}`), {
      balance_amount: '200.00',
      balance_type: 'creditors',
    })
    expect(updated.statusCode).toBe(200)
    expect(updated.json()).toMatchObject({ balance_amount: '200.00', balance_type: 'creditors' })
    const obs = await openingVouchers(id)
    expect(obs).toHaveLength(3) // the first, its reversal, the new one
    const reversal = obs.find((v) => v.reversesId !== null)
    expect(reversal?.reversesId).toBe(obs[0]?.id)
    const read = await send('GET', path('ledger_account', String(id)))
    expect(read.json()).toMatchObject({
      balance_amount: '200.00',
      balance_type: 'creditors',
      balance_date: '2026-07-01',
    })
  })

  it('needs a side and a date with an amount, and a positive amount', async () => {
    const base = { head_group: groups.get('Sundry Debtors') }
    const noSide = await send('POST', path('ledger_account', 'create/'), {
      ...base,
      name: 'X1',
      balance_amount: '10',
    })
    expect(noSide.statusCode).toBe(400)
    expect(Object.keys(noSide.json())).toEqual(expect.arrayContaining(['balance_type', 'balance_date']))
    const negative = await send('POST', path('ledger_account', 'create/'), {
      ...base,
      name: 'X2',
      balance_amount: '-10',
      balance_type: 'debtors',
      balance_date: '2026-07-01',
    })
    expect(negative.statusCode).toBe(400)
    const float = await send('POST', path('ledger_account', 'create/'), {
      ...base,
      name: 'X3',
      balance_amount: '10.123',
    })
    expect(float.statusCode).toBe(400)
    // Nothing half-made: the 400s rolled the ledgers back.
    expect(await t.db.select().from(ledgerAccount).where(eq(ledgerAccount.name, 'X1'))).toHaveLength(0)
  })

  it('keeps the account type and primary group of a ledger with entries, and refuses its delete', async () => {
    const type = await send('PATCH', path('ledger_account', `update/${id}`), { account_type: 'payable' })
    expect(type.statusCode).toBe(409)
    expect(type.json().detail).toMatch(/account type/)
    const move = await send('PATCH', path('ledger_account', `update/${id}`), {
      head_group: groups.get('Salaries') ?? groups.get('Indirect Expenses'),
    })
    expect(move.statusCode).toBe(409)
    const within = await send('PATCH', path('ledger_account', `update/${id}`), {
      head_group: groups.get('Sundry Debtors'),
    })
    expect(within.statusCode).toBe(200)
    const del = await send('DELETE', path('ledger_account', `delete/${id}`))
    expect(del.statusCode).toBe(409)
    expect(del.json().detail).toMatch(/3 voucher/)
    const seeded = await t.db.select().from(ledgerAccount).where(eq(ledgerAccount.name, CASH_LEDGER))
    expect((await send('DELETE', path('ledger_account', `delete/${seeded[0]?.id}`))).statusCode).toBe(409)
  })

  it('changes the type of an unused ledger, and deletes it; zero amount just reverses', async () => {
    const made = await send('POST', path('ledger_account', 'create/'), {
      name: 'Spare',
      head_group: groups.get('Indirect Expenses'),
      account_type: 'expense',
    })
    expect(made.json()).toMatchObject({ balance_amount: null, account_type: 'expense' })
    expect(
      (await send('PATCH', path('ledger_account', `update/${made.json().id}`), { account_type: 'other' }))
        .statusCode,
    ).toBe(200)
    expect((await send('DELETE', path('ledger_account', `delete/${made.json().id}`))).statusCode).toBe(200)
    const zero = await send('PATCH', path('ledger_account', `update/${id}`), { balance_amount: '0' })
    expect(zero.json().balance_amount).toBeNull()
    expect(await openingVouchers(id)).toHaveLength(4)
  })

  it('requires a party type and id together', async () => {
    const half = await send('POST', path('ledger_account', 'create/'), {
      name: 'Half party',
      head_group: groups.get('Sundry Debtors'),
      party_type: 'donor',
    })
    expect(half.statusCode).toBe(400)
  })
})

describe('sub-ledgers', () => {
  it('CRUD', async () => {
    const made = await send('POST', path('sub_ledger_account', 'create/'), {
      name: 'Eid Appeal',
      details: 'Zakat',
    })
    expect(made.statusCode).toBe(201)
    const dup = await send('POST', path('sub_ledger_account', 'create/'), { name: 'Eid Appeal' })
    expect(dup.statusCode).toBe(409)
    const upd = await send('PUT', path('sub_ledger_account', `update/${made.json().id}`), {
      name: 'Eid Appeal 2026',
    })
    expect(upd.json().name).toBe('Eid Appeal 2026')
    const found = await send('GET', `${path('sub_ledger_account', 'search/')}?searchKey=eid`)
    expect(found.json().sub_ledger_accounts).toHaveLength(1)
    expect((await send('DELETE', path('sub_ledger_account', `delete/${made.json().id}`))).statusCode).toBe(
      200,
    )
  })
})

describe('the ledger form’s routes', () => {
  it('checks names on create and update', async () => {
    const taken = await send(
      'GET',
      `${path('ledger_account', 'check_name_of_ledger_account_when_create/')}?key=cash`,
    )
    expect(taken.json()).toEqual({ name_exists: true })
    const free = await send(
      'GET',
      `${path('ledger_account', 'check_name_of_ledger_account_when_create/')}?key=Nothing%20like%20it`,
    )
    expect(free.json()).toEqual({ name_exists: false })
    const self = await send(
      'GET',
      `${path('ledger_account', 'check_name_of_ledger_account_when_update/')}?key=Cash&id=${cash}`,
    )
    expect(self.json()).toEqual({ name_exists: false })
    expect(
      (await send('GET', path('ledger_account', 'check_name_of_ledger_account_when_create/'))).statusCode,
    ).toBe(400)
    expect(
      (await send('GET', `${path('ledger_account', 'check_name_of_ledger_account_when_update/')}?key=a&id=x`))
        .statusCode,
    ).toBe(400)
  })

  it('lists cash and bank ledgers, and the others', async () => {
    for (const p of ['cash_bank/', 'get_cash_and_bank_ledgers/']) {
      const list = await send('GET', path('ledger_account', p))
      const types = new Set(list.json().ledger_accounts.map((l: { account_type: string }) => l.account_type))
      expect([...types].sort()).toEqual(['bank', 'cash'])
    }
    const others = await send('GET', path('ledger_account', 'without_cash_bank/all/'))
    const names = others.json().ledger_accounts.map((l: { name: string }) => l.name)
    expect(names).not.toContain(CASH_LEDGER)
    expect(names).toContain('Sales')
  })

  it('says whether a ledger is cash or bank', async () => {
    const yes = await send('GET', path('ledger_account', `check_bank_or_cash_by_ledger_id/${cash}`))
    expect(yes.json()).toEqual({ has_bank_accounts: true })
    const [sales] = await t.db.select().from(ledgerAccount).where(eq(ledgerAccount.name, 'Sales'))
    const no = await send('GET', path('ledger_account', `check_bank_or_cash_by_ledger_id/${sales?.id}`))
    expect(no.json()).toEqual({ has_bank_accounts: false })
    expect(
      (await send('GET', path('ledger_account', 'check_bank_or_cash_by_ledger_id/abc'))).statusCode,
    ).toBe(400)
    expect(
      (await send('GET', path('ledger_account', 'check_bank_or_cash_by_ledger_id/99999999999'))).statusCode,
    ).toBe(404)
    expect(
      (await send('GET', path('ledger_account', 'check_bank_or_cash_by_ledger_id/999999'))).statusCode,
    ).toBe(404)
  })
})

describe('the chart tree', () => {
  type Node = {
    balance: string
    groups: Node[]
    ledgers?: { id: number; balance: string; debit: string; credit: string }[]
  }

  const ledgersIn = (nodes: Node[]): NonNullable<Node['ledgers']> =>
    nodes.flatMap((n) => [...(n.ledgers ?? []), ...ledgersIn(n.groups)])

  it('gives each ledger the sum of its posted lines, and groups their sums', async () => {
    const chart = await send('GET', `${path('ledger_account', 'chart/')}?date_before=2099-12-31`)
    expect(chart.statusCode).toBe(200)
    const sums = await t.db
      .select({
        ledgerId: voucherLine.ledgerId,
        debit: sql<string>`sum(${voucherLine.debit})::text`,
        credit: sql<string>`sum(${voucherLine.credit})::text`,
      })
      .from(voucherLine)
      .where(eq(voucherLine.posted, true))
      .groupBy(voucherLine.ledgerId)
    const ledgers = ledgersIn(chart.json().primary_groups)
    for (const s of sums) {
      const l = ledgers.find((x) => x.id === s.ledgerId)
      expect(l?.debit).toBe(Number(s.debit).toFixed(2))
      expect(l?.credit).toBe(Number(s.credit).toFixed(2))
    }
    // Double entry: the primary groups' balances add up to zero.
    const total = chart
      .json()
      .primary_groups.reduce((acc: bigint, p: Node) => acc + BigInt(p.balance.replace('.', '')), 0n)
    expect(total).toBe(0n)
    const before = await send('GET', `${path('ledger_account', 'chart/')}?date_before=1990-01-01`)
    expect(ledgersIn(before.json().primary_groups).every((l) => l.balance === '0.00')).toBe(true)
  })

  it('refuses bad filters', async () => {
    for (const q of [
      'date_before=2026-02-30',
      'date_before=yesterday',
      'branch=x',
      'branch=0',
      'date_before=%00',
    ]) {
      expect(
        (await send('GET', `${path('ledger_account', 'chart/')}?${q}`)).statusCode,
      ).toBeGreaterThanOrEqual(400)
      expect((await send('GET', `${path('ledger_account', 'chart/')}?${q}`)).statusCode).toBeLessThan(500)
    }
  })
})

describe('who may read and write', () => {
  it('the Auditor reads but cannot write', async () => {
    expect((await send('GET', path('ledger_account', 'all/'), undefined, auditor)).statusCode).toBe(200)
    expect((await send('GET', path('ledger_account', 'chart/'), undefined, auditor)).statusCode).toBe(200)
    const write = await send(
      'POST',
      path('group', 'create/'),
      { name: 'Nope', head_primarygroup: 1 },
      auditor,
    )
    expect(write.statusCode).toBe(403)
    expect(
      (await send('POST', path('sub_ledger_account', 'create/'), { name: 'Nope' }, auditor)).statusCode,
    ).toBe(403)
  })

  it('the public and staff without the permission read nothing', async () => {
    for (const url of [
      path('ledger_account', 'all/'),
      path('group', 'without_pagination/all/'),
      path('primary_group', 'all/'),
      path('sub_ledger_account', 'all/'),
      path('ledger_account', 'chart/'),
      path('ledger_account', 'cash_bank/'),
    ]) {
      expect([401, 403]).toContain((await t.app.inject({ method: 'GET', url })).statusCode)
      expect((await send('GET', url, undefined, as.editor)).statusCode).toBe(403)
    }
  })
})

describe('bad input', () => {
  it('answers 4xx, never 500', async () => {
    const cases: [string, string, object?][] = [
      ['GET', path('ledger_account', 'abc')],
      ['GET', path('group', '0')],
      [
        'POST',
        path('ledger_account', 'create/'),
        { name: 'N\u0000ul', head_group: groups.get('Sundry Debtors') },
      ],
      ['POST', path('ledger_account', 'create/'), { name: 'Wrong', head_group: 'twelve' }],
      ['POST', path('ledger_account', 'create/'), { name: 'Wrong', head_group: 99999999 }],
      [
        'POST',
        path('ledger_account', 'create/'),
        { name: 'Wrong', head_group: groups.get('Sundry Debtors'), account_type: 'magic' },
      ],
      [
        'POST',
        path('ledger_account', 'create/'),
        { name: 'Wrong', head_group: groups.get('Sundry Debtors'), balance_amount: 12.5 },
      ],
      ['POST', path('group', 'create/'), { name: ['x'], head_primarygroup: 1 }],
      ['POST', path('group', 'create/'), { name: 'Wrong', head_primarygroup: 1e12 }],
      ['PUT', path('group', 'update/abc'), { name: 'x' }],
    ]
    for (const [method, url, payload] of cases) {
      const r = await send(method as 'GET', url, payload)
      expect(r.statusCode, `${method} ${url} ${JSON.stringify(payload)}`).toBeGreaterThanOrEqual(400)
      expect(r.statusCode, `${method} ${url} ${r.body}`).toBeLessThan(500)
    }
  })
})
