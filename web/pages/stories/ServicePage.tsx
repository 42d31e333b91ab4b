import { HelpWidget, LinksWidget, SearchWidget, Sidebar } from '../../components/Sidebar.tsx'
import { Img, Link, RichText, TitleBanner } from '../../kit.ts'
import type { PageProps } from '../registry.ts'

/** /service-single/{id}: the service, three related ones, and its questions as an accordion. */
export function ServicePage({ body }: PageProps<'service-detail'>) {
  const { service, solutions, services } = body
  return (
    <>
      <TitleBanner title={service.title} />
      <div className="story-layout story-layout--right">
        <div className="story-main">
          <div className="post-media">
            <Img image={service.image} sizes="(max-width: 991px) 100vw, 760px" priority />
          </div>
          <h2>{service.title}</h2>
          <RichText html={service.description} />
          <ul className="post__gallery">
            {service.subImages.map((image) => (
              <li key={image.src}>
                <Img image={image} sizes="(max-width: 600px) 100vw, 380px" />
              </li>
            ))}
          </ul>
          {solutions.length > 0 && (
            <section aria-labelledby="solutions-title">
              <h2 id="solutions-title">Our Solutions</h2>
              <ul className="solution-grid">
                {solutions.map((solution) => (
                  <li key={solution.href} className="solution-card">
                    <Img image={solution.image} alt="" sizes="(max-width: 767px) 100vw, 240px" />
                    <h3>
                      <Link to={solution.href}>{solution.title}</Link>
                    </h3>
                    <p>{solution.summary}</p>
                  </li>
                ))}
              </ul>
            </section>
          )}
          {service.benefits.length > 0 && (
            <section aria-labelledby="benefits-title">
              <h2 id="benefits-title">Benefits</h2>
              {/* One shared name: opening a panel closes the others, without JavaScript. */}
              <div className="accordion">
                {service.benefits.map((benefit) => (
                  <details key={benefit.question} name="benefits" className="accordion__item">
                    <summary>{benefit.question}</summary>
                    <p>{benefit.answer}</p>
                  </details>
                ))}
              </div>
            </section>
          )}
        </div>
        <Sidebar label="Services">
          <LinksWidget title="All Services" links={services} />
          <SearchWidget />
          <HelpWidget />
        </Sidebar>
      </div>
    </>
  )
}
