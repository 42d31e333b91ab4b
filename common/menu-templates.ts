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
  // The privacy notice: found by this template at /privacy, which the footer and the forms link to.
  'privacy',
  'generic',
] as const

export type MenuTemplate = (typeof menuTemplates)[number]
