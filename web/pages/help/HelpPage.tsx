import { useEffect } from 'react'
import { helpRules, MAX } from '../../../common/form-rules.ts'
import { FormGuard } from '../../components/FormGuard.tsx'
import { useForm, useSend } from '../../components/form.ts'
import { Field, TextField, TitleBanner } from '../../kit.ts'
import { SendRow, SentPanel } from '../forms/SentPanel.tsx'
import type { Submission } from '../forms/types.ts'
import type { PageProps } from '../registry.ts'
import type { HelpCategory } from './types.ts'

/** What the file input accepts: the help desk keeps images and PDFs. */
export const ATTACHMENT_ACCEPT = 'image/jpeg,image/png,image/webp,image/gif,application/pdf,.pdf'

/**
 * The signed-in supporter's name and email, handed over by their area's "Ask for help" link in the
 * fragment (#name=…&email=…): never sent to the server, so the cached page stays everyone's.
 */
function prefillFromFragment(set: (key: 'name' | 'email', value: string) => void) {
  const fragment = new URLSearchParams(window.location.hash.slice(1))
  for (const key of ['name', 'email'] as const) {
    const value = fragment.get(key)
    if (value) set(key, value)
  }
  if (fragment.size > 0) window.history.replaceState(null, '', window.location.pathname)
}

function HelpForm({ categories, initial }: { categories: HelpCategory[]; initial: Submission | null }) {
  const form = useForm('help', helpRules, { initial })
  const send = useSend(form, '/help', initial, (element) => new FormData(element))
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on the first render in the browser
  useEffect(() => {
    if (!initial) prefillFromFragment(form.set)
  }, [])
  if (send.result && send.result.outcome !== 'refused')
    return <SentPanel submission={send.result} again="Ask for something else" onAgain={send.again} />

  return (
    <form
      className="form-card form-grid"
      method="post"
      action="/help"
      encType="multipart/form-data"
      noValidate
      onSubmit={send.submit}
      onFocus={send.start}
      aria-labelledby="help-title"
    >
      <h2 id="help-title" className="form-field--wide">
        Ask for Help
      </h2>
      <FormGuard />
      <TextField form={form} name="name" label="Name" autoComplete="name" maxLength={MAX.name} required />
      <TextField form={form} name="email" label="Email" type="email" maxLength={MAX.email} required />
      <TextField
        form={form}
        name="phone"
        label="Phone (optional)"
        type="tel"
        autoComplete="tel"
        maxLength={20}
      />
      <Field id={form.idOf('category')} label="What is it about?" error={form.errorOf('category')}>
        {(control) => (
          <select {...control} {...form.bind('category')} required>
            <option value="">Choose a category</option>
            {categories.map((category) => (
              <option key={category.id} value={String(category.id)}>
                {category.name}
              </option>
            ))}
          </select>
        )}
      </Field>
      <TextField form={form} name="subject" label="Subject" wide maxLength={MAX.subject} required />
      <TextField form={form} name="message" label="Message" wide rows={6} maxLength={MAX.message} required />
      <AttachmentField id="help-file" error={send.result?.errors.file} />
      <SendRow send={send} label="Send Request" />
    </form>
  )
}

/** One optional file: an image or a PDF (the server reads its bytes to be sure). */
export function AttachmentField({ id, error }: { id: string; error?: string }) {
  return (
    <Field id={id} label="Attach a file (optional)" hint="An image or a PDF." error={error} wide>
      {(control) => <input {...control} name="file" type="file" accept={ATTACHMENT_ACCEPT} />}
    </Field>
  )
}

/** /help: the help desk's form. The answer gives the ticket number; the email, the link to follow it. */
export function HelpPage({ body }: PageProps<'help'>) {
  return (
    <>
      <TitleBanner title="Help" />
      <section className="band band--tint" aria-labelledby="help-intro">
        <div className="form-intro">
          <h2 id="help-intro">How can we help?</h2>
          <p>
            Tell us what you need. You will get a ticket number at once and an email with a link where you can
            read our answers and write to us again.
          </p>
        </div>
        <HelpForm categories={body.categories} initial={body.submission} />
      </section>
    </>
  )
}
