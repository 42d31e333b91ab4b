/** Signed-in users for API tests: the seeded administrator, an Editor, and a user whose role has no permissions. */
import type { FastifyInstance } from 'fastify'
import { EDITOR, roleIdByName } from '../../server/auth/permissions.ts'
import type { Db } from '../../server/db/client.ts'
import { role, users } from '../../server/db/schema.ts'
import { hashPassword } from '../../server/lib/passwords.ts'
import { testAdmin } from './paths.ts'

let ipCounter = 0

export async function signIn(
  app: FastifyInstance,
  email: string,
  password: string,
): Promise<Record<string, string>> {
  const response = await app.inject({
    method: 'POST',
    url: '/user/api/v1/user/login/',
    payload: { email, password },
    remoteAddress: `10.200.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`,
  })
  if (response.statusCode !== 200) throw new Error(`sign-in of ${email} failed: ${response.body}`)
  return { authorization: `Bearer ${response.json().access}` }
}

export async function testAccounts(app: FastifyInstance, db: Db) {
  const password = 'test account password'
  const passwordHash = await hashPassword(password)
  const [nobodyRole] = await db.insert(role).values({ name: 'No permissions' }).returning()
  await db.insert(users).values([
    {
      email: 'editor@kizuna.example',
      firstName: 'Eddie',
      passwordHash,
      roleId: (await roleIdByName(db, EDITOR)) ?? null,
    },
    { email: 'nobody@kizuna.example', firstName: 'Nora', passwordHash, roleId: nobodyRole?.id ?? null },
  ])
  return {
    admin: await signIn(app, testAdmin.email, testAdmin.password),
    editor: await signIn(app, 'editor@kizuna.example', password),
    nobody: await signIn(app, 'nobody@kizuna.example', password),
  }
}
