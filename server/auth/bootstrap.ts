/**
 * The first administrator. With ADMIN_EMAIL and ADMIN_PASSWORD it is created at start; without
 * them the log prints a one-time link (valid 24 hours, renewed at each start) to a page where the
 * person installing Kizuna creates it. Either way only while no user exists.
 */
import { and, count, eq, gt, isNull } from 'drizzle-orm'
import type { FastifyBaseLogger, FastifyInstance } from 'fastify'
import { z } from 'zod'
import type { Db } from '../db/client.ts'
import { authToken, users } from '../db/schema.ts'
import { ApiError } from '../http/api-error.ts'
import { lastValue } from '../http/query.ts'
import { hiddenRoute, routeSchema } from '../http/route-docs.ts'
import { parseBody } from '../http/validation.ts'
import { hashPassword } from '../lib/passwords.ts'
import { ADMINISTRATOR, roleIdByName } from './permissions.ts'
import { hashSecret, newSecret } from './secrets.ts'

const SETUP_TTL_MS = 24 * 60 * 60 * 1000

async function hasUsers(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(users)
  return (row?.n ?? 0) > 0
}

export async function ensureFirstAdmin(
  db: Db,
  options: {
    admin: { email: string; password: string } | undefined
    publicUrl: string
    log: Pick<FastifyBaseLogger, 'info' | 'warn'>
  },
): Promise<void> {
  if (await hasUsers(db)) return
  await db.delete(authToken).where(eq(authToken.purpose, 'setup'))
  if (options.admin) {
    await db.insert(users).values({
      email: options.admin.email,
      firstName: 'Administrator',
      passwordHash: await hashPassword(options.admin.password),
      roleId: (await roleIdByName(db, ADMINISTRATOR)) ?? null,
    })
    options.log.info({ email: options.admin.email }, 'First administrator created from ADMIN_EMAIL')
    return
  }
  const token = newSecret('kzsetup')
  await db.insert(authToken).values({
    purpose: 'setup',
    tokenHash: hashSecret(token),
    expiresAt: new Date(Date.now() + SETUP_TTL_MS),
  })
  options.log.warn(
    `No administrator yet. Create one within 24 hours at ${options.publicUrl}/setup?token=${token} ` +
      '(or restart with ADMIN_EMAIL and ADMIN_PASSWORD set).',
  )
}

const setupBody = z.object({
  token: z.string({ message: 'This field is required.' }).min(1, 'This field is required.'),
  email: z.email('Enter a valid email address.').transform((v) => v.toLowerCase()),
  password: z.string({ message: 'This field is required.' }).min(10, 'Use at least 10 characters.').max(200),
  first_name: z.string().trim().max(100).optional(),
  last_name: z.string().trim().max(100).optional(),
})

const page = (body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Set up Kizuna</title><style>body{font:16px/1.5 system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem}label{display:block;margin-top:1rem}input{width:100%;padding:.5rem;font:inherit}button{margin-top:1.5rem;padding:.6rem 1.2rem;font:inherit}</style></head><body><main>${body}</main></body></html>`

const escapeAttr = (v: string) => v.replace(/[&"<>]/g, (c) => `&#${c.charCodeAt(0)};`)

export function registerSetupRoutes(app: FastifyInstance, db: Db): void {
  const setupPage = hiddenRoute('An HTML form for the first start; it posts to /user/api/v1/user/setup/.')
  app.get<{ Querystring: { token?: string | string[] } }>(
    '/setup',
    { schema: setupPage },
    async (request, reply) => {
      reply.type('text/html; charset=utf-8')
      if (await hasUsers(db))
        return page('<h1>Kizuna is set up</h1><p>An administrator exists. <a href="/admin">Sign in</a>.</p>')
      const token = lastValue(request.query.token) ?? ''
      return page(
        `<h1>Create the first administrator</h1><form method="post" action="/user/api/v1/user/setup/"><input type="hidden" name="token" value="${escapeAttr(token)}">` +
          '<label for="email">Email</label><input id="email" name="email" type="email" required autocomplete="username">' +
          '<label for="first_name">First name</label><input id="first_name" name="first_name" autocomplete="given-name">' +
          '<label for="last_name">Last name</label><input id="last_name" name="last_name" autocomplete="family-name">' +
          '<label for="password">Password (at least 10 characters)</label><input id="password" name="password" type="password" minlength="10" required autocomplete="new-password">' +
          '<button type="submit">Create administrator</button></form>',
      )
    },
  )

  const setupSchema = routeSchema({
    summary: 'Create the first administrator with the setup token printed at the first start',
    tags: ['user'],
    body: setupBody,
    consumes: ['application/json', 'application/x-www-form-urlencoded'],
    answers: {
      201: 'Created (an HTML page for a form post)',
      400: 'Invalid input, or an expired or used token',
      409: 'An administrator already exists',
    },
  })
  app.post('/user/api/v1/user/setup/', { schema: setupSchema }, async (request, reply) => {
    const body = parseBody(setupBody, request.body)
    const now = new Date()
    const created = await db.transaction(async (tx) => {
      if (await hasUsers(tx)) throw new ApiError(409, 'An administrator already exists. Sign in instead.')
      const [used] = await tx
        .update(authToken)
        .set({ usedAt: now })
        .where(
          and(
            eq(authToken.tokenHash, hashSecret(body.token)),
            eq(authToken.purpose, 'setup'),
            isNull(authToken.usedAt),
            gt(authToken.expiresAt, now),
          ),
        )
        .returning({ id: authToken.id })
      if (!used)
        throw new ApiError(
          400,
          'This setup link has expired or was already used. Restart Kizuna for a new one.',
        )
      const [user] = await tx
        .insert(users)
        .values({
          email: body.email,
          firstName: body.first_name ?? '',
          lastName: body.last_name ?? '',
          passwordHash: await hashPassword(body.password),
          roleId: (await roleIdByName(tx, ADMINISTRATOR)) ?? null,
        })
        .returning({ id: users.id, email: users.email })
      return user
    })
    if (request.headers['content-type']?.startsWith('application/x-www-form-urlencoded')) {
      return reply
        .type('text/html; charset=utf-8')
        .send(page('<h1>Administrator created</h1><p>You can now <a href="/admin">sign in</a>.</p>'))
    }
    return reply.code(201).send({
      id: created?.id,
      email: created?.email,
      detail: 'Administrator created. Sign in with this email and password.',
    })
  })
}
