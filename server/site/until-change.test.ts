import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { ResponseCache } from '../http/response-cache.ts'
import { UntilChange } from './until-change.ts'

function deferred<T>() {
  let resolve!: (value: T) => void
  let reject!: (error: unknown) => void
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

describe('UntilChange', () => {
  it('keeps a value until the next change, then reads again', async () => {
    const changes = new ResponseCache()
    const kept = new UntilChange<string, { n: number }>(changes)
    let reads = 0
    const load = async () => ({ n: ++reads })
    expect(await kept.get('k', load)).toEqual({ n: 1 })
    expect(await kept.get('k', load)).toEqual({ n: 1 })
    changes.invalidate()
    expect(await kept.get('k', load)).toEqual({ n: 2 })
  })

  it('never keeps a value whose read began before a change', async () => {
    const changes = new ResponseCache()
    const kept = new UntilChange<string, string>(changes)
    const slow = deferred<string>()
    const first = kept.get('k', () => slow.promise)
    changes.invalidate()
    slow.resolve('before')
    // Its caller gets it: the read was its own, as if it had read the database directly.
    expect(await first).toBe('before')
    expect(await kept.get('k', async () => 'after')).toBe('after')
    expect(kept.size).toBe(1)
  })

  it('keeps nothing while change notifications are lost, and drops everything when they are', async () => {
    const changes = new ResponseCache()
    const kept = new UntilChange<string, string>(changes)
    await kept.get('k', async () => 'one')
    changes.setEnabled(false)
    expect(kept.size).toBe(0)
    let reads = 0
    await kept.get('k', async () => `read ${++reads}`)
    await kept.get('k', async () => `read ${++reads}`)
    expect(reads).toBe(2)
    changes.setEnabled(true)
    await kept.get('k', async () => 'kept')
    expect(kept.size).toBe(1)
  })

  it('shares one read among callers asking at once, and keeps no failure', async () => {
    const changes = new ResponseCache()
    const kept = new UntilChange<string, string>(changes)
    let reads = 0
    const gate = deferred<string>()
    const load = () => {
      reads++
      return gate.promise
    }
    const both = Promise.allSettled([kept.get('k', load), kept.get('k', load)])
    gate.reject(new Error('database down'))
    expect((await both).map((r) => r.status)).toEqual(['rejected', 'rejected'])
    expect(reads).toBe(1)
    expect(await kept.get('k', async () => 'back')).toBe('back')
  })

  it('freezes what it hands out', async () => {
    const kept = new UntilChange<string, { list: { a: number }[] }>(new ResponseCache())
    const value = await kept.get('k', async () => ({ list: [{ a: 1 }] }))
    expect(Object.isFrozen(value) && Object.isFrozen(value.list) && Object.isFrozen(value.list[0])).toBe(true)
  })

  it('follows expireAt: a scheduled moment passing drops what was kept', async () => {
    let now = 1000
    const changes = new ResponseCache(1000, 1 << 20, () => now)
    const kept = new UntilChange<string, number>(changes)
    await kept.get('k', async () => 1)
    changes.expireAt(2000)
    now = 2000
    expect(await kept.get('k', async () => 2)).toBe(2)
  })

  it('never hands out a value read before the last change to a read that began after it (property)', async () => {
    // A model: the "database" holds a version bumped by each change; every get must answer a
    // version at least as new as the one current when the get began.
    type Step = { kind: 'get'; key: number } | { kind: 'change' } | { kind: 'settle' } | { kind: 'lose' }
    const step = fc.oneof(
      fc.record({ kind: fc.constant('get' as const), key: fc.integer({ min: 0, max: 2 }) }),
      fc.constant({ kind: 'change' as const }),
      fc.constant({ kind: 'settle' as const }),
      fc.constant({ kind: 'lose' as const }),
    )
    await fc.assert(
      fc.asyncProperty(fc.array(step, { maxLength: 40 }), async (steps: Step[]) => {
        const changes = new ResponseCache()
        const kept = new UntilChange<number, number>(changes)
        let version = 0
        let connected = true
        const inFlight: { resolve: () => void }[] = []
        const checks: Promise<void>[] = []
        for (const s of steps) {
          if (s.kind === 'change') {
            version++
            changes.invalidate()
          } else if (s.kind === 'lose') {
            connected = !connected
            // Changes made while the listener is lost are never announced.
            if (!connected) version++
            changes.setEnabled(connected)
          } else if (s.kind === 'settle') {
            for (const read of inFlight.splice(0)) read.resolve()
            await Promise.resolve()
          } else {
            const floor = version
            const load = () => {
              // The read sees the data as it is when it completes.
              const gate = deferred<void>()
              inFlight.push({ resolve: () => gate.resolve() })
              return gate.promise.then(() => version)
            }
            checks.push(kept.get(s.key, load).then((seen) => expect(seen).toBeGreaterThanOrEqual(floor)))
          }
        }
        for (const read of inFlight.splice(0)) read.resolve()
        await Promise.all(checks)
      }),
    )
  })
})
