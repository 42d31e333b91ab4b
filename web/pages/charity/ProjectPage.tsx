import { PrevNext, ShareLinks } from '../../components/SeriesLinks.tsx'
import { Img, Link, RichText, TitleBanner } from '../../kit.ts'
import type { PageProps } from '../registry.ts'

export function ProjectPage({ body }: PageProps<'project'>) {
  const { project, services, share, previous, next } = body
  const all: [string, string | null][] = [
    ['Client', project.client],
    ['Location', project.location],
    ['Date', project.date],
    ['Duration', project.duration],
    ['Tag', project.tag],
  ]
  const facts = all.filter((fact): fact is [string, string] => Boolean(fact[1]))
  return (
    <>
      <TitleBanner title={project.title} />
      <article className="project-single">
        <Img
          image={project.image}
          sizes="(max-width: 1000px) 100vw, 960px"
          priority
          className="charity-feature"
        />
        <div className="project-single__intro">
          <div>
            <h2>{project.title}</h2>
            <RichText html={project.body} />
          </div>
          <dl className="charity-facts">
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
            <ul className="charity-services">
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
          {project.tag && (
            <p className="charity-tags">
              Tags:{' '}
              <Link
                className="charity-chip charity-chip--soft"
                to={`/search?q=${encodeURIComponent(project.tag)}`}
              >
                {project.tag}
              </Link>
            </p>
          )}
          <div className="charity-share">
            <span id="share-label">Share:</span>
            <ShareLinks links={share} labelledBy="share-label" />
          </div>
        </div>
        <PrevNext
          label="Other projects"
          noun="Project"
          previous={previous}
          next={next}
          block="charity-pager"
        />
      </article>
    </>
  )
}
