/**
 * What a member's form must hold beyond its fields' kinds: a National ID of 10, 13 or 17 digits,
 * Bangladeshi mobile numbers (stored as the 11 digits dialled at home), and a union inside the
 * chosen thana, the address's last level (the levels above are org's address hooks).
 */
import { isNid, normalizeBdMobile } from '../../../common/bd-identity.ts'
import type { Db } from '../../db/client.ts'
import { ValidationError } from '../../http/validation.ts'
import { dateIn } from '../../http/wire.ts'
import type { WriteContext, WriteHooks } from '../../resources/define.ts'
import { addressHooks, unionPlace } from '../org/address-service.ts'
import type { member } from './tables.ts'

type Values = Record<string, unknown>

const PHONES = [
  ['primaryPhone', 'primary_phone'],
  ['secondaryPhone', 'secondary_phone'],
] as const

function checkIdentity(values: Values, errors: Record<string, string[]>): void {
  if (typeof values.nid === 'string' && !isNid(values.nid))
    errors.nid = ['Enter the National ID’s 10, 13 or 17 digits.']
  for (const [column, wire] of PHONES) {
    const text = values[column]
    if (typeof text !== 'string') continue
    const phone = normalizeBdMobile(text)
    if (phone) values[column] = phone
    else errors[wire] = ['Enter a Bangladeshi mobile number such as 01712-345678 or +8801712345678.']
  }
}

/** A union sent without its thana brings its own; one outside the chosen thana is refused. */
async function checkUnion(db: Db, values: Values, existing: Values, errors: Record<string, string[]>) {
  if (!('unionId' in values || 'thanaId' in values)) return
  const after = { ...existing, ...values }
  const unionId = (after.unionId as number | null | undefined) ?? null
  if (unionId === null) return
  const union = await unionPlace(db, unionId)
  if (!union) return // the reference check names a union that does not exist
  const thanaId = (after.thanaId as number | null | undefined) ?? null
  if (thanaId === null && !('thanaId' in values)) values.thanaId = union.thanaId
  else if (union.thanaId !== thanaId) errors.union = [`${union.name} is not in the chosen thana.`]
}

async function check(values: Values, existing: Values, ctx: WriteContext): Promise<void> {
  const errors: Record<string, string[]> = {}
  checkIdentity(values, errors)
  await checkUnion(ctx.db, values, existing, errors)
  if (Object.keys(errors).length > 0) throw new ValidationError(errors)
}

export function memberHooks(): WriteHooks<typeof member> {
  const address = addressHooks<typeof member>()
  return {
    async beforeCreate(values, ctx) {
      // Today where the organisation is, not the database session's date (UTC on most servers).
      if (values.joinedDate === undefined) values.joinedDate = dateIn(new Date(), ctx.timeZone)
      await check(values, {}, ctx)
      await address.beforeCreate?.(values, ctx)
    },
    async beforeUpdate(values, existing, ctx) {
      await check(values, existing as Values, ctx)
      await address.beforeUpdate?.(values, existing, ctx)
    },
  }
}
