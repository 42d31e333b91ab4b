import { RichText } from '../components/RichText.tsx'
import type { Block } from '../page-data.ts'
import type { PageProps } from './registry.ts'

const block = (blocks: Block[], key: string) => blocks.find((b) => b.key === key)

/** Home: the slides, the about block, and every other block of the Home menu as a card. */
export function HomePage({ body, site }: PageProps<'home'>) {
  const { blocks, slides } = body
  const { siteName } = site
  const about = block(blocks, 'About')
  const special = new Set(['About', 'Companies', 'Partner', 'Our Services', 'Featured Work', 'Title'])
  const cards = blocks.filter((b) => !special.has(b.key) && b.html)
  const first = slides[0]
  return (
    <>
      <h1 className="visually-hidden">{siteName}</h1>
      {first && (
        <section className="hero" aria-label="Highlights">
          {first.image && <img className="hero__image" src={first.image} alt="" fetchPriority="high" />}
          <div className="hero__text">
            {first.title && <RichText html={first.title} className="hero__title" />}
            {first.subtitle && <p>{first.subtitle}</p>}
            {first.link && first.details && (
              <a className="button button--accent" href={first.link}>
                {first.details}
              </a>
            )}
          </div>
        </section>
      )}
      {about && (
        <section className="band" aria-label="About">
          <div className="band__inner">
            {about.images[0] && (
              <img
                className="band__image"
                src={about.images[0].src}
                alt={about.images[0].alt}
                loading="lazy"
              />
            )}
            <RichText html={about.html} />
          </div>
        </section>
      )}
      {cards.length > 0 && (
        <section className="band band--tint" aria-labelledby="companies-heading">
          <div className="band__inner band__inner--stack">
            <h2 id="companies-heading">Our Companies</h2>
            <ul className="card-grid">
              {cards.map((card) => (
                <li key={card.key} className="card">
                  {card.images[0] && <img src={card.images[0].src} alt={card.images[0].alt} loading="lazy" />}
                  <h3>{card.key}</h3>
                  <RichText html={card.html} />
                </li>
              ))}
            </ul>
          </div>
        </section>
      )}
    </>
  )
}
