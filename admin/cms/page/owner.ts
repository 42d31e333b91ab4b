/**
 * What owns keyed blocks and images: a menu's page or a cause. Their screens are the same (this
 * folder); what differs is the resources, the field naming the owner, and the keys the site reads.
 */
import type { MenuTemplate } from '../../../common/menu-templates.ts'
import { CAUSE_PAGE_KEYS, TEMPLATE_KEYS, type TemplateKeys } from '../../../common/template-keys.ts'
import { templateLabel } from './template-key-hints.ts'

export interface OwnerKind {
  /** The owners' resource, which is also the field of a block or an image naming its owner. */
  field: 'cms_menu' | 'cause'
  blocks: 'cms_menu_content' | 'cause_content'
  images: 'cms_menu_content_image' | 'cause_content_image'
  /** "page", "cause": in sentences. */
  noun: string
}

export const MENU_PAGES: OwnerKind = {
  field: 'cms_menu',
  blocks: 'cms_menu_content',
  images: 'cms_menu_content_image',
  noun: 'page',
}

export const CAUSES: OwnerKind = {
  field: 'cause',
  blocks: 'cause_content',
  images: 'cause_content_image',
  noun: 'cause',
}

export interface BlockOwner {
  kind: OwnerKind
  id: number
  /** The keys the site places: offered when adding or renaming a block and choosing a head. */
  keys: TemplateKeys
  /** Who reads those keys, in sentences: "The site's About template", "The cause's page". */
  readBy: string
}

const NO_KEYS: TemplateKeys = { blocks: [], imageHeads: [] }

export const menuOwner = (menu: { id: number; template: string }): BlockOwner => ({
  kind: MENU_PAGES,
  id: menu.id,
  keys: TEMPLATE_KEYS[menu.template as MenuTemplate] ?? NO_KEYS,
  readBy: `The site's ${templateLabel(menu.template)} template`,
})

export const causeOwner = (id: number): BlockOwner => ({
  kind: CAUSES,
  id,
  keys: CAUSE_PAGE_KEYS,
  readBy: "The cause's page",
})

/** The list query of an owner's blocks or images: every one, in the editors' order. */
export const ownedQuery = (kind: OwnerKind, ownerId: number) => ({
  filter: { [kind.field]: ownerId },
  sort: { field: 'position', order: 'ASC' as const },
  pagination: { page: 1, perPage: 100 },
})
