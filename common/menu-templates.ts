/**
 * The page templates a CMS menu can choose. The public site picks the React template by this
 * name; 'generic' renders every content block in order, so any menu shows something.
 */
export const menuTemplates = [
  'home',
  'about',
  'service',
  'clients',
  'mission',
  'performance',
  'message',
  'notice',
  'circular',
  'management-team',
  'language-center',
  'training-institute',
  'gallery',
  'profile',
  'document',
  'contact',
  'generic',
] as const

export type MenuTemplate = (typeof menuTemplates)[number]
