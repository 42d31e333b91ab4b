import { MESSAGE_TABS } from '../../../common/template-keys.ts'
import { Tabs } from '../../components/Tabs.tsx'
import { Img, RichText } from '../../kit.ts'
import { Bands, otherBlocks } from './parts.tsx'
import type { TemplateProps } from './types.ts'

/** Messages from the leaders, one tab each, then any other block of the menu. */
export function MessageTemplate({ blocks }: TemplateProps) {
  const tabs = MESSAGE_TABS.flatMap(([key, label]) => {
    const block = blocks.find((b) => b.key === key)
    if (!block) return []
    const image = block.images[0]
    return [
      {
        label,
        content: (
          <div className="message">
            {image && <Img image={image} sizes="400px" className="message__image" />}
            <RichText html={block.html} />
          </div>
        ),
      },
    ]
  })
  return (
    <>
      {tabs.length > 0 && (
        <div className="band">
          <div className="band__inner band__inner--text">
            <Tabs tabs={tabs} label="Messages from our leaders" />
          </div>
        </div>
      )}
      <Bands
        blocks={otherBlocks(
          blocks,
          MESSAGE_TABS.map(([key]) => key),
        )}
        tintFirst
      />
    </>
  )
}
