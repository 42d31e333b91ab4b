import type { ChangeEvent } from 'react'
import { MAX, pdfProblem, volunteerRules } from '../../../common/form-rules.ts'
import { Carousel } from '../../components/Carousel.tsx'
import { FormGuard } from '../../components/FormGuard.tsx'
import { useForm, useSend } from '../../components/form.ts'
import { Field, Img, Link, TextField, TitleBanner } from '../../kit.ts'
import type { PageProps } from '../registry.ts'
import { SendRow, SentPanel } from './SentPanel.tsx'
import type { Submission, VolunteerCard } from './types.ts'

function VolunteerForm({ initial }: { initial: Submission | null }) {
  const form = useForm('volunteer', volunteerRules, { initial })
  const send = useSend(form, '/volunteer', initial, (element) => new FormData(element))
  if (send.result && send.result.outcome !== 'refused')
    return <SentPanel submission={send.result} again="Send another application" onAgain={send.again} />

  // The server checks the file's bytes too; checking here saves uploading the wrong file.
  async function chooseCv(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0]
    form.set('cv', file?.name ?? '')
    if (!file) return
    const problem = pdfProblem(new Uint8Array(await file.slice(0, 5).arrayBuffer()), file.size)
    if (problem) form.setError('cv', problem)
  }

  return (
    <form
      className="form-card form-grid"
      method="post"
      action="/volunteer"
      encType="multipart/form-data"
      noValidate
      onSubmit={send.submit}
      onFocus={send.start}
    >
      <h2 className="form-field--wide">Become a Volunteer</h2>
      <FormGuard />
      <TextField
        form={form}
        name="firstName"
        label="First Name"
        autoComplete="given-name"
        maxLength={MAX.name}
        required
      />
      <TextField form={form} name="email" label="Email" type="email" maxLength={MAX.email} required />
      <TextField form={form} name="subject" label="Subject" wide maxLength={MAX.subject} required />
      <Field
        id={form.idOf('cv')}
        label="Upload Your CV"
        hint="A PDF file of at most 5 MB."
        error={form.errorOf('cv')}
        wide
      >
        {(control) => (
          <input
            {...control}
            name="cv"
            type="file"
            accept="application/pdf,.pdf"
            onChange={chooseCv}
            onBlur={() => form.bind('cv').onBlur()}
            required
          />
        )}
      </Field>
      <TextField
        form={form}
        name="about"
        label="About you"
        wide
        rows={5}
        maxLength={MAX.message}
        placeholder="Tell us about yourself…"
      />
      <SendRow send={send} />
    </form>
  )
}

function TeamSlider({ team }: { team: VolunteerCard[] }) {
  return (
    <section className="band band--tint volunteer-team" aria-labelledby="volunteer-team">
      <p className="volunteer-team__eyebrow">Expert Team</p>
      <h2 id="volunteer-team">Meet Our Volunteer Team</h2>
      <Carousel
        label="Our volunteer team"
        perView={{ default: 4, 1500: 4, 1200: 3, 991: 3, 767: 2, 480: 1 }}
        autoplayMs={3000}
        dots={false}
      >
        {team.map((member) => (
          <Link key={member.id} to={`/team-single/${member.id}`} className="volunteer-team__card">
            <Img image={member.image} alt="" sizes="(max-width: 480px) 90vw, (max-width: 991px) 45vw, 25vw" />
            <span>{member.name}</span>
          </Link>
        ))}
      </Carousel>
    </section>
  )
}

/** /volunteer: a picture, the application form with a CV, then the team. */
export function VolunteerPage({ body }: PageProps<'volunteer'>) {
  return (
    <>
      <TitleBanner title="Volunteer" />
      <div className="band">
        <div className="volunteer">
          <Img
            image={body.image}
            className="volunteer__image"
            sizes="(max-width: 900px) 100vw, 45vw"
            priority
          />
          <VolunteerForm initial={body.submission} />
        </div>
      </div>
      {body.team.length > 0 && <TeamSlider team={body.team} />}
    </>
  )
}
