/**
 * SSLCommerz's settings from the environment. Without a store id and password there is no
 * online giving: `paymentConfig()` answers undefined and the site offers only offline giving.
 */

export interface SslcommerzConfig {
  storeId: string
  storePassword: string
  /** true: SSLCommerz's sandbox (test money); false: the live gateway. */
  sandbox: boolean
  /** Where the APIs are: the sandbox or live host, or SSLCOMMERZ_BASE_URL (the tests' stand-in). */
  baseUrl: string
  /** Longest wait for any one gateway request. */
  timeoutMs: number
}

export const SSLCOMMERZ_HOSTS = {
  sandbox: 'https://sandbox.sslcommerz.com',
  live: 'https://securepay.sslcommerz.com',
} as const

/** A gateway that has not answered in this long is treated as down; the donor is told to retry. */
export const DEFAULT_TIMEOUT_MS = 15_000

const TRUE = ['true', '1', 'yes']
const FALSE = ['false', '0', 'no']

/**
 * SSLCOMMERZ_STORE_ID and SSLCOMMERZ_STORE_PASSWORD (both or neither), SSLCOMMERZ_SANDBOX
 * (default true, so a forgotten setting never takes real money) and SSLCOMMERZ_BASE_URL.
 * Throws an Error naming the variable when a value is wrong. An empty variable is unset.
 */
export function paymentConfig(env: NodeJS.ProcessEnv = process.env): SslcommerzConfig | undefined {
  const value = (name: string) => env[name]?.trim() || undefined
  const storeId = value('SSLCOMMERZ_STORE_ID')
  const storePassword = value('SSLCOMMERZ_STORE_PASSWORD')
  if (!storeId && !storePassword) return undefined
  if (!storeId || !storePassword) {
    throw new Error('SSLCOMMERZ_STORE_ID and SSLCOMMERZ_STORE_PASSWORD must be set together (or neither)')
  }
  const sandboxText = value('SSLCOMMERZ_SANDBOX')?.toLowerCase() ?? 'true'
  if (!TRUE.includes(sandboxText) && !FALSE.includes(sandboxText)) {
    throw new Error(`SSLCOMMERZ_SANDBOX must be true or false (got ${JSON.stringify(sandboxText)})`)
  }
  const sandbox = TRUE.includes(sandboxText)
  const override = value('SSLCOMMERZ_BASE_URL')
  if (override && !/^https?:\/\/[^/]+/.test(override)) {
    throw new Error(
      `SSLCOMMERZ_BASE_URL must be an http:// or https:// URL (got ${JSON.stringify(override)})`,
    )
  }
  return {
    storeId,
    storePassword,
    sandbox,
    baseUrl: (override ?? (sandbox ? SSLCOMMERZ_HOSTS.sandbox : SSLCOMMERZ_HOSTS.live)).replace(/\/+$/, ''),
    timeoutMs: DEFAULT_TIMEOUT_MS,
  }
}
