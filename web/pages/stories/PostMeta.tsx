import type { PostCard } from './types.ts'

/** 'By {author}' · 'Comments {n}' · date, above a post's title. */
export function PostMeta({ post }: { post: PostCard }) {
  return (
    <ul className="post-meta">
      <li>By {post.author}</li>
      <li>Comments {post.comments}</li>
      <li>
        <time dateTime={post.date.iso}>{post.date.text}</time>
      </li>
    </ul>
  )
}
