import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from './config.ts'

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

  it('hides the password of a rejected database URL', () => {
    try {
      loadConfig({ DATABASE_URL: 'mysql://admin:s3cret@db/x' })
    } catch (error) {
      expect((error as ConfigError).message).not.toContain('s3cret')
    }
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
