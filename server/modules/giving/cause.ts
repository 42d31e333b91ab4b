/**
 * A cause people give to, at the original's paths (/cause/api/v1/cause/…) and with its keys: name,
 * goal_amount, raised_amount, image and the computed `process` and `contributor`, then ours. What
 * it raised is the sum of its completed gifts, read when presented (never a stored counter), so a
 * gift completing changes every answer and page at once (the donation table announces changes).
 */
import { asc } from 'drizzle-orm'
import { formatAmount, parseAmount } from '../../../common/money.ts'
import { defineResource, type PresentContext, type Row } from '../../resources/define.ts'
import { field } from '../../resources/fields.ts'
import { presentDefault } from '../../resources/present.ts'
import { publishableResource, publishingFields } from '../content/index.ts'
import { processOf } from './cause-progress.ts'
import { causeHooks } from './cause-rules.ts'
import { raisedByCause } from './donations.ts'
import { cause } from './tables.ts'

type CauseRow = Row<typeof cause>

/** Each cause with what it raised, its progress and its donors, after its goal. */
async function presentCauses(rows: CauseRow[], ctx: PresentContext): Promise<object[]> {
  const raised = await raisedByCause(
    ctx.db,
    rows.map((r) => r.id),
  )
  return rows.map((row) => {
    const { raised: amount = 0n, donors = 0 } = raised.get(row.id) ?? {}
    const presented = presentDefault(causeResource, row, ctx) as Record<string, unknown>
    const computed = {
      raised_amount: formatAmount(amount),
      process: processOf(amount, parseAmount(row.goalAmount) ?? 0n),
      contributor: donors,
    }
    return Object.fromEntries(
      Object.entries(presented).flatMap((entry) =>
        entry[0] === 'goal_amount' ? [entry, ...Object.entries(computed)] : [entry],
      ),
    )
  })
}

export const causeResource = defineResource({
  name: 'cause',
  label: 'Cause',
  plural: 'Causes',
  admin: {
    columns: ['image', 'name', 'category', 'goal_amount'],
    sort: { field: 'position', order: 'ASC' },
    filters: ['status'],
    nav: { group: 'giving', icon: 'Campaign', order: 1 },
  },
  table: cause,
  listKey: 'causes',
  // As the site lists them: the editors' order.
  orderBy: (t) => [asc(t.position), asc(t.id)],
  ...publishableResource(cause),
  // The Accountant reads the causes gifts are booked to; the Editor writes them.
  grants: { Editor: 'write', Accountant: 'read' },
  fields: {
    name: field.text('name', { required: true, max: 255, searchable: true }),
    category: field.text('category', {
      nullable: false,
      max: 100,
      searchable: true,
      help: 'One word for the chip on the card: Scholarship, Relief, Skills…',
    }),
    summary: field.text('summary', {
      nullable: false,
      max: 500,
      multiline: true,
      searchable: true,
      help: 'One sentence for the cause’s card.',
    }),
    goal_amount: field.decimal('goalAmount', { nullable: false, min: 0, label: 'Goal (Tk)' }),
    start_date: field.date('startDate'),
    end_date: field.date('endDate', {
      help: 'After this day the cause takes no more gifts; its page stays and says it has ended.',
    }),
    image: field.file('image', { accept: ['image'], dir: 'donation/Cause' }, { label: 'Picture' }),
    image_alt: field.text('imageAlt', {
      max: 500,
      label: 'Picture description',
      help: 'What the picture shows, for people who cannot see it.',
    }),
    author: field.ref('authorId', 'employee', {
      label: 'Campaign by',
      help: 'The staff member named on the cause’s card.',
    }),
    position: field.int('position', { nullable: false, min: 0, help: 'Lower numbers come first.' }),
    ...publishingFields(),
  },
  hooks: causeHooks,
  presentList: presentCauses,
  presentDetail: async (row, ctx) => (await presentCauses([row], ctx))[0] as object,
})
