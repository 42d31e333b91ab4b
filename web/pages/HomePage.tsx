import type { ReactNode } from 'react'
import { Carousel, type PerView } from '../components/Carousel.tsx'
import { Img, Link } from '../kit.ts'
import type { Block, CompanyCard, ImageRef } from '../page-data.ts'
import { Hero } from './home/Hero.tsx'
import { PromoPopup } from './home/PromoPopup.tsx'
import type { PageProps } from './registry.ts'
import { Band, SectionIntro } from './templates/parts.tsx'
import { ServiceCarousel } from './templates/ServiceCarousel.tsx'

/** Slides per view of the featured-work and partner carousels (catalogue §7.3; spec §9: one partner at the narrowest). */
const FEATURED: PerView = { default: 4, 1500: 4, 1200: 3, 991: 3, 767: 2, 480: 1 }
const PARTNERS: PerView = { default: 4, 1500: 4, 1200: 3, 991: 3, 767: 2, 480: 2, 400: 1 }
const AUTOPLAY_MS = 5000

function Section({
  id,
  name,
  intro,
  tint = false,
  children,
}: {
  id: string
  name: string
  intro: Block | null
  tint?: boolean
  children: ReactNode
}) {
  return (
    <section
      id={id}
      className={tint ? 'band band--tint home-section' : 'band home-section'}
      aria-label={name}
    >
      <div className="band__inner band__inner--stack">
        <SectionIntro block={intro} fallback={name} />
        {children}
      </div>
    </section>
  )
}

function CompanyCardView({ card }: { card: CompanyCard }) {
  return (
    <article className="company-card">
      {card.image && <Img image={card.image} alt="" sizes="100px" className="company-card__image" />}
      <h3>{card.key}</h3>
      <p>
        {card.excerpt}{' '}
        <Link to={card.href} className="company-card__more">
          see more<span className="visually-hidden"> about {card.key}</span>
        </Link>
      </p>
    </article>
  )
}

function ImageCarousel({
  label,
  images,
  perView,
  sizes,
  className,
}: {
  label: string
  images: ImageRef[]
  perView: PerView
  sizes: string
  className: string
}) {
  return (
    <Carousel label={label} perView={perView} autoplayMs={AUTOPLAY_MS} dots={false} className={className}>
      {images.map((image) => (
        <Img key={image.src} image={image} sizes={sizes} />
      ))}
    </Carousel>
  )
}

/**
 * Home: the announcement popup, the slides, then the Home menu's sections (server/site/pages/home.ts
 * maps its keys): about, the welcome bands, services, companies, featured work and partners.
 */
export function HomePage({ body, site }: PageProps<'home'>) {
  const { slides, about, bands, services, companies, featured, partners } = body
  return (
    <>
      <h1 className="visually-hidden">{site.siteName}</h1>
      {site.popupImage && <PromoPopup image={site.popupImage} siteName={site.siteName} />}
      {slides.length > 0 && <Hero slides={slides} />}
      {about && <Band block={about} className="home-about" />}
      {bands.map((block, i) => (
        <Band key={block.key} block={block} tint={i % 2 === 0} reverse={i % 2 === 0} />
      ))}
      {(services.intro || services.cards.length > 0) && (
        <Section id="services" name="Our Services" intro={services.intro} tint>
          <ServiceCarousel blocks={services.cards} label="Services" />
          {services.href && (
            <p className="section-more">
              <Link to={services.href} className="button button--outline">
                All our services
              </Link>
            </p>
          )}
        </Section>
      )}
      {companies.cards.length > 0 && (
        <Section id="companies" name="Our Companies" intro={companies.intro}>
          {/* Autoplay as spec §9 sets it for the services and companies (the catalogue's table says no). */}
          <Carousel
            label="Companies"
            perView={{ default: 2, 480: 1 }}
            autoplayMs={AUTOPLAY_MS}
            arrows={false}
            className="company-carousel"
          >
            {companies.cards.map((card) => (
              <CompanyCardView key={card.key} card={card} />
            ))}
          </Carousel>
        </Section>
      )}
      {featured.images.length > 0 && (
        <Section id="featured-work" name="Featured Work" intro={featured.intro} tint>
          <ImageCarousel
            label="Featured work"
            images={featured.images}
            perView={FEATURED}
            sizes="(max-width: 480px) 100vw, (max-width: 767px) 50vw, (max-width: 1200px) 33vw, 25vw"
            className="featured-carousel"
          />
        </Section>
      )}
      {partners.images.length > 0 && (
        <Section id="partners" name="Our Partners" intro={partners.intro}>
          <ImageCarousel
            label="Partners"
            images={partners.images}
            perView={PARTNERS}
            sizes="240px"
            className="partner-carousel"
          />
        </Section>
      )}
    </>
  )
}
