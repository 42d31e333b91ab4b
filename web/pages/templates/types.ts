import type { Block, TeamMember } from '../../page-data.ts'

/** What every content template gets: the menu's blocks, and the team on the about template. */
export interface TemplateProps {
  blocks: Block[]
  team?: TeamMember[]
}
