/**
 * The demo organisation's words on giving offline, which the donation form, the pledge emails and
 * a pledge's page show: its bank account, bKash merchant number and office, with the reference to
 * quote. Fictional numbers, the same as the demo books' bank ledger. Written only where staff have
 * written none; the demo's other giving settings are in donations.ts.
 */
import { eq } from 'drizzle-orm'
import type { Db } from '../../../db/client.ts'
import { givingSettings } from '../settings.ts'
import { givingSetting } from '../tables.ts'

export const DEMO_OFFLINE_INSTRUCTIONS = [
  'Bank transfer: Meghsetu Foundation, Dutch-Bangla Bank A/C 123.110.4471, Uttara branch (routing 090264388).',
  'bKash or Nagad: send to our merchant number 01755-550120 and keep the transaction id.',
  'Cash or cheque: at our office, House 27, Road 11, Sector 6, Uttara, Dhaka, Saturday to Thursday, 10:00 to 17:00.',
  'Whichever way you choose, write your reference with the payment so we can send your receipt.',
].join('\n')

export async function seedOfflineGivingDemo(db: Db): Promise<void> {
  const settings = await givingSettings(db)
  if (settings.offlineInstructions.trim()) return
  await db
    .update(givingSetting)
    .set({ offlineInstructions: DEMO_OFFLINE_INSTRUCTIONS })
    .where(eq(givingSetting.id, 1))
}
