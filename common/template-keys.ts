/**
 * The content-block keys and image heads each menu template reads (common/menu-templates.ts). The
 * public pages take their key names from here, and the back office offers them as suggestions
 * when editors add or rename a block, so the two cannot drift apart. A key a template does not
 * name still shows (in the blocks every template lays out after its own), just not in a fixed place.
 */
import type { MenuTemplate } from './menu-templates.ts'

/** The home page's sections (server/site/pages/home.ts); any other key becomes a company card. */
export const HOME_KEYS = {
  title: 'Title',
  about: 'About',
  // The bands of the later original client's home page (api-contract §2.4: WelcomeMessage, OurJourney).
  welcome: 'Welcome Message',
  whyBangladesh: 'Why Bangladesh',
  mission: 'Our Mission',
  journey: 'A Journey from Dhaka to Tokyo',
  services: 'Our Services',
  companies: 'Companies',
  featured: 'Featured Work',
  partners: 'Partner',
} as const

/** The home page's bands after the about band, in this order. */
export const HOME_BAND_KEYS = [
  HOME_KEYS.welcome,
  HOME_KEYS.whyBangladesh,
  HOME_KEYS.mission,
  HOME_KEYS.journey,
]

/** The about page's blocks; 'Meet the Team' introduces the management team under it. */
export const ABOUT_KEYS = {
  about: 'About',
  who: 'Who We Are',
  vision: 'Our Vision',
  team: 'Meet the Team',
} as const

/** Heads the services page and the home page's services carousel. */
export const SERVICES_INTRO_KEY = 'Our Services'

export const CLIENTS_INTRO_KEY = 'Clients'

export const MISSION_KEYS = ['Mission', 'Vision'] as const

export const PERFORMANCE_KEY = 'Performance'

/** The message page's tabs: content key → tab label. */
export const MESSAGE_TABS = [
  ['Managing Partner', 'Managing Director'],
  ['Partner One', 'Chairman'],
  ['Partner Two', 'Director'],
] as const

/** An assembled page: bands first, then a heading block over three equal columns. */
export interface AssembledLayout {
  lead: readonly string[]
  heading: string
  columns: readonly [string, string, string]
}

export const LANGUAGE_CENTER_LAYOUT: AssembledLayout = {
  lead: ['Japan & Korean Language Center', 'About Language Center'],
  heading: 'HR Services',
  columns: [
    'SSW & Technical Internship (TITP) Support',
    'Visa Processing & Consultation',
    'Japanese Language & Cultural Training',
  ],
}

export const TRAINING_INSTITUTE_LAYOUT: AssembledLayout = {
  lead: ['About Training Institute', 'Services Training Institute', 'Training Programs'],
  heading: 'Skill Training Program',
  columns: ['Manual Metal Arc', 'Metal Inert Gas', 'Tungsten Inert Gas'],
}

/** The image head each image-grid template shows (every image of the menu when it has none). */
export const GALLERY_IMAGE_HEADS = {
  gallery: 'Gallery',
  profile: 'Profile',
  document: 'OUR DOCUMENT',
} as const

/** The contact page's cards, then the block holding the map's iframe. */
export const CONTACT_CARD_KEYS = ['Address', 'Email Us', 'Call Now'] as const
export const CONTACT_MAP_KEY = 'Map'

export interface TemplateKeys {
  /** Keys of content blocks the template places (its text, and for most its first image). */
  blocks: readonly string[]
  /** Heads of images the template shows. */
  imageHeads: readonly string[]
}

const assembled = (layout: AssembledLayout): TemplateKeys => ({
  blocks: [...layout.lead, layout.heading, ...layout.columns],
  // The heading block is shown as text only.
  imageHeads: [...layout.lead, ...layout.columns],
})

const NONE: TemplateKeys = { blocks: [], imageHeads: [] }

export const TEMPLATE_KEYS: Record<MenuTemplate, TemplateKeys> = {
  home: {
    blocks: Object.values(HOME_KEYS),
    imageHeads: [HOME_KEYS.title, HOME_KEYS.about, ...HOME_BAND_KEYS, HOME_KEYS.featured, HOME_KEYS.partners],
  },
  about: {
    blocks: Object.values(ABOUT_KEYS),
    // The team's introduction is text; the team's photos come from the employee records.
    imageHeads: [ABOUT_KEYS.about, ABOUT_KEYS.who, ABOUT_KEYS.vision],
  },
  service: { blocks: [SERVICES_INTRO_KEY], imageHeads: [] },
  clients: { blocks: [CLIENTS_INTRO_KEY], imageHeads: [] },
  mission: { blocks: MISSION_KEYS, imageHeads: MISSION_KEYS },
  performance: { blocks: [PERFORMANCE_KEY], imageHeads: [PERFORMANCE_KEY] },
  message: { blocks: MESSAGE_TABS.map(([key]) => key), imageHeads: MESSAGE_TABS.map(([key]) => key) },
  // Documents and the team: every block is an introduction above the list, whatever its key.
  notice: NONE,
  circular: NONE,
  'management-team': NONE,
  'language-center': assembled(LANGUAGE_CENTER_LAYOUT),
  'training-institute': assembled(TRAINING_INSTITUTE_LAYOUT),
  gallery: { blocks: [], imageHeads: [GALLERY_IMAGE_HEADS.gallery] },
  profile: { blocks: [], imageHeads: [GALLERY_IMAGE_HEADS.profile] },
  document: { blocks: [], imageHeads: [GALLERY_IMAGE_HEADS.document] },
  contact: { blocks: [...CONTACT_CARD_KEYS, CONTACT_MAP_KEY], imageHeads: [] },
  // The privacy notice's sections, in order, under any keys.
  privacy: NONE,
  generic: NONE,
}

/**
 * A cause's blocks its page places (server/site/pages/charity.ts): the description, then "How your
 * gift is used"; other blocks follow them. Each shows the images whose head is its key.
 */
export const CAUSE_KEYS = { description: 'description', uses: 'uses' } as const

export const CAUSE_PAGE_KEYS: TemplateKeys = {
  blocks: Object.values(CAUSE_KEYS),
  imageHeads: Object.values(CAUSE_KEYS),
}
