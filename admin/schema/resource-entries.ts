/**
 * The back office's resources, from the admin schema: each resource the user may read, with its
 * custom screens (admin/screens/overrides.ts) or else the generic ones; a read-only resource gets
 * no create or edit screen. Custom screens of resources the user may not read are declared too,
 * so that a typed address says "Access denied" rather than "Not found".
 */
import type { AdminSchema } from '../../common/resource-schema.ts'
import { nameResources, resourceName } from '../i18n.ts'
import type { Screen, ScreenSet } from '../screen.ts'

export interface ResourceEntry extends ScreenSet {
  name: string
  /** The singular and the plural (resourceName): titles count ("New notice", "Notices"). */
  label: string
  recordRepresentation?: string
}

export interface GenericScreens {
  list: Screen
  show: Screen
  create: Screen
  edit: Screen
}

export function resourceEntries(
  schema: AdminSchema,
  overrides: Readonly<Record<string, ScreenSet>>,
  generic: GenericScreens,
): ResourceEntry[] {
  nameResources(schema.resources)
  const readable = schema.resources.map((resource): ResourceEntry => {
    const custom = overrides[resource.name]
    const screens: ScreenSet = custom ?? {
      list: generic.list,
      show: generic.show,
      ...(resource.writable ? { create: generic.create, edit: generic.edit } : {}),
    }
    return {
      name: resource.name,
      label: resourceName(resource.label, resource.plural),
      ...screens,
      recordRepresentation: custom?.recordRepresentation ?? resource.recordRepresentation,
    }
  })
  const names = new Set(readable.map((entry) => entry.name))
  // Named for the access-denied screen's title as a title reads: "Cms menu", never "cms menu".
  const refused = Object.entries(overrides)
    .filter(([name]) => !names.has(name))
    .map(([name, screens]): ResourceEntry => ({ name, label: titleCase(name), ...screens }))
  return [...readable, ...refused]
}

const titleCase = (identifier: string) => {
  const words = identifier.replaceAll('_', ' ')
  return words.charAt(0).toUpperCase() + words.slice(1)
}
