/** "Leave a Comment" under a cause. Comments are not stored yet, and a valid submit says so. */
import { Field, firstWord, SubmitRow, useCheckedForm } from './form.tsx'
import { type CommentValues, checkComment } from './validate.ts'

const empty: CommentValues = { name: '', email: '', website: '', comment: '' }

export function CommentForm({ headingId }: { headingId: string }) {
  const form = useCheckedForm(empty, checkComment, (values) => ({
    status: `Thank you, ${firstWord(values.name)}. Comments open later, so your comment has not been sent or published. It is still in the form if you would like to copy it.`,
  }))
  return (
    <form className="charity-form" aria-labelledby={headingId} {...form.formProps}>
      <div className="charity-fields">
        <Field form={form} name="name" label="Name" required autoComplete="name" />
        <Field form={form} name="email" label="Email" type="email" required autoComplete="email" />
        <Field
          form={form}
          name="website"
          label="Website"
          type="url"
          inputMode="url"
          autoComplete="url"
          className="charity-field--wide"
        />
        <Field
          form={form}
          name="comment"
          label="Comment"
          required
          multiline
          className="charity-field--wide"
        />
      </div>
      <SubmitRow
        form={form}
        label="Reply"
        withoutScript="Comments need JavaScript, and they open later: nothing can be posted from this page yet."
      />
    </form>
  )
}
