/**
 * What the server sends each page: everything it renders, loaded once per page in-process. The
 * browser receives the same object to hydrate, and fetches it as JSON on client-side navigation.
 */
import type { AccountBody } from './pages/account/types.ts'
import type { GivingOptions } from './pages/charity/giving-types.ts'
import type { CharityBody } from './pages/charity/types.ts'
import type { FormBody } from './pages/forms/types.ts'
import type { HelpBody } from './pages/help/types.ts'
import type { StoryBody } from './pages/stories/types.ts'

export interface NavItem {
  id: number
  name: string
  href: string
  children: NavItem[]
}

export interface SiteSettings {
  siteName: string
  title: string
  email: string | null
  phone: string | null
  address: string | null
  logo: string | null
  favicon: string | null
  popupImage: ImageRef | null
  social: {
    facebook: string | null
    twitter: string | null
    instagram: string | null
    linkedin: string | null
  }
  /** The donation form's choices, on every page that shows it (/donate, each cause). */
  giving: GivingOptions
}

/**
 * An image as the site shows it (web/components/Img.tsx draws it). width and height are the file's
 * own, so the browser reserves its space; avif and webp are srcset lists of the resized copies made
 * at upload ("/media/x-480w.avif 480w, ..."), when there are any.
 */
export interface ImageRef {
  src: string
  alt: string
  width?: number
  height?: number
  avif?: string
  webp?: string
}

/** A content block: key, sanitised HTML, and the images stored under the same key. */
export interface Block {
  key: string
  html: string
  images: ImageRef[]
}

export interface Slide {
  id: number
  /** Sanitised HTML. */
  title: string | null
  subtitle: string | null
  link: string | null
  /** The label of the slide's button to its link. */
  details: string | null
  image: ImageRef | null
}

export type DocumentKind = 'notice' | 'circular'

export interface DocumentItem {
  id: number
  title: string
  date: string | null
  file: string | null
}

export interface TeamMember {
  id: number
  name: string
  designation: string | null
  image: string | null
}

/** A company of the home page: its key, the first 300 characters of its text, its page. */
export interface CompanyCard {
  key: string
  href: string
  excerpt: string
  image: ImageRef | null
}

/**
 * The home page's sections, each from keys of the Home menu (server/site/pages/home.ts says which).
 * `intro` is the block that heads a section (its title and a line of text), when the menu has it.
 */
export interface HomeSections {
  about: Block | null
  /** The bands after the about band (template-keys.ts: HOME_BAND_KEYS), those the menu has. */
  bands: Block[]
  services: { intro: Block | null; cards: Block[]; href: string | null }
  companies: { intro: Block | null; cards: CompanyCard[] }
  featured: { intro: Block | null; images: ImageRef[] }
  partners: { intro: Block | null; images: ImageRef[] }
}

/** One search hit; the excerpt is plain text around the first match. */
export interface SearchResult {
  title: string
  href: string
  /** What was found: 'Page', 'News', 'Event', 'Project', 'Service', 'Notice' or 'Circular'. */
  type: string
  date: string | null
  excerpt: { before: string; match: string; after: string } | null
}

/** The pages backed by the CMS and the organisation's records. */
export type CoreBody =
  | ({ kind: 'home'; menuId: number | null; slides: Slide[] } & HomeSections)
  | {
      kind: 'content'
      menuId: number
      template: string
      title: string
      blocks: Block[]
      /** The management team, on the about template only. */
      team?: TeamMember[]
    }
  | { kind: 'search'; query: string; results: SearchResult[]; limited: boolean; error: string | null }
  | { kind: 'company'; title: string; block: Block | null }
  | { kind: 'documents'; documentKind: DocumentKind; title: string; intro: Block[]; items: DocumentItem[] }
  | { kind: 'pdf'; documentKind: DocumentKind; title: string; document: DocumentItem }
  | { kind: 'team'; title: string; intro: Block[]; members: TeamMember[] }
  /** `whole`: each image shown entire (documents), not cropped to the grid's tiles. */
  | { kind: 'gallery'; title: string; fit: 'fill' | 'whole'; intro: Block[]; images: ImageRef[] }
  | { kind: 'not-found' }

/** Every page the site can show; each group declares its own bodies next to its pages. */
export type PageBody = CoreBody | CharityBody | StoryBody | FormBody | AccountBody | HelpBody

export interface PageData {
  /** The page's path; with status 301, the one it has now (the asked path was a renamed menu's old one). */
  path: string
  status: number
  /** <title> and meta description. */
  title: string
  description: string
  /** A page no search engine should list (a ticket's page, reached by a signed link). */
  noindex?: boolean
  site: SiteSettings
  nav: NavItem[]
  footerPartners: ImageRef[]
  /** The Home menu's Title image, behind the title banner of inner pages. */
  titleImage: string | null
  body: PageBody
}
