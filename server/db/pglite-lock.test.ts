import { type ChildProcess, spawn } from 'node:child_process'
import { once } from 'node:events'
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createInterface } from 'node:readline'
import { afterEach, describe, expect, it } from 'vitest'
import { lockDataDir } from './pglite-lock.ts'

const lockModule = path.resolve(import.meta.dirname, 'pglite-lock.ts')
const tsx = path.resolve(import.meta.dirname, '../../node_modules/.bin/tsx')

const children: ChildProcess[] = []
afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill()
})

const newDir = () => mkdtempSync(path.join(tmpdir(), 'kizuna-lock-'))
const lockFile = (dir: string) => path.join(dir, 'kizuna.pid')

/** A live process that has nothing to do with Kizuna. */
async function unrelatedProcess(): Promise<number> {
  const child = spawn('sleep', ['30'], { stdio: 'ignore' })
  children.push(child)
  await once(child, 'spawn')
  return child.pid as number
}

/**
 * Another process that tries to lock `dir` at the moment it is given on stdin (racers spin until
 * the same instant), says "won" or "lost: …", and holds what it got until it is killed.
 */
async function contender(dir: string) {
  const script = `
    import { lockDataDir } from ${JSON.stringify(lockModule)}
    process.stdin.once('data', (at) => {
      while (Date.now() < Number(at)) {}
      try { lockDataDir(${JSON.stringify(dir)}); console.log('won') }
      catch (error) { console.log('lost: ' + error.message) }
    })
    console.log('ready ' + process.pid)
    setInterval(() => {}, 1000)
  `
  const child = spawn(tsx, ['--eval', script], { stdio: ['pipe', 'pipe', 'inherit'] })
  children.push(child)
  const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream })[Symbol.asyncIterator]()
  const ready = String((await lines.next()).value)
  expect(ready).toMatch(/^ready \d+$/)
  return {
    pid: Number(ready.slice('ready '.length)),
    go: (at = Date.now()) => child.stdin?.write(`${at}\n`),
    answer: async () => String((await lines.next()).value),
  }
}

describe('lockDataDir', () => {
  it('refuses a folder another live Kizuna process holds, naming its pid', async () => {
    const dir = newDir()
    const holder = await contender(dir)
    holder.go()
    expect(await holder.answer()).toBe('won')
    expect(() => lockDataDir(dir)).toThrow(
      new RegExp(`in use by another Kizuna process \\(pid ${holder.pid}\\)`),
    )
  })

  it('takes over a lock left by a process that died, and releases it', () => {
    const dir = newDir()
    writeFileSync(lockFile(dir), '999999999')
    const unlock = lockDataDir(dir)
    expect(existsSync(lockFile(dir))).toBe(true)
    unlock()
    expect(existsSync(lockFile(dir))).toBe(false)
    // Released: the next start takes it.
    lockDataDir(dir)()
  })
})

describe('issue 10: a stale lock naming another live process', () => {
  it('an old pid file naming a live unrelated process does not block', async () => {
    const dir = newDir()
    writeFileSync(lockFile(dir), String(await unrelatedProcess()))
    const unlock = lockDataDir(dir)
    expect(readFileSync(lockFile(dir), 'utf8')).toContain(`"pid":${process.pid}`)
    unlock()
  })

  it('a lock naming a live process that started at another time (pid reused) does not block', async () => {
    for (const pid of [await unrelatedProcess(), 1]) {
      const dir = newDir()
      writeFileSync(lockFile(dir), JSON.stringify({ token: 'old', pid, start: '1' }))
      lockDataDir(dir)()
    }
  })

  it('two processes racing for a stale lock: exactly one wins', async () => {
    for (const stale of [null, '999999999', JSON.stringify({ token: 'old', pid: 1, start: '1' })]) {
      const dir = newDir()
      if (stale) writeFileSync(lockFile(dir), stale)
      const racers = await Promise.all([contender(dir), contender(dir), contender(dir)])
      const at = Date.now() + 300
      for (const racer of racers) racer.go(at)
      const answers = await Promise.all(racers.map((racer) => racer.answer()))
      expect(
        answers.filter((answer) => answer === 'won'),
        answers.join('\n'),
      ).toHaveLength(1)
      for (const answer of answers.filter((a) => a !== 'won')) expect(answer).toMatch(/in use by another/)
      for (const racer of racers) process.kill(racer.pid)
    }
  })

  it('release leaves a lock another process has taken since alone', () => {
    const dir = newDir()
    const unlock = lockDataDir(dir)
    writeFileSync(lockFile(dir), JSON.stringify({ token: 'someone else', pid: 1, start: '1' }))
    unlock()
    expect(existsSync(lockFile(dir))).toBe(true)
  })
})
