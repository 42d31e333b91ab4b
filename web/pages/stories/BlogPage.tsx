import { Img, Link, TitleBanner } from '../../kit.ts'
import type { PageProps } from '../registry.ts'
import { BlogSidebar } from './BlogSidebar.tsx'
import { PostMeta } from './PostMeta.tsx'
import type { Pagination, PostCard } from './types.ts'
import { VideoLink } from './VideoLink.tsx'

/** /blog, /blog-left-sidebar and /blog-fullwidth: six posts a page, with real pagination. */
export function BlogPage({ body }: PageProps<'blog'>) {
  const { layout, posts, pagination, filter, sidebar } = body
  // Three cards a row across the full width, two beside a sidebar.
  const sizes = layout === 'full' ? '(max-width: 767px) 100vw, 380px' : '(max-width: 767px) 100vw, 400px'
  return (
    <>
      <TitleBanner title="Latest News" />
      <div className={`story-layout story-layout--${layout}`}>
        <div className="story-main">
          {filter && (
            <p className="blog-filter">
              Showing {filter.label}. <Link to={filter.clear}>Show all posts</Link>
            </p>
          )}
          <ul className="post-grid">
            {posts.map((post, i) => (
              <li key={post.id}>
                <PostCardView post={post} sizes={sizes} priority={i === 0} />
              </li>
            ))}
          </ul>
          <PageLinks pagination={pagination} />
        </div>
        {sidebar && <BlogSidebar sidebar={sidebar} />}
      </div>
    </>
  )
}

function PostCardView({ post, sizes, priority }: { post: PostCard; sizes: string; priority: boolean }) {
  return (
    <article className="post-card">
      <div className="post-media">
        <Img image={post.image} alt="" sizes={sizes} priority={priority} />
        {post.video && <VideoLink video={post.video} title={post.title} />}
      </div>
      <div className="post-card__body">
        <PostMeta post={post} />
        <h2 className="post-card__title">
          <Link to={post.href}>{post.title}</Link>
        </h2>
        <p>{post.excerpt}</p>
        <Link to={post.href} className="read-more">
          Read More…<span className="visually-hidden"> {post.title}</span>
        </Link>
      </div>
    </article>
  )
}

function PageLinks({ pagination }: { pagination: Pagination }) {
  const { page, pages } = pagination
  if (pages.length < 2) return null
  const previous = pages[page - 2]
  const next = pages[page]
  return (
    <nav className="pagination" aria-label="Pages of posts">
      <ul>
        {previous && (
          <li>
            <Link to={previous} rel="prev">
              <span aria-hidden="true">‹</span>
              <span className="visually-hidden">Previous page</span>
            </Link>
          </li>
        )}
        {pages.map((href, i) => (
          <li key={href}>
            <Link to={href} aria-current={i + 1 === page ? 'page' : undefined}>
              <span className="visually-hidden">Page </span>
              {i + 1}
            </Link>
          </li>
        ))}
        {next && (
          <li>
            <Link to={next} rel="next">
              <span aria-hidden="true">›</span>
              <span className="visually-hidden">Next page</span>
            </Link>
          </li>
        )}
      </ul>
    </nav>
  )
}
