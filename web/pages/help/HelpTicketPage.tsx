import { useEffect } from 'react'
import { helpReplyRules, MAX } from '../../../common/form-rules.ts'
import { FormGuard } from '../../components/FormGuard.tsx'
import { useForm, useSend } from '../../components/form.ts'
import { TextField, TitleBanner } from '../../kit.ts'
import { SendRow } from '../forms/SentPanel.tsx'
import type { Submission } from '../forms/types.ts'
import type { PageProps } from '../registry.ts'
import { AttachmentField } from './HelpPage.tsx'
import type { HelpTicketView } from './types.ts'

const pageOf = (token: string) => `/help/ticket?${new URLSearchParams({ token })}`

function ReplyForm({ token, initial }: { token: string; initial: Submission | null }) {
  const form = useForm('reply', helpReplyRules, { initial: initial?.outcome === 'refused' ? initial : null })
  const send = useSend(form, pageOf(token), null, (element) => new FormData(element))
  // Sent with the script: the page again, from the server, shows the thread with the new message.
  useEffect(() => {
    if (send.result && send.result.outcome !== 'refused') window.location.replace(pageOf(token))
  }, [send.result, token])
  const problem = send.problem ?? (initial?.outcome === 'refused' && !send.result ? initial.detail : null)
  return (
    <form
      className="form-card form-grid"
      method="post"
      action={pageOf(token)}
      encType="multipart/form-data"
      noValidate
      onSubmit={send.submit}
      onFocus={send.start}
      aria-labelledby="help-reply"
    >
      <h2 id="help-reply" className="form-field--wide">
        Write to Us
      </h2>
      <FormGuard />
      <TextField
        form={form}
        name="message"
        label="Your message"
        wide
        rows={5}
        maxLength={MAX.message}
        required
      />
      <AttachmentField id="reply-file" error={(send.result ?? initial)?.errors.file} />
      <SendRow send={{ sending: send.sending, problem }} label="Send" />
    </form>
  )
}

function Thread({ ticket }: { ticket: HelpTicketView }) {
  return (
    <ol className="help-thread" aria-label="Messages">
      {ticket.messages.map((m) => (
        <li key={m.id} className={m.fromStaff ? 'help-thread__staff' : 'help-thread__you'}>
          <p className="help-thread__head">
            <strong>{m.author}</strong> · {m.at}
          </p>
          <p className="help-thread__text">{m.message}</p>
          {m.file && (
            <p>
              <a href={m.file.href} download>
                {m.file.name}
              </a>
            </p>
          )}
        </li>
      ))}
    </ol>
  )
}

/** /help/ticket?token=…: the requester's ticket, its thread without staff's notes, and a reply form. */
export function HelpTicketPage({ body }: PageProps<'help-ticket'>) {
  const { ticket, submission } = body
  if (!ticket)
    return (
      <>
        <TitleBanner title="Link not valid" />
        <div className="band">
          <p>
            This link is not valid. Please use the link in the latest email about your request, or{' '}
            <a href="/help">ask for help again</a>.
          </p>
        </div>
      </>
    )
  return (
    <>
      <TitleBanner title={`Ticket ${ticket.number}`} />
      <div className="band help-ticket">
        {submission?.outcome === 'sent' && (
          <p className="gift-done" role="status">
            {submission.detail}
          </p>
        )}
        <h2>{ticket.subject}</h2>
        <dl className="gift-summary">
          <div>
            <dt>Ticket</dt>
            <dd>{ticket.number}</dd>
          </div>
          <div>
            <dt>Status</dt>
            <dd>{ticket.status}</dd>
          </div>
          <div>
            <dt>Opened</dt>
            <dd>{ticket.created}</dd>
          </div>
        </dl>
        <Thread ticket={ticket} />
        <ReplyForm token={body.token} initial={submission} />
      </div>
    </>
  )
}
