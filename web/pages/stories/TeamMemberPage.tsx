import { HonestForm } from '../../components/HonestForm.tsx'
import { Img, Link, TextField, TitleBanner } from '../../kit.ts'
import type { PageProps } from '../registry.ts'
import { messageRules } from './rules.ts'
import { SkillRing } from './SkillRing.tsx'

/** /team-single/{id}: a volunteer's or staff member's profile and a form to write to them. */
export function TeamMemberPage({ body, site }: PageProps<'team-member'>) {
  const { member } = body
  const { record } = member
  const firstName = member.name.split(' ')[0]
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
              <dt>Position</dt>
              <dd>{member.role}</dd>
              <dt>Practice Area</dt>
              <dd>{member.practiceArea}</dd>
              <dt>Experience</dt>
              <dd>{member.experience}</dd>
              <dt>Address</dt>
              <dd>{member.address}</dd>
              <dt>Phone</dt>
              <dd>
                <a href={`tel:${member.phone.replace(/[^+\d]/g, '')}`}>{member.phone}</a>
              </dd>
              <dt>Email</dt>
              <dd>
                <a href={`mailto:${member.email}`}>{member.email}</a>
              </dd>
            </dl>
          </div>
        </div>
        <section aria-labelledby="experience-title">
          <h2 id="experience-title">Personal Experience</h2>
          {member.bio.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          <ul className="rings">
            <li>
              <SkillRing percent={record.success} value={`${record.success}%`} label="Success" />
            </li>
            <li>
              <SkillRing
                percent={record.happyClients}
                value={`${record.happyClients}%`}
                label="Happy Clients"
              />
            </li>
            <li>
              <SkillRing
                percent={record.projectsDone}
                value={`${record.projectsDone}%`}
                label="Projects Done"
              />
            </li>
            <li>
              <SkillRing percent={100} value={`${record.donors}+`} label="Donors" />
            </li>
          </ul>
        </section>
        <div className="member__columns">
          <section aria-labelledby="education-title">
            <h2 id="education-title">Education</h2>
            <ul>
              {member.education.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="language-title">
            <h2 id="language-title">Language</h2>
            <ul>
              {member.languages.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </section>
        </div>
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
                gone to {firstName}; your message is still in the form. Please email{' '}
                <a href={`mailto:${member.email}`}>{member.email}</a>
                {site.phone ? ` or call ${site.phone}` : ''}, or write to us through our{' '}
                <Link to="/contact">contact page</Link>.
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
