import type { PostComment } from './types.ts'

const initials = (name: string) =>
  name
    .split(/\s+/)
    .slice(0, 2)
    .map((part) => part[0])
    .join('')

/** A post's comments with their replies, as nested lists. */
export function Comments({ comments }: { comments: PostComment[] }) {
  return (
    <ol className="comments">
      {comments.map((comment) => (
        <li key={comment.id}>
          <article className="comment">
            <span className="comment__avatar" aria-hidden="true">
              {initials(comment.author)}
            </span>
            <div>
              <h3 className="comment__author">{comment.author}</h3>
              <time className="comment__date" dateTime={comment.date.iso}>
                {comment.date.text}
              </time>
              <p>{comment.text}</p>
            </div>
          </article>
          {comment.replies.length > 0 && <Comments comments={comment.replies} />}
        </li>
      ))}
    </ol>
  )
}
