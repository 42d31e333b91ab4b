/**
 * What the dues specs share: members made through the API, each with a General membership period
 * started some days ago (so each is current, in grace or expired as a spec needs), and adding one
 * to the Collect dues screen from the keyboard. The members are a spec's own (names and phones
 * made unique by `unique`): all e2e specs share one server and its demo.
 */
import type { Page } from 'playwright-core'
import type { StaffSession } from './back-office.ts'

const DAY = 86_400_000

export interface DuesMember {
  id: number
  member_number: string
  first_name: string
  primary_phone: string
}

/** A day relative to today in Dhaka, YYYY-MM-DD. */
export const dhakaDay = (offsetDays: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dhaka' }).format(new Date(Date.now() + offsetDays * DAY))

/**
 * One member per start (days from today, such as -20 for a monthly period that is current), named
 * `${prefix}A${unique}`, `${prefix}B${unique}`… with `lastName`, each with a General period from then.
 */
export async function membersWithPeriods(
  api: StaffSession,
  options: { prefix: string; lastName: string; unique: number; starts: number[] },
): Promise<DuesMember[]> {
  const types = await api.call<{ membership_types: { id: number; name: string }[] }>(
    'GET',
    '/membership_type/api/v1/membership_type/search/?searchKey=General',
  )
  const general = types.json.membership_types.find((t) => t.name === 'General')?.id
  const members: DuesMember[] = []
  for (const [i, start] of options.starts.entries()) {
    const made = await api.call<DuesMember>('POST', '/member/api/v1/member/create/', {
      first_name: `${options.prefix}${String.fromCharCode(65 + i)}${options.unique}`,
      last_name: options.lastName,
      primary_phone: `0171${String(options.unique).slice(-6)}${i}`,
    })
    if (made.status !== 201) throw new Error(`member not made: ${JSON.stringify(made.json)}`)
    members.push(made.json)
    const period = await api.call('POST', '/membership/api/v1/membership/create/', {
      member: made.json.id,
      membership_type: general,
      start_date: dhakaDay(start),
    })
    if (period.status !== 201) throw new Error(`period not made: ${JSON.stringify(period.json)}`)
  }
  return members
}

/** The member's row on the Collect dues screen. */
export const collectRowOf = (page: Page, m: DuesMember) => page.locator(`tr[data-member="${m.id}"]`)

/** Types into the Collect dues screen's member search (focused) and adds the highlighted match with Enter. */
export async function addByKeyboard(page: Page, text: string, m: DuesMember): Promise<void> {
  await page.keyboard.type(text)
  await page.getByRole('option', { name: new RegExp(m.member_number) }).waitFor()
  await page.keyboard.press('Enter')
  await collectRowOf(page, m).waitFor()
}
