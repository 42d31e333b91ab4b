import helmet from '@fastify/helmet'
import Fastify from 'fastify'
import { expect, it } from 'vitest'
import { CONTENT_SECURITY_POLICY, registerSecurityHeaders } from './security-headers.ts'

/** What the headers were set with before they became constants: they must stay the same. */
const HELMET_OPTIONS = {
  contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' as const },
  crossOriginResourcePolicy: { policy: 'cross-origin' as const },
  strictTransportSecurity: false,
}

async function headersOf(register: (app: ReturnType<typeof Fastify>) => Promise<void> | void) {
  const app = Fastify({ trustProxy: true })
  await register(app)
  app.get('/', async () => 'ok')
  const plain = await app.inject({ url: '/' })
  const https = await app.inject({ url: '/', headers: { 'x-forwarded-proto': 'https' } })
  await app.close()
  const pick = (headers: Record<string, unknown>) =>
    Object.fromEntries(
      Object.entries(headers).filter(([name]) => !['date', 'connection', 'content-length'].includes(name)),
    )
  return { plain: pick(plain.headers), https: pick(https.headers) }
}

it('sends exactly what @fastify/helmet sent, with HSTS over https only', async () => {
  const constants = await headersOf(registerSecurityHeaders)
  const fromHelmet = await headersOf(async (app) => {
    await app.register(helmet, HELMET_OPTIONS)
  })
  expect(constants.plain).toEqual(fromHelmet.plain)
  expect(constants.https).toEqual({
    ...fromHelmet.https,
    'strict-transport-security': 'max-age=31536000; includeSubDomains',
  })
})
