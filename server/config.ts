import { isIP } from 'node:net'
import path from 'node:path'
import { z } from 'zod'
import type { InboundMailConfig } from './modules/helpdesk/inbound/inbound-config.ts'
import { paymentConfig, type SslcommerzConfig } from './payments/sslcommerz-config.ts'

const booleanString = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1' || v === 'yes')

/** One proxy address or CIDR block, IPv4 or IPv6. */
function isAddressOrCidr(entry: string): boolean {
  const [address = '', bits, extra] = entry.split('/')
  const version = isIP(address)
  if (version === 0 || extra !== undefined) return false
  if (bits === undefined) return true
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128)
}

/**
 * TRUST_PROXY: how many proxies in front of Kizuna append to X-Forwarded-For (a number), or which
 * addresses are proxies (a list). Either way the client is the right-most address not trusted, so
 * what a client writes into the header itself never decides who it is. The legacy `true` means one
 * hop (one reverse proxy): Fastify's own `true` would take the left-most address, which the client
 * chooses.
 */
const trustProxy = z.string().transform((raw, ctx): false | number | string[] => {
  const value = raw.trim().toLowerCase()
  if (['false', 'no', '0'].includes(value)) return false
  if (['true', 'yes'].includes(value)) return 1
  if (/^\d+$/.test(value) && Number(value) <= 100) return Number(value)
  const entries = value.split(',').map((entry) => entry.trim())
  if (entries.every(isAddressOrCidr)) return entries
  ctx.addIssue({
    code: 'custom',
    message:
      'must be false, a number of trusted proxy hops (e.g. 1), or a comma-separated list of proxy addresses or CIDRs',
  })
  return z.NEVER
})

function isValidTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone })
    return true
  } catch {
    return false
  }
}

/**
 * Every setting Kizuna reads from the environment. Each has a default that runs the demo on the
 * embedded database, so `npm start` needs no .env file.
 */
