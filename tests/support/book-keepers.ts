/**
 * The books' people and ledgers for API tests: signed-in Accountant, Approver and Auditor users,
 * the seeded Cash, Sales, Purchases and General Fund ledgers, and a bank and an expense ledger of
 * their own (the demo books use the others, so tests date their vouchers where the demo has none).
 */
import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { roleIdByName } from '../../server/auth/permissions.ts'
import type { Db } from '../../server/db/client.ts'
import { users } from '../../server/db/schema.ts'
import { hashPassword } from '../../server/lib/passwords.ts'
import { accountGroup, ledgerAccount } from '../../server/modules/ledger/tables.ts'
import { signIn } from './accounts.ts'

const PASSWORD = 'book keeper password'
const ROLES = ['Accountant', 'Approver', 'Auditor'] as const
export type BookRole = (typeof ROLES)[number]

/** Signs a book keeper in again (moving the app's clock by days ends their sessions). */
export const signInAs = (app: FastifyInstance, role: BookRole) =>
  signIn(app, `${role.toLowerCase()}@kizuna.example`, PASSWORD)

/** Makes one user per book role and signs each in: their request headers by role. */
export async function bookKeepers(app: FastifyInstance, db: Db) {
  const passwordHash = await hashPassword(PASSWORD)
  const headers = {} as Record<BookRole, Record<string, string>>
  for (const role of ROLES) {
    const email = `${role.toLowerCase()}@kizuna.example`
    const roleId = (await roleIdByName(db, role)) ?? null
    await db.insert(users).values({ email, firstName: role, passwordHash, roleId })
    headers[role] = await signInAs(app, role)
  }
  return headers
}

async function groupId(db: Db, name: string): Promise<number> {
  const [group] = await db
    .select({ id: accountGroup.id })
    .from(accountGroup)
    .where(eq(accountGroup.name, name))
  if (!group) throw new Error(`no seeded group ${name}`)
  return group.id
}

async function ledgerId(db: Db, name: string): Promise<number> {
  const [ledger] = await db
    .select({ id: ledgerAccount.id })
    .from(ledgerAccount)
    .where(eq(ledgerAccount.name, name))
  if (!ledger) throw new Error(`no seeded ledger ${name}`)
  return ledger.id
}

export async function bookLedgers(db: Db) {
  const [bank, rent] = await db
    .insert(ledgerAccount)
    .values([
      { name: 'Test Bank', groupId: await groupId(db, 'Bank Accounts'), accountType: 'bank' },
      { name: 'Test Rent', groupId: await groupId(db, 'Indirect Expenses'), accountType: 'expense' },
    ])
    .returning({ id: ledgerAccount.id })
  return {
    cash: await ledgerId(db, 'Cash'),
    sales: await ledgerId(db, 'Sales'),
    purchases: await ledgerId(db, 'Purchases'),
    fund: await ledgerId(db, 'General Fund'),
    bank: bank?.id as number,
    rent: rent?.id as number,
  }
}
