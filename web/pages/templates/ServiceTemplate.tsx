import { SERVICES_INTRO_KEY } from '../../../common/template-keys.ts'
import { blockOf, otherBlocks, SectionIntro } from './parts.tsx'
import { ServiceCarousel } from './ServiceCarousel.tsx'
import type { TemplateProps } from './types.ts'

/** Services (catalogue 4.3): 'Our Services' heads the page, every other block is a card. */
export function ServiceTemplate({ blocks }: TemplateProps) {
  return (
    <section className="band" aria-label="Services">
      <div className="band__inner band__inner--stack">
        <SectionIntro block={blockOf(blocks, SERVICES_INTRO_KEY)} fallback="What we offer" />
        <ServiceCarousel blocks={otherBlocks(blocks, [SERVICES_INTRO_KEY])} label="Services" />
      </div>
    </section>
  )
}
