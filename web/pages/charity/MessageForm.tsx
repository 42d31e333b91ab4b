/** The Contact Us tab of an event. Messages are not sent from here yet, and a valid submit says so. */
import type { SiteSettings } from '../../page-data.ts'
import { contactLine, Field, firstWord, SubmitRow, useCheckedForm } from './form.tsx'
import { checkMessage, type MessageValues } from './validate.ts'

const empty: MessageValues = { name: '', email: '', message: '' }

export function MessageForm({
  site,
  about,
  headingId,
}: {
  site: SiteSettings
  about: string
  headingId: string
}) {
  const form = useCheckedForm(empty, checkMessage, (values) => ({
    status: `Thank you, ${firstWord(values.name)}. Messages from this page are not sent yet, so we have not received yours. Please contact us at ${contactLine(site)} about ${about}.`,
  }))
  return (
    <form className="charity-form" aria-labelledby={headingId} {...form.formProps}>
      <div className="charity-fields">
        <Field form={form} name="name" label="Your Name" required autoComplete="name" />
        <Field form={form} name="email" label="Your Email" type="email" required autoComplete="email" />
        <Field
          form={form}
          name="message"
          label="Message"
          required
          multiline
          className="charity-field--wide"
        />
      </div>
      <SubmitRow
        form={form}
        label="Submit Now"
        withoutScript={`This form needs JavaScript and does not send messages yet. Please contact us at ${contactLine(site)}.`}
      />
    </form>
  )
}
