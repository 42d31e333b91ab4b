import type { ImageRef } from '../page-data.ts'

/**
 * One content image: AVIF and WebP copies at the widths made on upload (the browser picks by
 * `sizes`), the file's own width and height so nothing shifts while it loads, and lazy loading
 * unless `priority` marks it as the largest image above the fold. An image without a file (src '')
 * draws nothing.
 */
export function Img({
  image,
  sizes = '100vw',
  priority = false,
  className,
  alt,
}: {
  image: ImageRef
  /** How wide the image is drawn, as in the sizes attribute: '(max-width: 600px) 100vw, 33vw'. */
  sizes?: string
  priority?: boolean
  className?: string
  /** Overrides the content's alt text, e.g. '' for an image that only decorates. */
  alt?: string
}) {
  // A record saved without a picture: nothing, rather than a broken image.
  if (!image.src) return null
  const img = (
    <img
      src={image.src}
      alt={alt ?? image.alt}
      width={image.width}
      height={image.height}
      className={className}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? 'sync' : 'async'}
    />
  )
  if (!image.avif && !image.webp) return img
  return (
    <picture>
      {image.avif && <source type="image/avif" srcSet={image.avif} sizes={sizes} />}
      {image.webp && <source type="image/webp" srcSet={image.webp} sizes={sizes} />}
      {img}
    </picture>
  )
}
