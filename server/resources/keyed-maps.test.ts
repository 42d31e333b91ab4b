import { describe, expect, it } from 'vitest'
import { contentEntries, imageEntries } from './keyed-maps.ts'

describe('contentEntries', () => {
  it('orders blocks by position, then id', () => {
    const rows = [
      { id: 3, position: 1, name: 'B', value: '<p>b</p>' },
      { id: 1, position: 2, name: 'C', value: '' },
      { id: 2, position: 1, name: 'A', value: '<p>a</p>' },
    ]
    expect(contentEntries(rows)).toEqual([
      ['A', '<p>a</p>'],
      ['B', '<p>b</p>'],
      ['C', ''],
    ])
  })
})

describe('imageEntries', () => {
  const img = (id: number, position: number, head: string) => ({ id, position, head, image: `img/${id}.jpg` })

  it('gives a string for one image and an array for two or more', () => {
    const entries = imageEntries([img(1, 0, 'Logo'), img(2, 1, 'Partner'), img(3, 2, 'Partner')])
    expect(entries).toEqual([
      ['Logo', 'img/1.jpg'],
      ['Partner', ['img/2.jpg', 'img/3.jpg']],
    ])
  })

  it('orders heads by their first image and images within a head by position, then id', () => {
    const entries = imageEntries([
      img(5, 3, 'Gallery'),
      img(4, 3, 'Gallery'),
      img(9, 1, 'Title'),
      img(1, 2, 'Gallery'),
    ])
    expect(entries).toEqual([
      ['Title', 'img/9.jpg'],
      ['Gallery', ['img/1.jpg', 'img/4.jpg', 'img/5.jpg']],
    ])
  })

  it('gives no entries for no images', () => expect(imageEntries([])).toEqual([]))
})
