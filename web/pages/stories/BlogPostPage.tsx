import { PrevNext, ShareLinks } from '../../components/SeriesLinks.tsx'
import { Img, Link, RichText, TitleBanner } from '../../kit.ts'
import type { PageProps } from '../registry.ts'
import { BlogSidebar } from './BlogSidebar.tsx'
import { CommentForm } from './CommentForm.tsx'
import { Comments } from './Comments.tsx'
import { PostMeta } from './PostMeta.tsx'
import { VideoLink } from './VideoLink.tsx'

/** A post in one of the blog's three layouts, with its approved comments and the comment form. */
export function BlogPostPage({ body }: PageProps<'blog-post'>) {
  const { layout, banner, post, previous, next, sidebar } = body
  const sizes = layout === 'full' ? '(max-width: 880px) 100vw, 880px' : '(max-width: 991px) 100vw, 760px'
  return (
    <>
      <TitleBanner title={banner} />
      <div className={`story-layout story-layout--${layout}`}>
        <div className={layout === 'full' ? 'story-main story-main--reading' : 'story-main'}>
          <article className="post">
            <div className="post-media">
              <Img image={post.image} sizes={sizes} priority />
              {post.video && <VideoLink video={post.video} title={post.title} />}
            </div>
            <PostMeta post={post} />
            <h2 className="post__title">{post.title}</h2>
            <RichText html={post.body} />
            {post.quote && (
              <figure className="post__quote">
                <blockquote>
                  <p>{post.quote.text}</p>
                </blockquote>
                {post.quote.cite && <figcaption>{post.quote.cite}</figcaption>}
              </figure>
            )}
            {post.gallery.length > 0 && (
              <ul className="post__gallery">
                {post.gallery.map((image) => (
                  <li key={image.src}>
                    <Img image={image} sizes="(max-width: 600px) 100vw, 380px" />
                  </li>
                ))}
              </ul>
            )}
            <div className="post__footer">
              <p className="post__label" id="post-tags">
                Tags
              </p>
              <ul className="widget-tags" aria-labelledby="post-tags">
                {post.category && (
                  <li>
                    <Link to={post.category.href}>{post.category.label}</Link>
                  </li>
                )}
                {post.tags.map((tag) => (
                  <li key={tag.href}>
                    <Link to={tag.href}>{tag.label}</Link>
                  </li>
                ))}
              </ul>
              <p className="post__label" id="post-share">
                Share
              </p>
              <ShareLinks links={post.share} labelledBy="post-share" className="share-links" />
            </div>
          </article>
          {post.authorCard && (
            <section className="author-box" aria-labelledby="author-box-title">
              <Img image={post.authorCard.image} alt="" sizes="120px" className="author-box__image" />
              <div>
                <h2 id="author-box-title">Author: {post.authorCard.name}</h2>
                <p className="author-box__role">{post.authorCard.role}</p>
                <p>{post.authorCard.bio}</p>
                <Link to={post.authorCard.href}>See {post.authorCard.name}’s profile</Link>
              </div>
            </section>
          )}
          <PrevNext
            label="Previous and next posts"
            noun="Post"
            previous={previous}
            next={next}
            block="post-nav"
          />
          <section className="post-comments" aria-labelledby="comments-title">
            <h2 id="comments-title">
              {post.comments} {post.comments === 1 ? 'Comment' : 'Comments'}
            </h2>
            {post.commentTree.length > 0 ? <Comments comments={post.commentTree} /> : <p>No comments yet.</p>}
          </section>
          <section className="story-card" aria-labelledby="comment-form-title">
            <h2 id="comment-form-title">Post Comments</h2>
            <CommentForm action={body.commentAction} initial={body.submission} />
          </section>
        </div>
        {sidebar && <BlogSidebar sidebar={sidebar} author={post.authorCard} />}
      </div>
    </>
  )
}
