/**
 * ImageRefs for stored files: the URL plus, from media_file, the image's size and its resized
 * copies, so pages can set width, height and srcset. Files the table does not know (copied in by
 * hand) still show, without them.
 */
import { inArray } from 'drizzle-orm'
import type { ImageRef } from '../../web/page-data.ts'
import type { Db } from '../db/client.ts'
import { mediaFile } from '../db/schema.ts'
import { mediaUrl } from '../http/wire.ts'
import type { PageContext } from './page-context.ts'

export interface StoredImage {
  /** The stored name under the media folder, as records hold it ("gallery/x.jpg"). */
  path: string
  alt: string
}

type Variants = (typeof mediaFile.$inferSelect)['variants']

const srcset = (variants: Variants, format: 'avif' | 'webp') =>
  variants.map((v) => `${mediaUrl(v[format])} ${v.width}w`).join(', ')

/** One query for all the images of a page, in the order given. */
export async function imageRefs(db: Db, images: readonly StoredImage[]): Promise<ImageRef[]> {
  const paths = [...new Set(images.map((i) => i.path).filter(Boolean))]
  const rows =
    paths.length === 0
      ? []
      : await db
          .select({
            path: mediaFile.path,
            width: mediaFile.width,
            height: mediaFile.height,
            variants: mediaFile.variants,
          })
          .from(mediaFile)
          .where(inArray(mediaFile.path, paths))
  const byPath = new Map(rows.map((r) => [r.path, r]))
  return images.map(({ path, alt }) => imageRef(path, alt, byPath.get(path)))
}

/** What media_file knows of an image: absent for a file it does not know. */
export interface StoredSizes {
  width: number | null
  height: number | null
  variants: Variants
}

/** The ImageRef of a stored file, with its size and srcsets when media_file knows them. */
export function imageRef(path: string, alt: string, sizes: StoredSizes | undefined): ImageRef {
  const ref: ImageRef = { src: mediaUrl(path) ?? '', alt }
  if (sizes?.width && sizes.height) {
    ref.width = sizes.width
    ref.height = sizes.height
  }
  if (sizes && sizes.variants.length > 0) {
    ref.avif = srcset(sizes.variants, 'avif')
    ref.webp = srcset(sizes.variants, 'webp')
  }
  return ref
}

/**
 * The images of one page, gathered while its body is built and then completed with one query
 * (sizes and srcsets). Until then, and if that query fails, each still has its plain URL.
 */
export class PageImages {
  private readonly wanted: { path: string; alt: string; ref: ImageRef }[] = []

  ref(path: string, alt: string): ImageRef {
    const ref: ImageRef = { src: mediaUrl(path) ?? '', alt }
    this.wanted.push({ path, alt, ref })
    return ref
  }

  async complete(ctx: PageContext): Promise<void> {
    const refs = await ctx.section('images', [] as ImageRef[], () => imageRefs(ctx.db, this.wanted))
    refs.forEach((ref, i) => {
      const target = this.wanted[i]?.ref
      if (target) Object.assign(target, ref)
    })
  }
}
