/**
 * A cause's text blocks (the original's CauseContent): a key and its HTML, sanitised on write as
 * a menu's blocks are. Renaming a block renames its images' head in the same cause, as on a page.
 */
import { and, eq } from 'drizzle-orm'
import { defineResource, type Row } from '../../resources/define.ts'
import { field } from '../../resources/fields.ts'
import { auditIdFields, timestamps } from '../../resources/present-helpers.ts'
import { assertKeyFree, causeName, causePart, listHeads, placeLastIn } from './cause-part.ts'
import { causeContent, causeContentImage } from './tables.ts'

const ownFields = (r: Row<typeof causeContent>) => ({ name: r.name, value: r.value, position: r.position })

export const causeContentResource = defineResource({
  name: 'cause_content',
  label: 'Cause block',
  plural: 'Cause blocks',
  // Edited on their cause's screen.
  admin: { nav: false },
  table: causeContent,
  listKey: 'cause_contents',
  ...causePart(causeContent),
  fields: {
    cause: field.ref('causeId', 'cause', { required: true }),
    name: field.text('name', { required: true, max: 500, searchable: true, label: 'Key' }),
    value: field.html('value', { nullable: false, searchable: true, label: 'Text' }),
    position: field.int('position', { nullable: false }),
  },
  hooks: {
    async beforeCreate(values, ctx) {
      await assertKeyFree(ctx.db, causeContent, values.causeId as number, String(values.name))
      await placeLastIn(causeContent)(values, ctx)
    },
    async beforeUpdate(values, existing, ctx) {
      const causeId = (values.causeId as number | undefined) ?? existing.causeId
      const name = typeof values.name === 'string' ? values.name : existing.name
      if (causeId !== existing.causeId || name !== existing.name)
        await assertKeyFree(ctx.db, causeContent, causeId, name, existing.id)
      // Images are keyed by the block's name: they follow a rename within the cause.
      if (name !== existing.name && causeId === existing.causeId)
        await ctx.db
          .update(causeContentImage)
          .set({ head: name, updatedAt: new Date(), updatedBy: ctx.actorId })
          .where(
            and(eq(causeContentImage.causeId, existing.causeId), eq(causeContentImage.head, existing.name)),
          )
    },
  },
  usagePlace: async (row, _field, db) => `${await causeName(db, row.causeId)}: rich text block '${row.name}'`,
  async presentList(rows, ctx) {
    const head = await listHeads(ctx, rows)
    return rows.map((r) => ({ ...head(r), ...ownFields(r), ...timestamps(r, ctx) }))
  },
  async presentDetail(r, ctx) {
    return { id: r.id, ...ownFields(r), ...timestamps(r, ctx), cause: r.causeId, ...auditIdFields(r) }
  },
})
