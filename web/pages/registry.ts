/**
 * Which component shows each kind of page. Each page is its own chunk of the browser bundle, so a
 * visitor downloads only the code of the pages they open; the server imports the same way (esbuild
 * inlines the imports in its bundle). The result is cached, so a kind always gets one component.
 */
import type { ComponentType } from 'react'
import type { PageBody, SiteSettings } from '../page-data.ts'
import { accountPages } from './account/pages.ts'
import { charityPages } from './charity/pages.ts'
import { formPages } from './forms/pages.ts'
import { helpPages } from './help/pages.ts'
import { storyPages } from './stories/pages.ts'

export type PageKind = PageBody['kind']

export interface PageProps<K extends PageKind = PageKind> {
  body: Extract<PageBody, { kind: K }>
  site: SiteSettings
}

export type PageLoaders<K extends PageKind> = { [P in K]: () => Promise<ComponentType<PageProps<P>>> }

const pages: PageLoaders<PageKind> = {
  home: () => import('./HomePage.tsx').then((m) => m.HomePage),
  content: () => import('./ContentPage.tsx').then((m) => m.ContentPage),
  company: () => import('./CompanyPage.tsx').then((m) => m.CompanyPage),
  documents: () => import('./DocumentsPage.tsx').then((m) => m.DocumentsPage),
  pdf: () => import('./PdfPage.tsx').then((m) => m.PdfPage),
  team: () => import('./TeamPage.tsx').then((m) => m.TeamPage),
  gallery: () => import('./GalleryPage.tsx').then((m) => m.GalleryPage),
  search: () => import('./SearchPage.tsx').then((m) => m.SearchPage),
  'not-found': () => import('./NotFoundPage.tsx').then((m) => m.NotFoundPage),
  ...charityPages,
  ...storyPages,
  ...formPages,
  ...accountPages,
  ...helpPages,
}

const loaded = new Map<PageKind, Promise<ComponentType<PageProps>>>()

/** The component for a kind of page, loading its code the first time. */
export function loadPage(kind: PageKind): Promise<ComponentType<PageProps>> {
  let pending = loaded.get(kind)
  if (!pending) {
    pending = pages[kind]() as Promise<ComponentType<PageProps>>
    loaded.set(kind, pending)
  }
  return pending
}
