/**
 * What every page reads, kept per process until the next database change (until-change.ts): the
 * site settings, the published menu tree, each menu's blocks with their images, and the
 * management team. An uncached page then costs its own queries (if any) and the React render.
 */
import type { MenuNode } from '../../common/menu-tree.ts'
import type { Block, SiteSettings, TeamMember } from '../../web/page-data.ts'
import type { Db } from '../db/client.ts'
import { type MenuRecord, publishedMenuTree } from '../modules/cms/content-service.ts'
import { loadMenuBlocks } from './menu-blocks.ts'
import { loadSettings } from './page-data.ts'
import { loadTeam } from './pages/core.ts'
import { type ChangeSource, UntilChange } from './until-change.ts'

export interface SiteReads {
  settings(): Promise<SiteSettings>
  menuTree(): Promise<MenuNode<MenuRecord>[]>
  blocks(menuId: number): Promise<Block[]>
  team(): Promise<TeamMember[]>
}

/** `onlineGiving`: a payment gateway is configured (the donation form then offers giving online). */
export function siteReads(db: Db, changes: ChangeSource, { onlineGiving = false } = {}): SiteReads {
  const settings = new UntilChange<'settings', SiteSettings>(changes)
  const tree = new UntilChange<'tree', MenuNode<MenuRecord>[]>(changes)
  const blocks = new UntilChange<number, Block[]>(changes)
  const team = new UntilChange<'team', TeamMember[]>(changes)
  return {
    settings: () => settings.get('settings', () => loadSettings(db, onlineGiving)),
    menuTree: () => tree.get('tree', () => publishedMenuTree(db)),
    blocks: (menuId) => blocks.get(menuId, () => loadMenuBlocks(db, menuId)),
    team: () => team.get('team', () => loadTeam(db)),
  }
}
