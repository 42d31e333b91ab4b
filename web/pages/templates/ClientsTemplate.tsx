import { CLIENTS_INTRO_KEY } from '../../../common/template-keys.ts'
import { Img, RichText } from '../../kit.ts'
import { blockOf, otherBlocks } from './parts.tsx'
import type { TemplateProps } from './types.ts'

/** Clients: every block stacked, the 'Clients' block as the introduction and the others as cards. */
export function ClientsTemplate({ blocks }: TemplateProps) {
  const intro = blockOf(blocks, CLIENTS_INTRO_KEY)
  const clients = otherBlocks(blocks, [CLIENTS_INTRO_KEY])
  return (
    <div className="band">
      <div className="band__inner band__inner--text">
        {intro && <RichText html={intro.html} className="section-intro" />}
        <ul className="stacked-cards">
          {clients.map((block) => (
            <li key={block.key} className="card">
              {block.images[0] && (
                <Img image={block.images[0]} sizes="160px" className="stacked-cards__image" />
              )}
              <RichText html={block.html} />
            </li>
          ))}
        </ul>
      </div>
    </div>
  )
}
