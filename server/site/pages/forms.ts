/**
 * The contact page (at /contact and for any menu with the contact template), the privacy notice
 * (/privacy), the account forms, the volunteer page, and the newsletter's page and its emailed
 * links' pages. Posts to them are answered by server/site/forms/.
 */
import type { MenuTemplate } from '../../../common/menu-templates.ts'
import { CONTACT_CARD_KEYS, CONTACT_MAP_KEY } from '../../../common/template-keys.ts'
import { PRIVACY_PATH } from '../../../web/components/PrivacyNote.tsx'
import type { Block, ImageRef } from '../../../web/page-data.ts'
import type { ContactCard } from '../../../web/pages/forms/types.ts'
import { mediaUrl } from '../../http/wire.ts'
import { type LinkPurpose, NEWSLETTER_LINK_PATHS } from '../../modules/messages/newsletter.ts'
import { profiledStaff, type StaffProfile } from '../../modules/org/staff-profile-service.ts'
import { mapEmbed } from '../forms/map-embed.ts'
import { imageRefs, type StoredImage } from '../images.ts'
import type { LoadedPage, PageContext, SiteRoute, TemplateLoader } from '../page-context.ts'
import { volunteerImage } from '../samples/volunteer.ts'
import { contentPage } from './core.ts'

const CARD_KEYS: readonly ContactCard['key'][] = CONTACT_CARD_KEYS

/** The Contact menu's blocks as the page shows them; a key that is missing is simply not shown. */
function contactPage(ctx: PageContext, blocks: Block[], name = 'Contact Us'): LoadedPage {
  const cards = CARD_KEYS.flatMap((key) => {
    const html = blocks.find((b) => b.key === key)?.html
    return html ? [{ key, html }] : []
  })
  const mapBlock = blocks.find((b) => b.key === CONTACT_MAP_KEY)
  return {
    body: {
      kind: 'contact',
      cards,
      map: mapBlock ? mapEmbed(mapBlock.html, `Map showing where to find ${ctx.site.siteName}`) : null,
      submission: null,
    },
    title: `${name} | ${ctx.site.siteName}`,
    description: `Write to ${ctx.site.siteName}, or find our address, email addresses and phone numbers.`,
  }
}

const formPage =
  (kind: 'login' | 'register' | 'forgot-password', title: string, description: string): SiteRoute['load'] =>
  async (ctx) => ({ body: { kind, submission: null }, title: `${title} | ${ctx.site.siteName}`, description })

/**
 * The page of an emailed newsletter link: its button posts the token back. It reads nothing about
 * the subscriber, so the cached page holds no address and the token is checked once, on the post.
 */
const newsletterLinkRoute = (purpose: LinkPurpose, title: string): SiteRoute => ({
  path: NEWSLETTER_LINK_PATHS[purpose],
  query: ['token'],
  listed: false,
  load: async (ctx) => {
    const token = ctx.query.get('token')
    const action = token ? `${NEWSLETTER_LINK_PATHS[purpose]}?${new URLSearchParams({ token })}` : null
    return {
      body: { kind: 'newsletter', submission: null, link: { purpose, action } },
      title: `${title} | ${ctx.site.siteName}`,
      description: `${title}: the newsletter of ${ctx.site.siteName}.`,
    }
  },
})

/** Images with their sizes when the database knows them; plain links when it cannot be asked. */
function images(ctx: PageContext, list: StoredImage[]): Promise<ImageRef[]> {
  const plain = list.map(({ path, alt }) => ({ src: mediaUrl(path) ?? '', alt }))
  return ctx.section('images', plain, () => imageRefs(ctx.db, list))
}

async function volunteerPage(ctx: PageContext): Promise<LoadedPage> {
  // The original's slider showed six team members; each card links to the member's profile page,
  // so these are the first six employees whose profile is written.
  const members = await ctx.section('team', [] as StaffProfile[], () => profiledStaff(ctx.db, 6))
  const [image, ...portraits] = await images(ctx, [
    volunteerImage,
    ...members.map((m) => ({ path: m.image ?? '', alt: '' })),
  ])
  return {
    body: {
      kind: 'volunteer',
      image: image as ImageRef,
      team: members.map((m, i) => ({ id: m.id, name: m.name, image: portraits[i] as ImageRef })),
      submission: null,
    },
    title: `Volunteer | ${ctx.site.siteName}`,
    description: `Become a volunteer with ${ctx.site.siteName}: teach, mentor trainees or help our charity projects.`,
  }
}

export const formRoutes: SiteRoute[] = [
  {
    path: '/contact',
    async load(ctx) {
      const menu = ctx.menuWithTemplate('contact')
      const blocks = menu
        ? await ctx.section('contact blocks', [] as Block[], () => ctx.blocksOf(menu.id))
        : []
      return contactPage(ctx, blocks)
    },
  },
  {
    // The footer and every form that sends personal data link here (web/components/PrivacyNote.tsx);
    // staff write the notice in the menu with the privacy template, under any name.
    path: PRIVACY_PATH,
    async load(ctx) {
      const menu = ctx.menuWithTemplate('privacy')
      if (!menu) return null
      return contentPage(
        ctx,
        menu,
        await ctx.section('privacy blocks', [] as Block[], () => ctx.blocksOf(menu.id)),
      )
    },
  },
  {
    path: '/login',
    listed: false,
    load: formPage('login', 'Sign In', 'Sign in to your account.'),
  },
  {
    path: '/register',
    listed: false,
    load: formPage('register', 'Signup', 'Create an account.'),
  },
  {
    path: '/forgot-password',
    listed: false,
    load: formPage('forgot-password', 'Forgot Password', 'Reset your account password.'),
  },
  { path: '/volunteer', load: volunteerPage },
  {
    path: '/newsletter',
    listed: false,
    load: async (ctx) => ({
      body: { kind: 'newsletter', submission: null, link: null },
      title: `Newsletter | ${ctx.site.siteName}`,
      description: `News from ${ctx.site.siteName} by email.`,
    }),
  },
  newsletterLinkRoute('confirm', 'Confirm your subscription'),
  newsletterLinkRoute('unsubscribe', 'Unsubscribe'),
]

/** Menu templates whose page is one of these forms (the Contact menu). */
export const formTemplates: Partial<Record<MenuTemplate, TemplateLoader>> = {
  contact: async (ctx, menu, blocks) => contactPage(ctx, blocks, menu.name),
}
