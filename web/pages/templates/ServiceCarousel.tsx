import { Carousel } from '../../components/Carousel.tsx'
import type { Block } from '../../page-data.ts'
import { BlockCard } from './parts.tsx'

/** Service cards two at a time (one on phones), as the original's services slider (catalogue §7.3). */
export function ServiceCarousel({ blocks, label }: { blocks: Block[]; label: string }) {
  if (blocks.length === 0) return null
  return (
    <Carousel label={label} perView={{ default: 2, 480: 1 }} autoplayMs={5000} className="service-carousel">
      {blocks.map((block) => (
        <BlockCard key={block.key} block={block} sizes="(max-width: 480px) 100vw, 50vw" />
      ))}
    </Carousel>
  )
}
