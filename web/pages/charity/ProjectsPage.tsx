import { Img, Link, TitleBanner } from '../../kit.ts'
import type { PageProps } from '../registry.ts'
import { SectionHeading } from './parts.tsx'

export function ProjectsPage({ body }: PageProps<'projects'>) {
  return (
    <>
      <TitleBanner title="Projects" />
      <section className="band" aria-labelledby="projects-heading">
        <div className="band__inner band__inner--stack">
          <SectionHeading
            eyebrow="Meghsetu Foundation"
            title="Our Community Projects"
            id="projects-heading"
          />
          <ul className="project-grid">
            {body.projects.map((project, i) => (
              <li key={project.id}>
                {/* The title's link covers the whole tile; the overlay shows on hover and on focus. */}
                <article className="project-tile">
                  <div className="project-tile__media">
                    <Img
                      image={project.image}
                      alt=""
                      sizes="(max-width: 600px) 100vw, (max-width: 1100px) 50vw, 33vw"
                      priority={i === 0}
                    />
                    <span className="project-tile__overlay" aria-hidden="true">
                      <span className="project-tile__plus">+</span>
                    </span>
                  </div>
                  <h3>
                    <Link to={`/project-single/${project.id}`}>{project.title}</Link>
                  </h3>
                  <p>{project.summary}</p>
                </article>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  )
}
