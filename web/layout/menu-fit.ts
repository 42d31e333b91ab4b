/**
 * How many of the main menu's top-level items fit on the header's one line (a "priority+" menu):
 * the items keep their order, and those that do not fit go under "More" at the end of the line.
 * Labels are the organisation's (13 menus, some of four words), so no font size or spacing fits
 * them all at every width; moving the last ones under More keeps the header one line high.
 */

/** Sub-pixel widths add up to a little more than the line holds: this much is let pass. */
const ROUNDING_PX = 0.5

/**
 * The number of leading items shown on the line, given each item's width, the More entry's
 * width and the line's: all of them when they fit without More, else as many as fit beside it.
 */
export function itemsThatFit(widths: readonly number[], moreWidth: number, available: number): number {
  const room = available + ROUNDING_PX
  const total = widths.reduce((sum, width) => sum + width, 0)
  if (total <= room) return widths.length
  let used = moreWidth
  let count = 0
  for (const width of widths) {
    if (used + width > room) break
    used += width
    count++
  }
  return count
}
