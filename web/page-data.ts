/**
 * What the server sends each page: everything it renders, loaded once per page in-process. The
 * browser receives the same object to hydrate, and fetches it as JSON on client-side navigation.
 */
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
  popupImage: string | null
  social: {
    facebook: string | null
    twitter: string | null
    instagram: string | null
    linkedin: string | null
  }
}

export interface ImageRef {
  src: string
  alt: string
}

/** A content block: key, sanitised HTML, and the images stored under the same key. */
export interface Block {
  key: string
  html: string
  images: ImageRef[]
}

export interface Slide {
  id: number
  title: string | null
  subtitle: string | null
  link: string | null
  details: string | null
  image: string | null
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

export type PageBody =
  | { kind: 'home'; menuId: number | null; blocks: Block[]; slides: Slide[] }
  | { kind: 'content'; menuId: number; template: string; title: string; blocks: Block[] }
  | { kind: 'documents'; documentKind: DocumentKind; title: string; intro: Block[]; items: DocumentItem[] }
  | { kind: 'pdf'; documentKind: DocumentKind; title: string; document: DocumentItem }
  | { kind: 'team'; title: string; intro: Block[]; members: TeamMember[] }
  | { kind: 'gallery'; title: string; intro: Block[]; images: ImageRef[] }
  | { kind: 'not-found' }

export interface PageData {
  path: string
  status: number
  /** <title> and meta description. */
  title: string
  description: string
  site: SiteSettings
  nav: NavItem[]
  footerPartners: ImageRef[]
  body: PageBody
}
