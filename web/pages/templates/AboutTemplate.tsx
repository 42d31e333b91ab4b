import { ABOUT_KEYS } from '../../../common/template-keys.ts'
import { RichText } from '../../kit.ts'
import { Band, Bands, blockOf, otherBlocks } from './parts.tsx'
import { TeamGrid } from './TeamGrid.tsx'
import type { TemplateProps } from './types.ts'

/**
 * About (catalogue 4.2): the about block, 'Who We Are', the 'Our Vision' band, then the team
 * under its introduction ('Meet the Team').
 */
export function AboutTemplate({ blocks, team = [] }: TemplateProps) {
  const about = blockOf(blocks, ABOUT_KEYS.about)
  const who = blockOf(blocks, ABOUT_KEYS.who)
  const vision = blockOf(blocks, ABOUT_KEYS.vision)
  const teamIntro = blockOf(blocks, ABOUT_KEYS.team)
  return (
    <>
      {about && <Band block={about} reverse />}
      {who && <Band block={who} className="band--framed" />}
      {vision && <Band block={vision} tint />}
      <Bands blocks={otherBlocks(blocks, Object.values(ABOUT_KEYS))} />
      {(team.length > 0 || teamIntro?.html) && (
        <section className="band" aria-labelledby="team-heading">
          <div className="band__inner band__inner--stack">
            <h2 id="team-heading" className="section-title">
              Our Management Team
            </h2>
            {teamIntro?.html && <RichText html={teamIntro.html} className="team-intro" />}
            {team.length > 0 && <TeamGrid members={team} />}
          </div>
        </section>
      )}
    </>
  )
}
