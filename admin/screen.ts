/**
 * A back-office screen for one resource, declared once: App.tsx turns each into a react-admin
 * `<Resource>`. Areas keep their own lists (`cms/screens.ts`, `records/screens.ts`) so that
 * adding a screen touches one small file. Every component is `lazy()`, so it loads when opened.
 */
import type { ComponentType, LazyExoticComponent } from 'react'

type Screen = LazyExoticComponent<ComponentType>

export interface ResourceScreen {
  /** The API's resource name (cms_menu, notice…): also the path under /admin. */
  name: string
  /** The navigation's and the page titles' name. */
  label: string
  icon?: ComponentType
  list?: Screen
  edit?: Screen
  create?: Screen
  show?: Screen
  /** Field (or function) naming a record in titles and references. */
  recordRepresentation?: string
  /** A resource other screens reference but with no page of its own (permission). */
  hidden?: boolean
}
