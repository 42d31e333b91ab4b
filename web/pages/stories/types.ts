/** Page bodies of the blog, team member, testimonial and service pages. */
import type { SidebarLink } from '../../components/Sidebar.tsx'
import type { ImageRef } from '../../page-data.ts'
import type { Submission } from '../forms/types.ts'

/** Where the blog's sidebar goes: /blog (right), /blog-left-sidebar, /blog-fullwidth (none). */
export type BlogLayout = 'right' | 'left' | 'full'

/** A date for <time>: the ISO date and how it reads ("14 Aug 2026"), formatted on the server. */
export interface DateText {
  iso: string
  text: string
}

/** A video post's film, on the site that hosts it: linked, never embedded. */
export interface PostVideo {
  url: string
  /** The hosting site's name, for "Watch on YouTube". */
  site: string
}

export interface PostCard {
  id: number
  href: string
  title: string
  image: ImageRef
  video: PostVideo | null
  author: string
  date: DateText
  comments: number
  excerpt: string
}

export interface PostAuthor {
  name: string
  role: string | null
  image: ImageRef
  bio: string
  /** Their team member page. */
  href: string
}

export interface PostComment {
  id: number
  author: string
  date: DateText
  text: string
  replies: PostComment[]
}

export interface PostDetail extends PostCard {
  /** Sanitised editor HTML. */
  body: string
  /** The pull quote, when the post has one. */
  quote: { text: string; cite: string | null } | null
  gallery: ImageRef[]
  tags: SidebarLink[]
  category: SidebarLink | null
  /** Share links to social sites, each with the post's address filled in. */
  share: SidebarLink[]
  /** The writer's box; null if the writer is no longer on the team. */
  authorCard: PostAuthor | null
  /** The approved comments with their replies (PostCard.comments counts them all). */
  commentTree: PostComment[]
}

export interface BlogSidebar {
  categories: SidebarLink[]
  /** 'Recent Posts' beside a list, 'Related Posts' beside a post. */
  postsTitle: string
  posts: SidebarLink[]
  projects: SidebarLink[]
  tags: SidebarLink[]
}

/** A post list's page links: the current page and the address of each page, first to last. */
export interface Pagination {
  page: number
  pages: string[]
}

export interface TestimonialQuote {
  id: number
  name: string
  role: string
  quote: string
  image: ImageRef
}

export interface ServiceLink {
  href: string
  title: string
  summary: string
  image: ImageRef
}

export interface TeamMemberProfile {
  id: number
  name: string
  /** Short role for cards, also the "Position" fact. Facts the profile leaves empty are null, and not shown. */
  role: string | null
  image: ImageRef
  practiceArea: string | null
  /** Years of work in the field, as shown: "9 years". */
  experience: string | null
  address: string | null
  /** Work contacts the employee chose to show; never their personal ones. */
  phone: string | null
  email: string | null
  /** "Personal Experience", one string per paragraph. */
  bio: string[]
  education: string[]
  languages: string[]
  /** The four rings of the member page: percentages, then a count of donors reached; null ones are not shown. */
  record: {
    success: number | null
    happyClients: number | null
    projectsDone: number | null
    donors: number | null
  }
}

export type StoryBody =
  | {
      kind: 'blog'
      layout: BlogLayout
      posts: PostCard[]
      pagination: Pagination
      /** Set when the list shows one category or tag: what it shows and the unfiltered list. */
      filter: { label: string; clear: string } | null
      sidebar: BlogSidebar | null
    }
  | {
      kind: 'blog-post'
      layout: BlogLayout
      banner: string
      post: PostDetail
      previous: SidebarLink | null
      next: SidebarLink | null
      sidebar: BlogSidebar | null
      /** Where the comment form posts: the post's own address. */
      commentAction: string
      /** What the server answered a comment posted without JavaScript. */
      submission: Submission | null
    }
  | { kind: 'team-member'; member: TeamMemberProfile }
  | { kind: 'testimonials'; quotes: TestimonialQuote[] }
  | {
      kind: 'service-detail'
      service: {
        id: number
        title: string
        /** Sanitised editor HTML. */
        description: string
        image: ImageRef
        subImages: ImageRef[]
        benefits: { question: string; answer: string }[]
      }
      solutions: ServiceLink[]
      services: SidebarLink[]
    }
