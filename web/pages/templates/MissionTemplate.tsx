import { MISSION_KEYS } from '../../../common/template-keys.ts'
import { Bands, BlockCard, blockOf, otherBlocks } from './parts.tsx'
import type { TemplateProps } from './types.ts'

/** Mission: the Mission and Vision blocks side by side on wide screens. */
export function MissionTemplate({ blocks }: TemplateProps) {
  const pair = MISSION_KEYS.flatMap((key) => blockOf(blocks, key) ?? [])
  return (
    <>
      {pair.length > 0 && (
        <div className="band band--tint">
          <div className="band__inner card-pair">
            {pair.map((block) => (
              <BlockCard key={block.key} block={block} sizes="(min-width: 800px) 50vw, 100vw" />
            ))}
          </div>
        </div>
      )}
      <Bands blocks={otherBlocks(blocks, MISSION_KEYS)} />
    </>
  )
}
