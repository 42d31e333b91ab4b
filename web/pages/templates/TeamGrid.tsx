import type { TeamMember } from '../../page-data.ts'

/** The management team's cards: photo, name and designation. */
export function TeamGrid({ members }: { members: TeamMember[] }) {
  return (
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
  )
}
