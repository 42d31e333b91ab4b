import { PERFORMANCE_KEY } from '../../../common/template-keys.ts'
import { Band, BlockCard, blockOf, otherBlocks } from './parts.tsx'
import type { TemplateProps } from './types.ts'

/** Performance: the 'Performance' block as a wide band, every other block as a card, three a row. */
export function PerformanceTemplate({ blocks }: TemplateProps) {
  const performance = blockOf(blocks, PERFORMANCE_KEY)
  const cards = otherBlocks(blocks, [PERFORMANCE_KEY])
  return (
    <>
      {performance && <Band block={performance} wide />}
      {cards.length > 0 && (
        <div className="band band--tint">
          <div className="band__inner card-row">
            {cards.map((block) => (
              <BlockCard
                key={block.key}
                block={block}
                sizes="(min-width: 992px) 33vw, (min-width: 600px) 50vw, 100vw"
              />
            ))}
          </div>
        </div>
      )}
    </>
  )
}
