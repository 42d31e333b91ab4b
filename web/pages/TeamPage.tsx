import { RichText, TitleBanner } from '../kit.ts'
import type { PageProps } from './registry.ts'
import { TeamGrid } from './templates/TeamGrid.tsx'

export function TeamPage({ body }: PageProps<'team'>) {
  const { title, intro, members } = body
  return (
    <>
      <TitleBanner title={title} />
      <div className="band">
        <div className="band__inner band__inner--stack">
          {intro.map((block) => (
            <RichText key={block.key} html={block.html} />
          ))}
          <TeamGrid members={members} />
        </div>
      </div>
    </>
  )
}
