import { Img } from '../../components/Img.tsx'
import { TitleBanner } from '../../layout/TitleBanner.tsx'
import { Link } from '../../router.tsx'
import type { PageProps } from '../registry.ts'

export function ProjectPage({ body }: PageProps<'project'>) {
  const { project, services, share, previous, next } = body
  const facts: [string, string][] = [
    ['Client', project.client],
    ['Location', project.location],
    ['Date', project.date],
    ['Duration', project.duration],
    ['Tag', project.tag],
  ]
  return (
    <>
      <TitleBanner title={project.title} />
      <article className="project-single">
        <Img
          image={project.image}
          sizes="(max-width: 1000px) 100vw, 960px"
          priority
          className="feature-image"
        />
        <div className="project-single__intro">
          <div>
            <h2>{project.title}</h2>
            {project.body.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <dl className="facts">
            {facts.map(([term, value]) => (
              <div key={term}>
                <dt>{term}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        </div>
        <div className="project-single__images">
          {project.images.map((image) => (
            <Img key={image.src} image={image} sizes="(max-width: 700px) 100vw, 480px" />
          ))}
        </div>
        {services.length > 0 && (
          <section aria-labelledby="project-benefits">
            <h2 id="project-benefits">Best Benefits of Project</h2>
            <ul className="service-links">
              {services.map((service) => (
                <li key={service.id}>
                  <Img image={service.image} alt="" sizes="64px" />
                  <Link to={`/service-single/${service.id}`}>{service.title}</Link>
                </li>
              ))}
            </ul>
          </section>
        )}
        <div className="project-single__foot">
          <p className="tag-line">
            Tags:{' '}
            <Link className="chip chip--soft" to={`/search?q=${encodeURIComponent(project.tag)}`}>
              {project.tag}
            </Link>
          </p>
          <div className="share">
            <span id="share-label">Share:</span>
            <ul aria-labelledby="share-label">
              {share.map((link) => (
                <li key={link.href}>
                  <a href={link.href} target="_blank" rel="noopener noreferrer">
                    {link.label}
                    <span className="visually-hidden"> (opens in a new tab)</span>
                  </a>
                </li>
              ))}
            </ul>
          </div>
        </div>
        <nav className="post-nav" aria-label="Other projects">
          {previous && (
            <Link className="post-nav__link" to={previous.href} rel="prev">
              <span className="post-nav__label">Previous Project</span>
              {previous.label}
            </Link>
          )}
          {next && (
            <Link className="post-nav__link post-nav__link--next" to={next.href} rel="next">
              <span className="post-nav__label">Next Project</span>
              {next.label}
            </Link>
          )}
        </nav>
      </article>
    </>
  )
}
