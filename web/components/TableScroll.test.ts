import { describe, expect, it } from 'vitest'
import { wrapTables } from './TableScroll.tsx'

const box = (label: string) => `<section class="table-scroll" aria-label="${label}" tabindex="0">`

describe('wrapTables', () => {
  it('puts each table of editor HTML in a named scrolling box', () => {
    expect(
      wrapTables('<p>Fees</p><table><tr><td>1</td></tr></table><table><tr><td>2</td></tr></table>'),
    ).toBe(
      `<p>Fees</p>${box('Table')}<table><tr><td>1</td></tr></table></section>${box('Table')}<table><tr><td>2</td></tr></table></section>`,
    )
  })

  it('names the box by the table’s caption, as plain text', () => {
    expect(wrapTables('<table class="x"><caption><b>Fees &amp; "dates"</b></caption></table>')).toBe(
      `${box('Fees &amp; &quot;dates&quot;')}<table class="x"><caption><b>Fees &amp; "dates"</b></caption></table></section>`,
    )
  })

  it('leaves HTML without tables as it is', () => {
    expect(wrapTables('<p>&lt;table&gt;</p>')).toBe('<p>&lt;table&gt;</p>')
  })
})
