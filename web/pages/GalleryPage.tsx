import { useRef, useState } from 'react'
import { Lightbox } from '../components/Lightbox.tsx'
import { Img, RichText, TitleBanner } from '../kit.ts'
import type { PageProps } from './registry.ts'

/**
 * Gallery, Profile and Documents: an image grid (one column up to 600 px, otherwise three), of
 * equal tiles, or for documents of whole pages on a neutral ground. Each
 * image links to the full file, so it works without JavaScript; with it, a lightbox opens.
 */
export function GalleryPage({ body }: PageProps<'gallery'>) {
  const { title, fit, intro, images } = body
  const [open, setOpen] = useState(false)
  const [index, setIndex] = useState(0)
  const opener = useRef<HTMLElement | null>(null)

  const close = () => {
    setOpen(false)
    // As in the original: the viewer starts again from the first image.
    setIndex(0)
    opener.current?.focus()
  }

  return (
    <>
      <TitleBanner title={title} />
      <div className="band">
        <div className="band__inner band__inner--stack">
          {intro.map((block) => (
            <RichText key={block.key} html={block.html} />
          ))}
          {images.length === 0 && <p className="empty">No images yet.</p>}
          <ul className={fit === 'whole' ? 'gallery-grid gallery-grid--whole' : 'gallery-grid'}>
            {images.map((image, i) => (
              <li key={image.src}>
                <a
                  href={image.src}
                  onClick={(event) => {
                    event.preventDefault()
                    opener.current = event.currentTarget
                    setIndex(i)
                    setOpen(true)
                  }}
                >
                  <Img image={image} sizes="(max-width: 600px) 100vw, 400px" priority={i === 0} />
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      {open && <Lightbox images={images} index={index} onIndex={setIndex} onClose={close} />}
    </>
  )
}
