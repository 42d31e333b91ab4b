import { RichText } from '../components/RichText.tsx'
import { Tabs } from '../components/Tabs.tsx'
import { TitleBanner } from '../layout/TitleBanner.tsx'
import type { Block } from '../page-data.ts'
import type { PageProps } from './registry.ts'

/** The message page's tabs: content key → tab label (spec §2). */
const MESSAGE_TABS = [
  ['Managing Partner', 'Managing Director'],
  ['Partner One', 'Chairman'],
  ['Partner Two', 'Director'],
] as const

/** The fixed figures of the language center and training institute pages (spec §2). */
const STATISTICS = [
  ['200+', 'Student'],
  ['10+', 'Top Courses'],
  ['10+', 'Countries Workers'],
  ['500+', 'Happy Clients'],
] as const

function MessageTabs({ blocks }: { blocks: Block[] }) {
  const tabs = MESSAGE_TABS.flatMap(([key, label]) => {
    const block = blocks.find((b) => b.key === key)
    if (!block) return []
    return [
      {
        label,
        content: (
          <div className="message">
            {block.images[0] && (
              <img
                className="message__image"
                src={block.images[0].src}
                alt={block.images[0].alt}
                width={400}
                height={400}
              />
            )}
            <RichText html={block.html} />
          </div>
        ),
      },
    ]
  })
  if (tabs.length === 0) return null
  return (
    <div className="band">
      <div className="band__inner band__inner--stack">
        <Tabs tabs={tabs} label="Messages from our leaders" />
      </div>
    </div>
  )
}

/** Any menu's page: its blocks in editor order, each with the images stored under its key. */
export function ContentPage({ body }: PageProps<'content'>) {
  const { title, template, blocks } = body
  if (template === 'message') {
    const rest = blocks.filter((b) => !MESSAGE_TABS.some(([key]) => key === b.key))
    return (
      <>
        <TitleBanner title={title} />
        <MessageTabs blocks={blocks} />
        {rest.length > 0 && <Blocks blocks={rest} />}
      </>
    )
  }
  return (
    <>
      <TitleBanner title={title} />
      <Blocks blocks={blocks} />
      {(template === 'language-center' || template === 'training-institute') && (
        <section className="band band--tint" aria-label="In figures">
          <ul className="statistics">
            {STATISTICS.map(([figure, label]) => (
              <li key={label}>
                <strong>{figure}</strong> <span>{label}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  )
}

function Blocks({ blocks }: { blocks: Block[] }) {
  return (
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
  )
}
