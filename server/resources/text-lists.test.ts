import { describe, expect, it } from 'vitest'
import { linesOf, paragraphsOf, questionsOf, timedLinesOf } from './text-lists.ts'

describe('text lists', () => {
  it('reads lines and paragraphs, whatever the line endings and blank space', () => {
    expect(linesOf(' Bangla (native)\r\n\n English  \n')).toEqual(['Bangla (native)', 'English'])
    expect(paragraphsOf('First line\nwraps here.\n\n  \nSecond.\r\n\r\nThird.')).toEqual([
      'First line wraps here.',
      'Second.',
      'Third.',
    ])
    expect(linesOf(null)).toEqual([])
    expect(paragraphsOf('')).toEqual([])
  })

  it('reads questions with their answers and leaves out a question without one', () => {
    expect(
      questionsOf('Who can join?\nAnyone aged 18\nto 30.\n\nWhat does it cost?\n\nLonely question'),
    ).toEqual([{ question: 'Who can join?', answer: 'Anyone aged 18 to 30.' }])
  })

  it('reads schedule lines with their time, and keeps a line without one', () => {
    expect(timedLinesOf('18:30 Guests arrive\n9.15 – Welcome\nDinner')).toEqual([
      { time: '18:30', item: 'Guests arrive' },
      { time: '9:15', item: 'Welcome' },
      { time: '', item: 'Dinner' },
    ])
  })
})
