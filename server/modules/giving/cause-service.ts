/**
 * What the public site and the cause-keyed routes read of the causes: the published ones in the
 * declaration's order (the API's list order), each with what it raised (the sum of its completed
 * gifts), its donors and its campaigner; one cause with its blocks and images; their categories;
 * the search over them; and the next scheduled publication. Drafts and causes whose publish date
 * has not come are not public (the content area's rule, content/publishing.ts).
 */
import { and, asc, eq, gt, ilike, inArray, min, or, type SQL, sql } from 'drizzle-orm'
import { type Paisa, parseAmount } from '../../../common/money.ts'
import type { Db } from '../../db/client.ts'
import { listOrder } from '../../resources/public-read.ts'
import { visibleAt } from '../content/index.ts'
import type { PublicView } from '../content/service.ts'
import { staffProfilesById } from '../org/staff-profile-service.ts'
import { causeResource } from './cause.ts'
import { percentOf } from './cause-progress.ts'
import { raisedByCause } from './donations.ts'
import { cause, causeContent, causeContentImage } from './tables.ts'

export type CauseRow = typeof cause.$inferSelect
export type CauseBlockRow = typeof causeContent.$inferSelect
export type CauseImageRow = typeof causeContentImage.$inferSelect

/** A cause as its card shows it. */
export interface CauseSummary {
  cause: CauseRow
  goal: Paisa
  /** The sum of its completed gifts. */
  raised: Paisa
  /** Share of the goal raised, 0 to 100. */
  percent: number
  donors: number
  /** The staff member named on the card, when they are shown on the website. */
  author: { name: string; image: string | null } | null
}

async function summaries(db: Db, rows: CauseRow[]): Promise<CauseSummary[]> {
  const [raised, authors] = await Promise.all([
    raisedByCause(
      db,
      rows.map((r) => r.id),
    ),
    staffProfilesById(
      db,
      rows.flatMap((r) => (r.authorId === null ? [] : [r.authorId])),
    ),
  ])
  return rows.map((row) => {
    const goal = parseAmount(row.goalAmount) ?? 0n
    const { raised: amount = 0n, donors = 0 } = raised.get(row.id) ?? {}
    const author = row.authorId === null ? undefined : authors.get(row.authorId)
    return {
      cause: row,
      goal,
      raised: amount,
      percent: percentOf(amount, goal),
      donors,
      author: author ? { name: author.name, image: author.image } : null,
    }
  })
}

/** The public causes in the list order; the first `limit` when given. */
export async function publicCauses(view: PublicView, limit?: number): Promise<CauseSummary[]> {
  const query = view.db
    .select()
    .from(cause)
    .where(visibleAt(cause, view.at))
    .orderBy(...listOrder(causeResource))
  return summaries(view.db, limit === undefined ? await query : await query.limit(limit))
}

/** The public causes' categories, each once, in the list order: the sidebars' tags. */
export async function publicCauseCategories(view: PublicView): Promise<string[]> {
  const rows = await view.db
    .select({ category: cause.category })
    .from(cause)
    .where(visibleAt(cause, view.at))
    .orderBy(...listOrder(causeResource))
  return [...new Set(rows.map((r) => r.category).filter(Boolean))]
}

/** A cause's blocks and images, in the editors' order. */
export async function causeBlocks(
  db: Db,
  causeId: number,
): Promise<{ blocks: CauseBlockRow[]; images: CauseImageRow[] }> {
  const [blocks, images] = await Promise.all([
    db
      .select()
      .from(causeContent)
      .where(eq(causeContent.causeId, causeId))
      .orderBy(asc(causeContent.position), asc(causeContent.id)),
    db
      .select()
      .from(causeContentImage)
      .where(eq(causeContentImage.causeId, causeId))
      .orderBy(asc(causeContentImage.position), asc(causeContentImage.id)),
  ])
  return { blocks, images }
}

/** One public cause with its blocks and images; null when there is none or it is not public. */
export async function publicCause(
  view: PublicView,
  id: number,
): Promise<(CauseSummary & { blocks: CauseBlockRow[]; images: CauseImageRow[] }) | null> {
  const [row] = await view.db
    .select()
    .from(cause)
    .where(and(eq(cause.id, id), visibleAt(cause, view.at)))
  if (!row) return null
  const [[summary], content] = await Promise.all([summaries(view.db, [row]), causeBlocks(view.db, id)])
  return summary ? { ...summary, ...content } : null
}

/**
 * A cause for a reader of its blocks: any cause for staff (`at` null: they preview drafts), else
 * only a public one. Null when there is none the reader may see.
 */
export async function causeFor(db: Db, id: number, at: Date | null): Promise<CauseRow | null> {
  const [row] = await db
    .select()
    .from(cause)
    .where(and(eq(cause.id, id), at === null ? undefined : visibleAt(cause, at)))
  return row ?? null
}

/** The earliest publish date later than `after` among published causes (the schedule's next moment). */
export async function nextCausePublishAt(db: Db, after: Date): Promise<Date | null> {
  const [row] = await db
    .select({ at: min(cause.publishAt) })
    .from(cause)
    .where(and(eq(cause.status, 'published'), gt(cause.publishAt, after)))
  return row?.at ?? null
}

export interface FoundCause {
  id: number
  name: string
  category: string
  summary: string
  /** Its blocks' HTML, in order: where the words may have been found besides the name. */
  html: string
}

/** Tags out, whitespace collapsed: a block's text, for matching words. */
const blockText = sql`regexp_replace(regexp_replace(${causeContent.value}, ${'<[^>]*>'}, ' ', 'g'), ${'\\s+'}, ' ', 'g')`

/**
 * Public causes whose name, category, summary or a block's text contains one of the LIKE patterns,
 * at most `limit`, in the list order.
 */
export async function searchCauses(
  view: PublicView,
  patterns: readonly string[],
  limit: number,
): Promise<FoundCause[]> {
  const inBlocks = (pattern: string): SQL =>
    inArray(
      cause.id,
      view.db.select({ id: causeContent.causeId }).from(causeContent).where(ilike(blockText, pattern)),
    )
  const matching = or(
    ...patterns.flatMap((p) => [
      ilike(cause.name, p),
      ilike(cause.category, p),
      ilike(cause.summary, p),
      inBlocks(p),
    ]),
  )
  const html = sql<string>`coalesce((select string_agg(${causeContent.value}, ' ' order by ${causeContent.position}, ${causeContent.id})
    from ${causeContent} where ${causeContent.causeId} = ${cause.id}), '')`
  return view.db
    .select({ id: cause.id, name: cause.name, category: cause.category, summary: cause.summary, html })
    .from(cause)
    .where(and(visibleAt(cause, view.at), matching))
    .orderBy(...listOrder(causeResource))
    .limit(limit)
}
