import { describe, expect, it } from 'vitest'
import { formatBytes, percentOf, toStart, type UploadItem, uploadQueue } from './upload-queue.ts'

const files = [
  { key: 'a', name: 'a.png', size: 200 },
  { key: 'b', name: 'b.png', size: 100 },
  { key: 'c', name: 'c.txt', size: 50 },
]
const added = uploadQueue([], { type: 'add', files, head: 'Gallery' })

describe('uploadQueue', () => {
  it('adds each file waiting, with the batch head', () => {
    expect(added.map((i) => [i.name, i.head, i.status, i.loaded])).toEqual([
      ['a.png', 'Gallery', 'waiting', 0],
      ['b.png', 'Gallery', 'waiting', 0],
      ['c.txt', 'Gallery', 'waiting', 0],
    ])
  })

  it('follows one file through progress to done, another to its own error', () => {
    let items = uploadQueue(added, { type: 'start', key: 'a' })
    items = uploadQueue(items, { type: 'progress', key: 'a', loaded: 50 })
    expect(percentOf(items[0] as UploadItem)).toBe(25)
    items = uploadQueue(items, { type: 'done', key: 'a' })
    items = uploadQueue(items, { type: 'failed', key: 'c', error: '"c.txt" is not an image.' })
    expect(items.map((i) => [i.key, i.status, percentOf(i), i.error])).toEqual([
      ['a', 'done', 100, undefined],
      ['b', 'waiting', 0, undefined],
      ['c', 'failed', 0, '"c.txt" is not an image.'],
    ])
    expect(uploadQueue(items, { type: 'dismiss', key: 'c' }).map((i) => i.key)).toEqual(['a', 'b'])
  })
})

describe('toStart', () => {
  it('starts waiting files up to two on the way at once', () => {
    expect(toStart(added).map((i) => i.key)).toEqual(['a', 'b'])
    const one = uploadQueue(added, { type: 'start', key: 'a' })
    expect(toStart(one).map((i) => i.key)).toEqual(['b'])
    const two = uploadQueue(one, { type: 'start', key: 'b' })
    expect(toStart(two)).toEqual([])
    expect(toStart(uploadQueue(two, { type: 'done', key: 'a' })).map((i) => i.key)).toEqual(['c'])
  })
})

describe('formatBytes', () => {
  it('names a limit in MB or KB', () => {
    expect(formatBytes(10 * 1024 * 1024)).toBe('10 MB')
    expect(formatBytes(1.5 * 1024 * 1024)).toBe('1.5 MB')
    expect(formatBytes(300 * 1024)).toBe('300 KB')
  })
})
