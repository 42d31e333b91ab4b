import { describe, expect, it } from 'vitest'
import { ConfigError, configWarnings, loadConfig } from './config.ts'

describe('loadConfig', () => {
  it('runs the demo on the embedded database with no variables set', () => {
    const config = loadConfig({})
    expect(config.port).toBe(3000)
    expect(config.databaseUrl).toBeUndefined()
    expect(config.seedDemo).toBe(true)
    expect(config.mediaDir).toBe(`${config.dataDir}/media`)
    expect(config.timeZone).toBe('Asia/Dhaka')
  })

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }).port).toBe(3000)
  })

  it('names every bad variable in one error', () => {
    const attempt = () =>
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', SEED_DEMO: 'maybe', TIME_ZONE: 'Mars/Base' })
    expect(attempt).toThrow(ConfigError)
    try {
      attempt()
    } catch (error) {
      const problems = (error as ConfigError).problems.join('\n')
      expect(problems).toMatch(/^PORT must be a number \(got "eighty"\)/m)
      expect(problems).toMatch(/^DATABASE_URL must be a postgres/m)
      expect(problems).toMatch(/^SEED_DEMO must be true or false/m)
      expect(problems).toMatch(/^TIME_ZONE must be an IANA time zone/m)
    }
  })

  it('reads the back-office session lifetimes: 2 hours idle, 12 hours at most, by default', () => {
    expect(loadConfig({})).toMatchObject({ sessionIdleMs: 2 * 3_600_000, sessionMaxMs: 12 * 3_600_000 })
    expect(loadConfig({ SESSION_IDLE_MINUTES: '30', SESSION_MAX_HOURS: '8' })).toMatchObject({
      sessionIdleMs: 30 * 60_000,
      sessionMaxMs: 8 * 3_600_000,
    })
  })

  it('refuses session lifetimes that are not whole, positive, or an idle time past the maximum', () => {
    const problems = (env: Record<string, string>) => {
      try {
        loadConfig(env)
        return ''
      } catch (error) {
        return (error as ConfigError).problems.join('\n')
      }
    }
    expect(problems({ SESSION_IDLE_MINUTES: 'two hours' })).toMatch(
      /^SESSION_IDLE_MINUTES must be a number of minutes/m,
    )
    expect(problems({ SESSION_IDLE_MINUTES: '0', SESSION_MAX_HOURS: '1.5' })).toMatch(
      /SESSION_IDLE_MINUTES must be at least 1 minute[\s\S]*SESSION_MAX_HOURS must be a whole number of hours/,
    )
    expect(problems({ SESSION_IDLE_MINUTES: '600', SESSION_MAX_HOURS: '8' })).toBe(
      'SESSION_IDLE_MINUTES (600) must not be longer than SESSION_MAX_HOURS (8 hours)',
    )
  })

  it('warns in production when PUBLIC_URL is unset, since links would name localhost', () => {
    const [warning, ...more] = configWarnings({ NODE_ENV: 'production', PORT: '8080' })
    expect(more).toEqual([])
    expect(warning).toMatch(
      /^PUBLIC_URL is not set: canonical links, sitemap\.xml.* http:\/\/localhost:8080\./,
    )
    expect(configWarnings({ NODE_ENV: 'production', PUBLIC_URL: 'https://www.example.org' })).toEqual([])
    expect(configWarnings({})).toEqual([])
  })

  it('hides the password of a rejected database URL', () => {
    try {
      loadConfig({ DATABASE_URL: 'mysql://admin:s3cret@db/x' })
    } catch (error) {
      expect((error as ConfigError).message).not.toContain('s3cret')
    }
  })

  it('needs ADMIN_EMAIL and ADMIN_PASSWORD together, and never echoes the password', () => {
    expect(() => loadConfig({ ADMIN_EMAIL: 'a@example.org' })).toThrow(/must be set together/)
    try {
      loadConfig({ ADMIN_EMAIL: 'a@example.org', ADMIN_PASSWORD: 'short' })
    } catch (error) {
      expect((error as ConfigError).message).toMatch(/ADMIN_PASSWORD must have at least 10 characters/)
      expect((error as ConfigError).message).not.toContain('short"')
    }
    expect(loadConfig({ ADMIN_EMAIL: 'Admin@Example.org', ADMIN_PASSWORD: 'long enough pw' }).admin).toEqual({
      email: 'admin@example.org',
      password: 'long enough pw',
    })
  })

  it('derives the public URL and upload limits', () => {
    const config = loadConfig({ PORT: '8080', MAX_IMAGE_MB: '2' })
    expect(config.publicUrl).toBe('http://localhost:8080')
    expect(config.maxImageBytes).toBe(2 * 1024 * 1024)
    expect(config.maxPdfBytes).toBe(25 * 1024 * 1024)
    expect(loadConfig({ PUBLIC_URL: 'https://www.example.org/' }).publicUrl).toBe('https://www.example.org')
    expect(() => loadConfig({ PUBLIC_URL: 'ftp://x' })).toThrow(/PUBLIC_URL/)
  })

  it('accepts a PostgreSQL URL and SEED_DEMO=false', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/kizuna',
      SEED_DEMO: 'false',
    })
    expect(config.databaseUrl).toContain('127.0.0.1')
    expect(config.seedDemo).toBe(false)
  })
})

describe('issue 10: TRUST_PROXY and FORM_MIN_FILL_SECONDS', () => {
  it('takes a number of trusted hops; unset, false and 0 mean no proxy', () => {
    expect(loadConfig({}).trustProxy).toBe(false)
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false)
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false)
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1)
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2)
  })

  it('reads the legacy true as one hop, never as "trust whatever the client wrote"', () => {
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(1)
    expect(loadConfig({ TRUST_PROXY: 'yes' }).trustProxy).toBe(1)
  })

  it('takes a comma-separated list of proxy addresses and CIDRs', () => {
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 192.168.0.0/16,::1 , fd00::/8' }).trustProxy).toEqual([
      '10.0.0.1',
      '192.168.0.0/16',
      '::1',
      'fd00::/8',
    ])
  })

  it('names a bad value', () => {
    for (const bad of ['maybe', '10.0.0.300', '10.0.0.0/33', '-1', '1.5', '10.0.0.1,,'])
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY must be/)
  })

  it('has a minimum form fill time of 3 seconds by default, 0 to turn it off', () => {
    expect(loadConfig({}).formMinFillSeconds).toBe(3)
    expect(loadConfig({ FORM_MIN_FILL_SECONDS: '0' }).formMinFillSeconds).toBe(0)
    expect(() => loadConfig({ FORM_MIN_FILL_SECONDS: 'soon' })).toThrow(/FORM_MIN_FILL_SECONDS/)
  })
})
