import { describe, expect, it } from 'vitest'
import { ApiError } from '../http/api-error.ts'
import { ImageQueue } from './image-queue.ts'

/** A task that finishes when the test says so, recording how many ran at once. */
function gate() {
  let open: () => void = () => {}
  const opened = new Promise<void>((resolve) => {
    open = resolve
  })
  return { open, opened }
}

describe('issue 10: the image queue', () => {
  it('never runs more than its concurrency at once, and runs every task in order', async () => {
    const queue = new ImageQueue(2, 20)
    let running = 0
    let most = 0
    const order: number[] = []
    const gates = Array.from({ length: 10 }, gate)
    const results = gates.map((g, i) =>
      queue.run(async () => {
        running += 1
        most = Math.max(most, running)
        order.push(i)
        await g.opened
        running -= 1
        return i
      }),
    )
    expect(queue.stats()).toEqual({ running: 2, waiting: 8 })
    for (const g of gates) g.open()
    expect(await Promise.all(results)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9])
    expect(most).toBe(2)
    expect(order).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9])
    expect(queue.stats()).toEqual({ running: 0, waiting: 0 })
  })

  it('refuses with 503 and Retry-After when the waiting line is full', async () => {
    const queue = new ImageQueue(2, 3)
    const g = gate()
    const accepted = Array.from({ length: 5 }, () => queue.run(() => g.opened))
    const refused = queue.run(async () => 'never')
    await expect(refused).rejects.toBeInstanceOf(ApiError)
    const error = (await refused.catch((e: unknown) => e)) as ApiError
    expect(error.statusCode).toBe(503)
    expect(Number(error.headers['retry-after'])).toBeGreaterThan(0)
    expect(error.detail).toMatch(/busy/)
    g.open()
    await Promise.all(accepted)
    // Room again once the line has moved.
    expect(await queue.run(async () => 'after')).toBe('after')
  })

  it('releases the slot when a task fails', async () => {
    const queue = new ImageQueue(1, 1)
    await expect(queue.run(() => Promise.reject(new Error('bad image')))).rejects.toThrow('bad image')
    await expect(
      queue.run(() => {
        throw new Error('thrown at once')
      }),
    ).rejects.toThrow('thrown at once')
    expect(queue.stats()).toEqual({ running: 0, waiting: 0 })
    expect(await queue.run(async () => 'next')).toBe('next')
  })
})
