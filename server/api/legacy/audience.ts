/**
 * Who a read is for (issue 10 §1). Staff whose role has `<resource>.read` see every row and every
 * field; anyone else (no credentials, a token that is not valid, a role without the permission)
 * reads as the public: only the rows the public site shows (the declaration's publicWhere), and no
 * personal data (its personalFields and the audit users, as null). The generic routes apply this
 * in one place, so a resource gets it by declaring publicWhere / personalFields.
 */
import type { SQL } from 'drizzle-orm'
import type { FastifyRequest } from 'fastify'
import { can } from '../../auth/request-auth.ts'
import { ApiError } from '../../http/api-error.ts'
import type { PresentContext, ResourceDeclaration, TableWithId } from '../../resources/define.ts'
import { publicWhere } from '../../resources/public-read.ts'

export type Audience = 'staff' | 'public'

type AnyResource = ResourceDeclaration<TableWithId>
/** What presenting for an audience needs of a declaration (any table's). */
type Presented = Pick<AnyResource, 'personalFields' | 'listKey'>

/** Who made and last changed a record: users' emails or ids, never for the public. */
const AUDIT_FIELDS = ['created_by', 'updated_by']

/**
 * 'staff' when the request's user may read `resource`. Credentials that are not valid are ignored
 * on a public read, as before: the reader is answered as the public rather than refused.
 */
export async function audienceOf(request: FastifyRequest, resource: string): Promise<Audience> {
  try {
    return can(await request.getAuth(), resource, 'read') ? 'staff' : 'public'
  } catch (error) {
    if (error instanceof ApiError && error.statusCode === 401) return 'public'
    throw error
  }
}

/** `where` narrowed to the rows the audience may see: the public's as the site reads them (public-read.ts). */
export async function visibleWhere(
  resource: AnyResource,
  audience: Audience,
  ctx: PresentContext,
  where?: SQL,
): Promise<SQL | undefined> {
  return audience === 'staff' ? where : publicWhere(resource, ctx, where)
}

/** Wire fields the public gets as null for this resource. */
export function hiddenFields(resource: Presented): ReadonlySet<string> {
  return new Set([...AUDIT_FIELDS, ...(resource.personalFields ?? [])])
}

/** One presented record as the audience may see it; keys and their order stay. */
export function presentFor<T extends object>(resource: Presented, audience: Audience, item: T): T {
  if (audience === 'staff') return item
  const hidden = hiddenFields(resource)
  return Object.fromEntries(
    Object.entries(item).map(([key, value]) => [key, hidden.has(key) ? null : value]),
  ) as T
}

/** Every record of a list answer (`{<listKey>: [...], …}`) as the audience may see it. */
export function listFor<T extends Record<string, unknown>>(
  resource: Presented,
  audience: Audience,
  answer: T,
): T {
  if (audience === 'staff') return answer
  const items = answer[resource.listKey]
  if (!Array.isArray(items)) return answer
  return { ...answer, [resource.listKey]: items.map((item: object) => presentFor(resource, audience, item)) }
}

/**
 * Ordering by a personal field would reveal it through the order of the rows, so the public may
 * not (400 naming the field); staff may.
 */
export function assertPublicOrdering(
  resource: Presented,
  audience: Audience,
  query: Record<string, unknown>,
): void {
  if (audience === 'staff') return
  const raw = Array.isArray(query.ordering) ? query.ordering.at(-1) : query.ordering
  const name = typeof raw === 'string' ? raw.replace(/^-/, '') : ''
  if (resource.personalFields?.includes(name)) {
    throw new ApiError(400, `ordering by ${name} is only for signed-in staff: order by another field.`)
  }
}
