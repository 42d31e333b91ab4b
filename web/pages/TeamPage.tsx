import { RichText } from '../components/RichText.tsx'
import { TitleBanner } from '../layout/TitleBanner.tsx'
import type { PageProps } from './registry.ts'

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
          <ul className="team-grid">
            {members.map((member) => (
              <li key={member.id} className="card team-card">
                {member.image && (
                  <img src={member.image} alt={member.name} width={130} height={130} loading="lazy" />
                )}
                <h3>{member.name}</h3>
                {member.designation && <p>{member.designation}</p>}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </>
  )
}
