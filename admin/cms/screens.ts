/** The site's content screens: menus, their pages' blocks and images, the home page slider. */
import type { ResourceScreen } from '../screen.ts'

export const cmsScreens: ResourceScreen[] = []
