import { RichText } from '../components/RichText.tsx'
import { TitleBanner } from '../layout/TitleBanner.tsx'
import type { Block } from '../page-data.ts'

/** Any menu's page: its blocks in editor order, each with the images stored under its key. */
export function ContentPage({ title, blocks }: { title: string; blocks: Block[] }) {
  return (
    <>
      <TitleBanner title={title} />
      <div className="content-page">
        {blocks.length === 0 && <p className="empty">This page has no content yet.</p>}
        {blocks.map((block, index) => (
          <section key={block.key} className={index % 2 ? 'band band--tint' : 'band'} aria-label={block.key}>
            <div className="band__inner">
              {block.images.length > 0 && (
                <div className={block.images.length > 1 ? 'image-grid' : 'band__image'}>
                  {block.images.map((image, i) => (
                    <img
                      key={image.src}
                      src={image.src}
                      alt={image.alt}
                      loading={index === 0 && i === 0 ? 'eager' : 'lazy'}
                    />
                  ))}
                </div>
              )}
              <RichText html={block.html} />
            </div>
          </section>
        ))}
      </div>
    </>
  )
}
