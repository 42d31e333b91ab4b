import { Fragment, type ReactNode } from 'react'
import { HonestForm } from '../../components/HonestForm.tsx'
import { Img, Link, TextField, TitleBanner } from '../../kit.ts'
import type { PageProps } from '../registry.ts'
import { messageRules } from './rules.ts'
import { SkillRing } from './SkillRing.tsx'
import type { TeamMemberProfile } from './types.ts'

/** The profile's facts that are filled in, with the phone and email as links. */
function factsOf(member: TeamMemberProfile): [string, ReactNode][] {
  const facts: [string, ReactNode | null][] = [
    ['Position', member.role],
    ['Practice Area', member.practiceArea],
    ['Experience', member.experience],
    ['Address', member.address],
    ['Phone', member.phone && <a href={`tel:${member.phone.replace(/[^+\d]/g, '')}`}>{member.phone}</a>],
    ['Email', member.email && <a href={`mailto:${member.email}`}>{member.email}</a>],
  ]
  return facts.filter((fact): fact is [string, ReactNode] => Boolean(fact[1]))
}

/** The rings the profile has numbers for. */
function ringsOf(record: TeamMemberProfile['record']) {
  const percent = (label: string, value: number | null) =>
    value === null ? [] : [{ label, percent: value, value: `${value}%` }]
  return [
    ...percent('Success', record.success),
    ...percent('Happy Clients', record.happyClients),
    ...percent('Projects Done', record.projectsDone),
    ...(record.donors === null ? [] : [{ label: 'Donors', percent: 100, value: `${record.donors}+` }]),
  ]
}

/** /team-single/{id}: a volunteer's or staff member's profile and a form to write to them. */
export function TeamMemberPage({ body, site }: PageProps<'team-member'>) {
  const { member } = body
  const firstName = member.name.split(' ')[0]
  const facts = factsOf(member)
  const rings = ringsOf(member.record)
  return (
    <>
      <TitleBanner title={member.name} />
      <div className="member">
        <div className="member__intro">
          <Img
            image={member.image}
            sizes="(max-width: 767px) 100vw, 420px"
            priority
            className="member__portrait"
          />
          <div className="story-card">
            <h2>{member.name}</h2>
            <dl className="facts">
              {facts.map(([term, value]) => (
                <Fragment key={term}>
                  <dt>{term}</dt>
                  <dd>{value}</dd>
                </Fragment>
              ))}
            </dl>
          </div>
        </div>
        {(member.bio.length > 0 || rings.length > 0) && (
          <section aria-labelledby="experience-title">
            <h2 id="experience-title">Personal Experience</h2>
            {member.bio.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            {rings.length > 0 && (
              <ul className="rings">
                {rings.map((ring) => (
                  <li key={ring.label}>
                    <SkillRing percent={ring.percent} value={ring.value} label={ring.label} />
                  </li>
                ))}
              </ul>
            )}
          </section>
        )}
        {(member.education.length > 0 || member.languages.length > 0) && (
          <div className="member__columns">
            {member.education.length > 0 && (
              <section aria-labelledby="education-title">
                <h2 id="education-title">Education</h2>
                <ul>
                  {member.education.map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
              </section>
            )}
            {member.languages.length > 0 && (
              <section aria-labelledby="language-title">
                <h2 id="language-title">Language</h2>
                <ul>
                  {member.languages.map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
              </section>
            )}
          </div>
        )}
        <section className="story-card" aria-labelledby="contact-me-title">
          <header className="story-heading">
            <p className="story-heading__eyebrow">Get In Touch</p>
            <h2 id="contact-me-title">Contact Me</h2>
          </header>
          <HonestForm
            id="contact-me"
            rules={messageRules}
            submitLabel="Send Message"
            outcome={({ values }) => (
              <p>
                Thank you, {values.name.trim()}. Messages cannot be sent from this page yet, so nothing has
                gone to {firstName}; your message is still in the form. Please{' '}
                {member.email ? (
                  <>
                    email <a href={`mailto:${member.email}`}>{member.email}</a>
                    {site.phone ? ` or call ${site.phone}` : ''}, or{' '}
                  </>
                ) : site.phone ? (
                  `call ${site.phone}, or `
                ) : (
                  ''
                )}
                write to us through our <Link to="/contact">contact page</Link>.
              </p>
            )}
          >
            {(form) => (
              <>
                <TextField form={form} name="name" label="Name" autoComplete="name" required />
                <TextField form={form} name="email" label="Email" type="email" required />
                <TextField form={form} name="message" label="Message" wide rows={5} required />
              </>
            )}
          </HonestForm>
        </section>
      </div>
    </>
  )
}
