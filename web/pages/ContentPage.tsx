import type { ComponentType } from 'react'
import { TitleBanner } from '../kit.ts'
import type { PageProps } from './registry.ts'
import { AboutTemplate } from './templates/AboutTemplate.tsx'
import { LanguageCenterTemplate, TrainingInstituteTemplate } from './templates/AssembledTemplate.tsx'
import { ClientsTemplate } from './templates/ClientsTemplate.tsx'
import { MessageTemplate } from './templates/MessageTemplate.tsx'
import { MissionTemplate } from './templates/MissionTemplate.tsx'
import { PerformanceTemplate } from './templates/PerformanceTemplate.tsx'
import { Bands } from './templates/parts.tsx'
import { ServiceTemplate } from './templates/ServiceTemplate.tsx'
import type { TemplateProps } from './templates/types.ts'

/** The layout of each menu template (common/menu-templates.ts); any other shows its blocks in order. */
const TEMPLATES: Record<string, ComponentType<TemplateProps>> = {
  about: AboutTemplate,
  service: ServiceTemplate,
  clients: ClientsTemplate,
  mission: MissionTemplate,
  performance: PerformanceTemplate,
  message: MessageTemplate,
  'language-center': LanguageCenterTemplate,
  'training-institute': TrainingInstituteTemplate,
}

/** A menu's page: the banner, then its blocks laid out by the menu's template. */
export function ContentPage({ body }: PageProps<'content'>) {
  const { title, template, blocks, team } = body
  const Template = TEMPLATES[template] ?? Bands
  return (
    <>
      <TitleBanner title={title} />
      {blocks.length === 0 && <p className="empty">This page has no content yet.</p>}
      <Template blocks={blocks} team={team} />
    </>
  )
}
