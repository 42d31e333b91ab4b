import { LinksWidget, SearchWidget, Sidebar, SidebarFoot, Widget } from '../../components/Sidebar.tsx'
import { Img, Link } from '../../kit.ts'
import type { BlogSidebar as BlogSidebarData, PostAuthor } from './types.ts'

/** The blog's sidebar; beside a post it starts with the post's author. */
export function BlogSidebar({ sidebar, author }: { sidebar: BlogSidebarData; author?: PostAuthor | null }) {
  return (
    <Sidebar label="Blog">
      {author && (
        <Widget title="Author">
          <div className="author-widget">
            <Img image={author.image} alt="" sizes="96px" className="author-widget__image" />
            <p>
              <Link to={author.href}>{author.name}</Link>
              <span>{author.role}</span>
            </p>
          </div>
        </Widget>
      )}
      <SearchWidget placeholder="Search posts…" />
      <LinksWidget title="Categories" links={sidebar.categories} />
      <LinksWidget title={sidebar.postsTitle} links={sidebar.posts} />
      <SidebarFoot projects={sidebar.projects} tags={sidebar.tags} />
    </Sidebar>
  )
}
