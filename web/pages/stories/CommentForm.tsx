import { MAX } from '../../../common/form-rules.ts'
import { FormGuard } from '../../components/FormGuard.tsx'
import { useForm, useSend } from '../../components/form.ts'
import { TextField } from '../../kit.ts'
import { SendRow, SentPanel } from '../forms/SentPanel.tsx'
import type { Submission } from '../forms/types.ts'
import { commentRules } from './rules.ts'

/**
 * A post's comment form. Sent to the post's own address (with JavaScript as JSON, without it as a
 * form post that gets the page back); the comment waits for moderation, as the answer says.
 */
export function CommentForm({ action, initial }: { action: string; initial: Submission | null }) {
  const form = useForm('comment', commentRules, { initial })
  const send = useSend(form, action, initial)
  if (send.result && send.result.outcome !== 'refused')
    return <SentPanel submission={send.result} again="Write another comment" onAgain={send.again} />

  return (
    <form
      className="form-grid"
      method="post"
      action={action}
      aria-labelledby="comment-form-title"
      noValidate
      onSubmit={send.submit}
      onFocus={send.start}
    >
      <FormGuard />
      <TextField
        form={form}
        name="comment"
        label="Comment"
        wide
        rows={5}
        maxLength={MAX.message}
        hint="Comments are shown once a member of our team has read them."
        required
      />
      <TextField form={form} name="name" label="Name" autoComplete="name" maxLength={MAX.name} required />
      <TextField
        form={form}
        name="email"
        label="Email"
        type="email"
        autoComplete="email"
        maxLength={MAX.email}
        hint="Never shown on the site."
        required
      />
      <SendRow send={send} label="Post Comment" />
    </form>
  )
}
