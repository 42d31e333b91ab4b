import { Img, Link, TitleBanner } from '../../kit.ts'
import type { PageProps } from '../registry.ts'
import { Progress, SectionHeading } from './parts.tsx'
import type { CauseCard } from './types.ts'

const CARD_SIZES = '(max-width: 700px) 100vw, (max-width: 1100px) 50vw, 380px'

function CauseCardView({ cause, priority }: { cause: CauseCard; priority: boolean }) {
  const href = `/cause-single/${cause.id}`
  return (
    <article className="cause-card">
      <div className="cause-card__media">
        <Img image={cause.image} alt="" sizes={CARD_SIZES} priority={priority} />
        <span className="charity-chip">{cause.category}</span>
      </div>
      <div className="cause-card__body">
        <h3>
          <Link to={href}>{cause.title}</Link>
        </h3>
        <p>{cause.summary}</p>
        <Progress percent={cause.percent} label={`Raised for ${cause.title}`} />
        <dl className="charity-amounts">
          <div>
            <dt>Goal</dt>
            <dd>{cause.goal}</dd>
          </div>
          <div>
            <dt>Raised</dt>
            <dd>{cause.raised}</dd>
          </div>
        </dl>
        <div className="cause-card__foot">
          {cause.author && (
            <p className="charity-byline">
              <Img image={cause.author.image} alt="" sizes="40px" className="charity-avatar" />
              <span>
                <span className="visually-hidden">Campaign by </span>
                {cause.author.name}
              </span>
            </p>
          )}
          <Link className="button charity-outline" to="/donate">
            Donate Now
          </Link>
        </div>
      </div>
    </article>
  )
}

export function CausesPage({ body }: PageProps<'causes'>) {
  return (
    <>
      <TitleBanner title="Causes" />
      <section className="band" aria-labelledby="causes-heading">
        <div className="band__inner band__inner--stack">
          <SectionHeading eyebrow="We Love To Help" title="Our Featured Campaigns" id="causes-heading" />
          <p className="charity-intro">
            Meghsetu Foundation pays for those who cannot: scholarships, safety gear, relief and community
            projects. Every taka is published in our annual report.
          </p>
          <ul className="charity-grid">
            {body.causes.map((cause, i) => (
              <li key={cause.id}>
                <CauseCardView cause={cause} priority={i === 0} />
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  )
}
