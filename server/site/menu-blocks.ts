/**
 * A menu's blocks with their images, as its page shows them: one query, the blocks and the
 * images (with their sizes and resized copies from media_file) each aggregated as JSON, rather
 * than one query for the blocks, one for the images and one for their sizes.
 */
import { sql } from 'drizzle-orm'
import type { Block, ImageRef } from '../../web/page-data.ts'
import { type Db, queryRows } from '../db/client.ts'
import { mediaFile } from '../db/schema.ts'
import { cmsMenuContent, cmsMenuContentImage } from '../modules/cms/tables.ts'
import { imageRef, type StoredSizes } from './images.ts'
import { sanitizeStoredHtml } from './stored-html.ts'

interface ContentRow {
  name: string
  value: string
}

interface ImageRow extends Partial<StoredSizes> {
  head: string
  image: string
  alt: string | null
  /** False when media_file does not know the file (copied in by hand). */
  known: boolean
}

export async function loadMenuBlocks(db: Db, menuId: number): Promise<Block[]> {
  const c = cmsMenuContent
  const i = cmsMenuContentImage
  const m = mediaFile
  const [row] = await queryRows<{ contents: ContentRow[] | null; images: ImageRow[] | null }>(
    db,
    sql`select
      (select json_agg(json_build_object('name', ${c.name}, 'value', ${c.value})
                       order by ${c.position}, ${c.id})
         from ${c} where ${c.cmsMenuId} = ${menuId}) as contents,
      (select json_agg(json_build_object('head', ${i.head}, 'image', ${i.image}, 'alt', ${i.alt},
                         'known', ${m.path} is not null, 'width', ${m.width}, 'height', ${m.height},
                         'variants', ${m.variants})
                       order by ${i.position}, ${i.id})
         from ${i} left join ${m} on ${m.path} = ${i.image}
        where ${i.cmsMenuId} = ${menuId}) as images`,
  )
  const imagesByKey = new Map<string, ImageRef[]>()
  for (const image of row?.images ?? []) {
    const sizes = image.known
      ? { width: image.width ?? null, height: image.height ?? null, variants: image.variants ?? [] }
      : undefined
    const list = imagesByKey.get(image.head) ?? []
    list.push(imageRef(image.image, image.alt ?? image.head, sizes))
    imagesByKey.set(image.head, list)
  }
  const blocks: Block[] = (row?.contents ?? []).map((content) => ({
    key: content.name,
    // Sanitised on write already; again here so content written by other means is safe too.
    html: sanitizeStoredHtml(content.value),
    images: imagesByKey.get(content.name) ?? [],
  }))
  // Images without a block of their own (a gallery, partner logos) still belong to the page.
  for (const [key, list] of imagesByKey) {
    if (!blocks.some((b) => b.key === key)) blocks.push({ key, html: '', images: list })
  }
  return blocks
}
