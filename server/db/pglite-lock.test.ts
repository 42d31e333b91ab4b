import { existsSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { lockDataDir } from './pglite-lock.ts'

describe('lockDataDir', () => {
  it('refuses a folder another live process holds, naming its pid', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'kizuna-lock-'))
    writeFileSync(path.join(dir, 'kizuna.pid'), String(process.ppid))
    expect(() => lockDataDir(dir)).toThrow(
      new RegExp(`in use by another Kizuna process \\(pid ${process.ppid}\\)`),
    )
  })

  it('takes over a lock left by a process that died, and releases it', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'kizuna-lock-'))
    writeFileSync(path.join(dir, 'kizuna.pid'), '999999999')
    const unlock = lockDataDir(dir)
    expect(existsSync(path.join(dir, 'kizuna.pid'))).toBe(true)
    unlock()
    expect(existsSync(path.join(dir, 'kizuna.pid'))).toBe(false)
  })
})
