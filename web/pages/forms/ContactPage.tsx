import { CONTACT_SUBJECTS, contactRules, MAX } from '../../../common/form-rules.ts'
import { FormGuard } from '../../components/FormGuard.tsx'
import { useForm, useSend } from '../../components/form.ts'
import { Field, RichText, TextField, TitleBanner } from '../../kit.ts'
import type { PageProps } from '../registry.ts'
import { SendRow, SentPanel } from './SentPanel.tsx'
import type { ContactCard, Submission } from './types.ts'

/** Line icons drawn in the card's circle; the card's heading says what they mean. */
const ICONS: Record<ContactCard['key'], string> = {
  Address:
    'M12 21s-7-6.1-7-11.5a7 7 0 0 1 14 0C19 14.9 12 21 12 21Zm0-9a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5Z',
  'Email Us': 'M3 6h18v12H3zM3 6l9 7 9-7',
  'Call Now': 'M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2Z',
}

function InfoCard({ card }: { card: ContactCard }) {
  return (
    <li className="info-card">
      <span className="info-card__icon">
        <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
          <path d={ICONS[card.key]} />
        </svg>
      </span>
      <h2>{card.key}</h2>
      <RichText html={card.html} />
    </li>
  )
}

function ContactForm({ initial }: { initial: Submission | null }) {
  const form = useForm('contact', contactRules, { initial })
  const send = useSend(form, '/contact', initial)
  if (send.result && send.result.outcome !== 'refused')
    return <SentPanel submission={send.result} again="Send another message" onAgain={send.again} />

  return (
    <form
      className="form-card form-grid"
      method="post"
      action="/contact"
      noValidate
      onSubmit={send.submit}
      onFocus={send.start}
    >
      <FormGuard />
      <TextField
        form={form}
        name="name"
        label="Name"
        autoComplete="given-name"
        maxLength={MAX.name}
        required
      />
      <TextField
        form={form}
        name="lastname"
        label="Lastname"
        autoComplete="family-name"
        maxLength={MAX.name}
        required
      />
      <TextField form={form} name="email" label="Email" type="email" maxLength={MAX.email} required />
      <Field id={form.idOf('subject')} label="Subject" error={form.errorOf('subject')}>
        {(control) => (
          <select {...control} {...form.bind('subject')} required>
            <option value="">Subject</option>
            {CONTACT_SUBJECTS.map((subject) => (
              <option key={subject}>{subject}</option>
            ))}
          </select>
        )}
      </Field>
      <TextField form={form} name="message" label="Message" wide rows={6} maxLength={MAX.message} required />
      <SendRow send={send} />
    </form>
  )
}

/** /contact and the Contact menu: the office's addresses from the CMS, the contact form and the map. */
export function ContactPage({ body }: PageProps<'contact'>) {
  return (
    <>
      <TitleBanner title="Contact Us" />
      {body.cards.length > 0 && (
        <section className="band" aria-label="How to reach us">
          <ul className="info-cards">
            {body.cards.map((card) => (
              <InfoCard key={card.key} card={card} />
            ))}
          </ul>
        </section>
      )}
      <section className="band band--tint" aria-labelledby="contact-question">
        <div className="form-intro">
          <h2 id="contact-question">Have Any Question?</h2>
          <p>
            Ask about our Japanese and Korean courses, welding training, work in Japan or Korea, or our
            scholarships and relief work. The right team will write back to you.
          </p>
        </div>
        <ContactForm initial={body.submission} />
      </section>
      {body.map && (
        <iframe className="contact-map" src={body.map.src} title={body.map.title} loading="lazy" />
      )}
    </>
  )
}