const envSchema = z.object({
  /** TCP port to listen on. */
  PORT: z.coerce.number({ message: 'must be a number' }).int().min(0).max(65535).default(3000),
  /** Interface to bind; 0.0.0.0 for all IPv4, :: for all interfaces. */
  HOST: z.string().min(1).default('0.0.0.0'),
  /** Folder for the embedded database and (by default) uploaded media. */
  DATA_DIR: z.string().min(1).default('./data'),
  /** postgres:// URL selects PostgreSQL; unset selects embedded PGlite under DATA_DIR. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\/.+/, { message: 'must be a postgres:// or postgresql:// URL' })
    .optional(),
  /** Folder for uploaded files, served under /media/. Default DATA_DIR/media. */
  MEDIA_DIR: z.string().min(1).optional(),
  /** pino level. */
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Load the demo organisation when the database is new. */
  SEED_DEMO: booleanString.default(true),
  /** Time zone in which API timestamps are written (the original service used Asia/Dhaka). */
  TIME_ZONE: z
    .string()
    .refine(isValidTimeZone, { message: 'must be an IANA time zone such as Asia/Dhaka or UTC' })
    .default('Asia/Dhaka'),
  /** With ADMIN_PASSWORD: creates the first administrator when no user exists yet. */
  ADMIN_EMAIL: z.email({ message: 'must be an email address' }).optional(),
  /** Password of that first administrator (at least 10 characters). */
  ADMIN_PASSWORD: z.string().min(10, { message: 'must have at least 10 characters' }).optional(),
  /** Address people use to reach this server, for links in emails. Default http://localhost:PORT. */
  PUBLIC_URL: z
    .url({ message: 'must be a URL such as https://www.example.org' })
    .regex(/^https?:\/\//, { message: 'must start with http:// or https://' })
    .optional(),
  /** smtp://user:pass@host:587 or smtps://…; unset keeps mail in the email_outbox table and the log. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/.+/, { message: 'must be an smtp:// or smtps:// URL' })
    .optional(),
  /** Sender of the emails Kizuna sends. */
  MAIL_FROM: z.string().min(3).default('Kizuna <no-reply@localhost>'),
  /**
   * The help desk's mailbox (help@example.org): tickets' emails carry it as Reply-To with the
   * ticket's token (help+t123.…@example.org), so replies land in the thread once inbound mail
   * reaches Kizuna. Unset: requesters answer through the emailed link only.
   */
  HELPDESK_ADDRESS: z.email({ message: 'must be an email address such as help@example.org' }).optional(),
  /**
   * Port of the help desk's SMTP receiver, which the organisation's mail server relays the help
   * desk's mail to (inbound mail, ADR 029). Unset: no receiver.
   */
  INBOUND_SMTP_PORT: z.coerce
    .number({ message: 'must be a port number' })
    .int({ message: 'must be a whole port number' })
    .min(1, { message: 'must be a port from 1 to 65535' })
    .max(65535, { message: 'must be a port from 1 to 65535' })
    .optional(),
  /** Interface the SMTP receiver binds; loopback, as it takes mail without authentication. */
  INBOUND_SMTP_HOST: z.string().min(1).default('127.0.0.1'),
  /** imaps://user:pass@host:993/INBOX: a mailbox the help desk polls for mail. Unset: no polling. */
  INBOUND_IMAP_URL: z
    .url({ message: 'must be a URL such as imaps://user:pass@mail.example.org:993/INBOX' })
    .regex(/^imaps?:\/\/[^/]+/, { message: 'must be an imap:// or imaps:// URL' })
    .optional(),
  /** How often the IMAP mailbox is polled, in minutes. */
  INBOUND_IMAP_POLL_MINUTES: z.coerce
    .number({ message: 'must be a number of minutes' })
    .int({ message: 'must be a whole number of minutes' })
    .min(1, { message: 'must be at least 1 minute' })
    .max(60, { message: 'must be at most 60 minutes' })
    .default(2),
  /** Largest image upload, in megabytes. */
  MAX_IMAGE_MB: z.coerce.number({ message: 'must be a number' }).positive().max(200).default(10),
  /** Largest PDF upload, in megabytes. */
  MAX_PDF_MB: z.coerce.number({ message: 'must be a number' }).positive().max(500).default(25),
  /** Behind a reverse proxy: its hop count or addresses, so client IPs and https come from X-Forwarded-*. */
  TRUST_PROXY: trustProxy.default(false),
  /** Public forms sent sooner than this after the page was shown are refused as a script's. */
  FORM_MIN_FILL_SECONDS: z.coerce.number({ message: 'must be a number' }).min(0).max(600).default(3),
  /** A back-office session unused for this long ends; each use moves its end this far ahead. */
  SESSION_IDLE_MINUTES: z.coerce
    .number({ message: 'must be a number of minutes' })
    .int({ message: 'must be a whole number of minutes' })
    .min(1, { message: 'must be at least 1 minute' })
    .max(7 * 24 * 60, { message: 'must be at most 10080 minutes (7 days)' })
    .default(120),
  /** However much it is used, a back-office session ends this long after sign-in. */
  SESSION_MAX_HOURS: z.coerce
    .number({ message: 'must be a number of hours' })
    .int({ message: 'must be a whole number of hours' })
    .min(1, { message: 'must be at least 1 hour' })
    .max(30 * 24, { message: 'must be at most 720 hours (30 days)' })
    .default(12),
})

export interface Config {
  port: number
  host: string
  dataDir: string
  databaseUrl: string | undefined
  mediaDir: string
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL']
  seedDemo: boolean
  timeZone: string
  admin: { email: string; password: string } | undefined
  publicUrl: string
  smtpUrl: string | undefined
  mailFrom: string
  maxImageBytes: number
  maxPdfBytes: number
  /** false: no proxy; a number: trusted hops; a list: proxy addresses and CIDRs (see TRUST_PROXY). */
  trustProxy: false | number | string[]
  formMinFillSeconds: number
  helpdeskAddress: string | undefined
  /** The help desk's inbound mail (INBOUND_*): an SMTP receiver, an IMAP mailbox polled, or neither. */
  inboundMail: InboundMailConfig
  /** Back-office (cookie) sessions: idle timeout, slid by each use, and the cap from sign-in. */
  sessionIdleMs: number
  sessionMaxMs: number
  /** SSLCommerz's store (SSLCOMMERZ_*); undefined: no online giving, the site offers offline giving. */
  payments: SslcommerzConfig | undefined
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`)
    this.name = 'ConfigError'
  }
}

/** Reads and validates the environment; throws one ConfigError naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable (FOO=) means "not set", as in most deployment tools.
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''))
  const parsed = envSchema.safeParse(present)
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? 'environment')
      const value = present[name]
      const shown = value === undefined ? '' : ` (got ${JSON.stringify(redact(name, value))})`
      return `${name} ${issue.message}${shown}`
    })
    throw new ConfigError(problems)
  }
  const e = parsed.data
  if (Boolean(e.ADMIN_EMAIL) !== Boolean(e.ADMIN_PASSWORD)) {
    throw new ConfigError(['ADMIN_EMAIL and ADMIN_PASSWORD must be set together (or neither)'])
  }
  if (e.SESSION_IDLE_MINUTES > e.SESSION_MAX_HOURS * 60) {
    throw new ConfigError([
      `SESSION_IDLE_MINUTES (${e.SESSION_IDLE_MINUTES}) must not be longer than SESSION_MAX_HOURS (${e.SESSION_MAX_HOURS} hours)`,
    ])
  }
  if ((e.INBOUND_SMTP_PORT || e.INBOUND_IMAP_URL) && !e.HELPDESK_ADDRESS) {
    throw new ConfigError([
      'INBOUND_SMTP_PORT and INBOUND_IMAP_URL need HELPDESK_ADDRESS: inbound mail is the help desk’s mailbox',
    ])
  }
  let payments: SslcommerzConfig | undefined
  try {
    payments = paymentConfig(env)
  } catch (error) {
    throw new ConfigError([(error as Error).message])
  }
  const dataDir = path.resolve(e.DATA_DIR)
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    mediaDir: path.resolve(e.MEDIA_DIR ?? path.join(dataDir, 'media')),
    logLevel: e.LOG_LEVEL,
    seedDemo: e.SEED_DEMO,
    timeZone: e.TIME_ZONE,
    admin:
      e.ADMIN_EMAIL && e.ADMIN_PASSWORD
        ? { email: e.ADMIN_EMAIL.toLowerCase(), password: e.ADMIN_PASSWORD }
        : undefined,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    maxImageBytes: Math.round(e.MAX_IMAGE_MB * 1024 * 1024),
    maxPdfBytes: Math.round(e.MAX_PDF_MB * 1024 * 1024),
    trustProxy: e.TRUST_PROXY,
    formMinFillSeconds: e.FORM_MIN_FILL_SECONDS,
    helpdeskAddress: e.HELPDESK_ADDRESS,
    inboundMail: {
      smtpPort: e.INBOUND_SMTP_PORT,
      smtpHost: e.INBOUND_SMTP_HOST,
      imapUrl: e.INBOUND_IMAP_URL,
      imapPollMinutes: e.INBOUND_IMAP_POLL_MINUTES,
    },
    sessionIdleMs: e.SESSION_IDLE_MINUTES * 60_000,
    sessionMaxMs: e.SESSION_MAX_HOURS * 3_600_000,
    payments,
  }
}

/**
 * Settings that work but are surely wrong: in production (NODE_ENV=production) without
 * PUBLIC_URL, canonical links, the sitemap, share images and email links would name localhost.
 * One line each, for the start-up log.
 */
export function configWarnings(env: NodeJS.ProcessEnv = process.env): string[] {
  if (env.NODE_ENV !== 'production' || env.PUBLIC_URL) return []
  const fallback = loadConfig(env).publicUrl
  return [
    `PUBLIC_URL is not set: canonical links, sitemap.xml, share images, structured data and links in emails name ${fallback}. Set it to the address people use, e.g. PUBLIC_URL=https://www.example.org`,
  ]
}

/** Never echo a database password into a log. */
function redact(name: string, value: string): string {
  if (name === 'ADMIN_PASSWORD') return '***'
  if (name !== 'DATABASE_URL' && name !== 'SMTP_URL' && name !== 'INBOUND_IMAP_URL') return value
  return value.replace(/\/\/([^:/@]+):[^@]*@/, '//$1:***@')
}
