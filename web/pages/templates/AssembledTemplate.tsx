import {
  type AssembledLayout,
  LANGUAGE_CENTER_LAYOUT,
  TRAINING_INSTITUTE_LAYOUT,
} from '../../../common/template-keys.ts'
import { Bands, BlockCard, blockOf, otherBlocks, SectionIntro } from './parts.tsx'
import type { TemplateProps } from './types.ts'

/** The fixed figures of both pages (spec §2). */
const STATISTICS = [
  ['200+', 'Student'],
  ['10+', 'Top Courses'],
  ['10+', 'Countries Workers'],
  ['500+', 'Happy Clients'],
] as const

function Assembled({ blocks, layout }: TemplateProps & { layout: AssembledLayout }) {
  const lead = layout.lead.flatMap((key) => blockOf(blocks, key) ?? [])
  const heading = blockOf(blocks, layout.heading)
  const columns = layout.columns.flatMap((key) => blockOf(blocks, key) ?? [])
  const rest = otherBlocks(blocks, [...layout.lead, layout.heading, ...layout.columns])
  return (
    <>
      <Bands blocks={lead} />
      {(heading || columns.length > 0) && (
        <section className="band band--tint" aria-label={layout.heading}>
          <div className="band__inner band__inner--stack">
            {heading && <SectionIntro block={heading} fallback={layout.heading} />}
            <div className="card-row">
              {columns.map((block) => (
                <BlockCard key={block.key} block={block} sizes="(min-width: 992px) 33vw, 100vw" />
              ))}
            </div>
          </div>
        </section>
      )}
      <Bands blocks={rest} />
      <section className="band band--accent" aria-label="In figures">
        <ul className="statistics">
          {STATISTICS.map(([figure, label]) => (
            <li key={label}>
              <strong>{figure}</strong> <span>{label}</span>
            </li>
          ))}
        </ul>
      </section>
    </>
  )
}

export const LanguageCenterTemplate = ({ blocks }: TemplateProps) => (
  <Assembled blocks={blocks} layout={LANGUAGE_CENTER_LAYOUT} />
)

export const TrainingInstituteTemplate = ({ blocks }: TemplateProps) => (
  <Assembled blocks={blocks} layout={TRAINING_INSTITUTE_LAYOUT} />
)
