/**
 * The home page: the slides and the sections of the Home menu (menu {id} at /home/{id}).
 *
 * Keys of the menu → sections (the demo Home menu has all of them):
 *   Title          not on the home page: its image is the title banner of the inner pages
 *   About          the about band, its text beside its first image
 *   Welcome Message, Why Bangladesh, Our Mission, A Journey from Dhaka to Tokyo
 *                  bands after it, in that order (the later original client's home page)
 *   Our Services   heads the services carousel; the cards are the blocks of the first published menu
 *                  with the service template (all but that menu's own 'Our Services' block)
 *   Companies      heads the companies carousel
 *   Featured Work  heads the featured-work carousel; its images are the slides
 *   Partner        heads the partners carousel; its images (logos) are the slides
 *   any other key  a company card (the original shows "any other key" as a card), linking to
 *                  /company/{its position among the cards}/{key}
 * A missing key leaves its section out, or shows the section without its heading block.
 */

import { menuPath } from '../../../common/menu-path.ts'
import { HOME_BAND_KEYS, HOME_KEYS } from '../../../common/template-keys.ts'
import type { Block, CompanyCard, HomeSections, Slide } from '../../../web/page-data.ts'
import type { Db } from '../../db/client.ts'
import type { MenuRecord } from '../../modules/cms/content-service.ts'
import { sliderDisplayOrder } from '../../modules/cms/homepage-slider.ts'
import { homepageSlider } from '../../modules/cms/tables.ts'
import { imageRefs } from '../images.ts'
import { describe, type LoadedPage, type PageContext, textOf } from '../page-context.ts'
import { sanitizeStoredHtml } from '../stored-html.ts'
import { cutText } from '../summary.ts'

const SECTION_KEYS: readonly string[] = Object.values(HOME_KEYS)

/** The company cards' text: plain text, at most this many characters. */
export const COMPANY_EXCERPT_LENGTH = 300

async function loadSlides(db: Db): Promise<Slide[]> {
  const rows = await db
    .select()
    .from(homepageSlider)
    .orderBy(...sliderDisplayOrder)
  // The slide's title is written over its image, so the image itself needs no alt text.
  const images = await imageRefs(
    db,
    rows.map((s) => ({ path: s.image ?? '', alt: '' })),
  )
  return rows.map((s, i) => ({
    id: s.id,
    title: s.title ? sanitizeStoredHtml(s.title) : null,
    subtitle: s.subtitle,
    link: s.link,
    details: s.details,
    image: s.image ? (images[i] ?? null) : null,
  }))
}

/** The blocks that make a company card: every key that is not a section's, with text or an image. */
export const companyBlocks = (blocks: Block[]) =>
  blocks.filter((b) => !SECTION_KEYS.includes(b.key) && (b.html || b.images.length > 0))

export function companyHref(index: number, key: string) {
  return `/company/${index + 1}/${encodeURIComponent(key)}`
}

async function homeSections(ctx: PageContext, blocks: Block[]): Promise<HomeSections> {
  const byKey = (key: string) => blocks.find((b) => b.key === key) ?? null
  const serviceMenu = ctx.menuWithTemplate('service')
  const serviceBlocks = serviceMenu
    ? await ctx.section('home services', [] as Block[], () => ctx.blocksOf(serviceMenu.id))
    : []
  const companies: CompanyCard[] = companyBlocks(blocks).map((block, i) => ({
    key: block.key,
    href: companyHref(i, block.key),
    excerpt: cutText(textOf(block.html), COMPANY_EXCERPT_LENGTH),
    image: block.images[0] ?? null,
  }))
  const featured = byKey(HOME_KEYS.featured)
  const partners = byKey(HOME_KEYS.partners)
  return {
    about: byKey(HOME_KEYS.about),
    bands: HOME_BAND_KEYS.flatMap((key) => byKey(key) ?? []),
    services: {
      intro: byKey(HOME_KEYS.services),
      cards: serviceBlocks.filter((b) => b.key !== HOME_KEYS.services && b.html),
      href: serviceMenu ? menuPath(serviceMenu.name, serviceMenu.id) : null,
    },
    companies: { intro: byKey(HOME_KEYS.companies), cards: companies },
    featured: { intro: featured, images: featured?.images ?? [] },
    partners: { intro: partners, images: partners?.images ?? [] },
  }
}

export async function homePage(ctx: PageContext, menu: MenuRecord | null): Promise<LoadedPage> {
  const [blocks, slides] = await Promise.all([
    menu ? ctx.section('home blocks', [] as Block[], () => ctx.blocksOf(menu.id)) : Promise.resolve([]),
    ctx.section('slides', [] as Slide[], () => loadSlides(ctx.db)),
  ])
  return {
    body: { kind: 'home', menuId: menu?.id ?? null, slides, ...(await homeSections(ctx, blocks)) },
    title: ctx.site.title,
    description: describe(blocks.find((b) => b.key === HOME_KEYS.about)?.html ?? ctx.site.title),
  }
}

/** The Title image's URL for the banner: its largest WebP copy up to 1920 px, or the file. */
export function bannerImageUrl(blocks: Block[]): string | null {
  const image = blocks.find((b) => b.key === HOME_KEYS.title)?.images[0]
  if (!image) return null
  const copies = (image.webp ?? '')
    .split(',')
    .map((entry) => entry.trim().split(' '))
    .map(([url = '', width = '0w']) => ({ url, width: Number.parseInt(width, 10) }))
    .filter((c) => c.url && c.width <= 1920)
    .sort((a, b) => b.width - a.width)
  return copies[0]?.url || image.src || null
}
