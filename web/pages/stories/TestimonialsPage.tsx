import { Carousel } from '../../components/Carousel.tsx'
import { Img, TitleBanner } from '../../kit.ts'
import type { PageProps } from '../registry.ts'

/** Catalogue §7.3: three quotes a view, two up to 1200 px, one up to 767 px. */
const PER_VIEW = { default: 3, 1200: 2, 991: 2, 767: 1, 480: 1 }

export function TestimonialsPage({ body }: PageProps<'testimonials'>) {
  return (
    <>
      <TitleBanner title="Testimonials" />
      <section className="band band--tint" aria-labelledby="testimonials-title">
        <div className="band__inner band__inner--stack">
          <header className="story-heading">
            <p className="story-heading__eyebrow">Testimonial</p>
            <h2 id="testimonials-title">What People Say About Us</h2>
          </header>
          <Carousel label="Testimonials" perView={PER_VIEW} autoplayMs={5000} dots={false}>
            {body.quotes.map((quote) => (
              <figure key={quote.id} className="quote-card">
                <blockquote>
                  <p>{quote.quote}</p>
                </blockquote>
                <figcaption>
                  <Img image={quote.image} alt="" sizes="64px" className="quote-card__portrait" />
                  <span>
                    <strong>{quote.name}</strong>
                    {quote.role}
                  </span>
                </figcaption>
              </figure>
            ))}
          </Carousel>
        </div>
      </section>
    </>
  )
}
