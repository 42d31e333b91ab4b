import { HonestForm } from '../../components/HonestForm.tsx'
import { Tabs } from '../../components/Tabs.tsx'
import { Img, TextField } from '../../kit.ts'
import type { PageProps } from '../registry.ts'
import { DonationForm } from './DonationForm.tsx'
import { CharitySingle, Progress } from './parts.tsx'
import { commentRules } from './rules.ts'
import { firstWord } from './thanks.ts'
import type { CauseDetail, CommentItem } from './types.ts'

function Description({ cause }: { cause: CauseDetail }) {
  return (
    <>
      <h2>{cause.title}</h2>
      <Progress percent={cause.percent} label={`Raised for ${cause.title}`} />
      <dl className="charity-amounts charity-amounts--wide">
        <div>
          <dt>Raised</dt>
          <dd>{cause.raised}</dd>
        </div>
        <div>
          <dt>Goal</dt>
          <dd>{cause.goal}</dd>
        </div>
        <div>
          <dt>Donors</dt>
          <dd>{cause.donors}</dd>
        </div>
      </dl>
      {cause.body.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      <h3>How Your Gift Is Used</h3>
      <ul className="charity-checks">
        {cause.uses.map((use) => (
          <li key={use}>{use}</li>
        ))}
      </ul>
    </>
  )
}

function CommentList({ comments, formId }: { comments: CommentItem[]; formId: string }) {
  return (
    <ol className="charity-comments">
      {comments.map((comment) => (
        <li key={comment.id}>
          <article className="charity-comment">
            <Img
              image={comment.author.image}
              alt=""
              sizes="56px"
              className="charity-avatar charity-avatar--large"
            />
            <div>
              <p className="charity-comment__meta">
                <strong>{comment.author.name}</strong> <time dateTime={comment.dateTime}>{comment.date}</time>
              </p>
              <p>{comment.text}</p>
              <a className="charity-comment__reply" href={`#${formId}`}>
                Reply<span className="visually-hidden"> to {comment.author.name}</span>
              </a>
            </div>
          </article>
          {comment.replies.length > 0 && <CommentList comments={comment.replies} formId={formId} />}
        </li>
      ))}
    </ol>
  )
}

/** The comment form's heading, which each Reply link jumps to. */
const FORM_HEADING = 'leave-comment'

const countAll = (comments: CommentItem[]): number =>
  comments.reduce((sum, comment) => sum + 1 + countAll(comment.replies), 0)

function Comments({ comments }: { comments: CommentItem[] }) {
  return (
    <>
      <h2>{countAll(comments)} Comments</h2>
      <CommentList comments={comments} formId={FORM_HEADING} />
      <h2 id={FORM_HEADING}>Leave a Comment</h2>
      <HonestForm
        id="comment"
        rules={commentRules}
        labelledBy={FORM_HEADING}
        submitLabel="Reply"
        withoutScript="Comments need JavaScript, and they open later: nothing can be posted from this page yet."
        outcome={({ values }) => (
          <p>{`Thank you, ${firstWord(values.name)}. Comments open later, so your comment has not been sent or published. It is still in the form if you would like to copy it.`}</p>
        )}
      >
        {(form) => (
          <>
            <TextField form={form} name="name" label="Name" autoComplete="name" required />
            <TextField form={form} name="email" label="Email" type="email" required />
            <TextField form={form} name="website" label="Website" type="url" autoComplete="url" wide />
            <TextField form={form} name="comment" label="Comment" wide rows={5} required />
          </>
        )}
      </HonestForm>
    </>
  )
}

export function CausePage({ body, site }: PageProps<'cause'>) {
  const { cause, comments, sidebar } = body
  return (
    <CharitySingle title={cause.title} image={cause.image} sidebar={sidebar} sidebarLabel="More causes">
      <Tabs
        label="About this cause"
        tabs={[
          { label: 'Description', content: <Description cause={cause} /> },
          {
            label: 'Donations',
            content: <DonationForm site={site} causeId={cause.id} cause={cause.title} />,
          },
          { label: 'Comments', content: <Comments comments={comments} /> },
        ]}
      />
    </CharitySingle>
  )
}
