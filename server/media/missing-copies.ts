/**
 * Images stored before their own width was among the copies (issue 12: a 1600 px upload was
 * offered at 960 px at most, and the hero was enlarged on wide screens) get the copies they lack.
 * Run once in the background after start: it reads each such image once, one at a time through
 * the image queue, so uploads keep their turn. Idempotent: a second process running it at the
 * same time writes the same files (atomically) and the same row.
 */
import path from 'node:path'
import { and, eq, isNotNull, sql } from 'drizzle-orm'
import sharp from 'sharp'
import type { Db } from '../db/client.ts'
import { mediaFile } from '../db/schema.ts'
import { writeAtomically } from '../lib/write-atomically.ts'
import { imageQueue } from './image-queue.ts'
import { encodeVariant, type ImageVariant, variantNames, variantWidths } from './media-store.ts'

/** Adds the missing copies of every stored image that has copies; returns the paths it completed. */
export async function addMissingCopies(db: Db, mediaDir: string): Promise<string[]> {
  const rows = await db
    .select({ path: mediaFile.path, width: mediaFile.width, variants: mediaFile.variants })
    .from(mediaFile)
    .where(
      and(
        eq(mediaFile.kind, 'image'),
        eq(mediaFile.pending, false),
        isNotNull(mediaFile.width),
        // Images kept without copies on purpose (the demo's logos and icons) stay so.
        sql`jsonb_array_length(${mediaFile.variants}) > 0`,
      ),
    )
  const completed: string[] = []
  for (const row of rows) {
    const have = new Set(row.variants.map((v) => v.width))
    const missing = variantWidths(row.width ?? 0).filter((width) => !have.has(width))
    if (missing.length === 0) continue
    const original = path.join(mediaDir, row.path)
    if (!original.startsWith(mediaDir + path.sep)) continue
    const base = row.path.replace(/\.[^./]+$/, '')
    const added: ImageVariant[] = await imageQueue.run(async () => {
      // Stored originals are upright already and carry no metadata (media-store.ts).
      const image = sharp(original)
      const copies: ImageVariant[] = []
      for (const width of missing) {
        const names = variantNames(base, width)
        const encoded = await encodeVariant(image, width)
        await writeAtomically(path.join(mediaDir, names.webp), encoded.webp)
        await writeAtomically(path.join(mediaDir, names.avif), encoded.avif)
        copies.push({ width, ...names })
      }
      return copies
    })
    const variants = [...row.variants, ...added].sort((a, b) => a.width - b.width)
    await db.update(mediaFile).set({ variants }).where(eq(mediaFile.path, row.path))
    completed.push(row.path)
  }
  return completed
}
