/** Pieces the content templates and the home page share: keyed blocks as bands and section heads. */

import { Img, RichText } from '../../kit.ts'
import type { Block } from '../../page-data.ts'

export const blockOf = (blocks: Block[], key: string) => blocks.find((b) => b.key === key) ?? null

/** The blocks a template has no place for, so that no content of the menu goes unseen. */
export const otherBlocks = (blocks: Block[], used: readonly string[]) =>
  blocks.filter((b) => !used.includes(b.key) && (b.html || b.images.length > 0))

const startsWithHeading = (html: string) => /^\s*<h[1-6][\s>]/i.test(html)

/**
 * The block that heads a section: its HTML, under a heading of `fallback` when the editor's text
 * does not start with one (or the block is missing), so every section has a heading.
 */
export function SectionIntro({ block, fallback }: { block: Block | null; fallback: string }) {
  const html = block?.html ?? ''
  return (
    <div className="section-intro">
      {!startsWithHeading(html) && <h2>{fallback}</h2>}
      <RichText html={html} />
    </div>
  )
}

/**
 * One block as a band: its text beside its first image (image first, or last with `reverse`),
 * or the text alone in a narrower column. `wide` puts the image above the text instead. A block
 * with no text and several images shows them all in a grid.
 */
export function Band({
  block,
  tint = false,
  reverse = false,
  wide = false,
  className,
}: {
  block: Block
  tint?: boolean
  reverse?: boolean
  wide?: boolean
  className?: string
}) {
  const bandClass = `band${tint ? ' band--tint' : ''}${className ? ` ${className}` : ''}`
  // Images under a head no block has (a gallery on a plain page): all of them, in a row.
  if (!block.html && block.images.length > 1)
    return (
      <section className={bandClass} aria-label={block.key}>
        <ul className="band__inner gallery-grid band__images">
          {block.images.map((image) => (
            <li key={image.src}>
              <Img image={image} sizes="(max-width: 600px) 100vw, 380px" />
            </li>
          ))}
        </ul>
      </section>
    )
  const image = block.images[0]
  const layout = !image
    ? 'band__inner--text'
    : wide
      ? 'band__inner--wide'
      : reverse
        ? 'band__inner--reverse'
        : ''
  return (
    <section className={bandClass} aria-label={block.key}>
      <div className={`band__inner ${layout}`}>
        {image && (
          <div className="band__image">
            <Img
              image={image}
              sizes={wide ? '(max-width: 1140px) 100vw, 1140px' : '(min-width: 800px) 40vw, 100vw'}
            />
          </div>
        )}
        <RichText html={block.html} />
      </div>
    </section>
  )
}

/** Blocks in editor order, alternating white and tinted bands and the side of their images. */
export function Bands({ blocks, tintFirst = false }: { blocks: Block[]; tintFirst?: boolean }) {
  return (
    <>
      {blocks.map((block, i) => (
        <Band key={block.key} block={block} tint={(i % 2 === 1) !== tintFirst} reverse={i % 2 === 1} />
      ))}
    </>
  )
}

/** A block as a card: its first image above its text. */
export function BlockCard({ block, sizes }: { block: Block; sizes: string }) {
  const image = block.images[0]
  return (
    <article className="block-card">
      {image && <Img image={image} sizes={sizes} className="block-card__image" />}
      <RichText html={block.html} />
    </article>
  )
}
