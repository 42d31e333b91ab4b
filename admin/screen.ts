/**
 * The screens of one resource, as react-admin's `<Resource>` takes them. A resource gets the
 * generic screens drawn from its admin schema (admin/generic/) unless admin/screens/overrides.ts
 * gives it screens of its own. Every component is `lazy()`, so it loads when first opened.
 */
import type { ComponentType, LazyExoticComponent } from 'react'

export type Screen = LazyExoticComponent<ComponentType>

export interface ScreenSet {
  list?: Screen
  edit?: Screen
  create?: Screen
  show?: Screen
  /** Field naming a record in titles and references; default: the schema's. */
  recordRepresentation?: string
}
