/**
 * Every area the app serves, in navigation order. Adding an area: write its folder under
 * server/modules/ with an index.ts exporting its Area, and list it here.
 */
import type { ResourceDeclaration, TableWithId } from '../resources/define.ts'
import { Registry } from '../resources/registry.ts'
import { accountsArea } from './accounts/index.ts'
import type { Area } from './area.ts'
import { cmsArea } from './cms/index.ts'
import { contentArea } from './content/index.ts'
import { givingArea } from './giving/index.ts'
import { helpdeskArea } from './helpdesk/index.ts'
import { ledgerArea } from './ledger/index.ts'
import { membershipArea } from './membership/index.ts'
import { messagesArea } from './messages/index.ts'
import { orgArea } from './org/index.ts'
import { reportsArea } from './reports/index.ts'
import { storesArea } from './stores/index.ts'

export const areas: readonly Area[] = [
  cmsArea,
  contentArea,
  orgArea,
  messagesArea,
  membershipArea,
  ledgerArea,
  givingArea,
  storesArea,
  helpdeskArea,
  reportsArea,
  accountsArea,
]

/** The registry of the given areas' resources. */
export function registryOf(list: readonly Area[]): Registry {
  return new Registry(list.flatMap((area) => area.resources as ResourceDeclaration<TableWithId>[]))
}

/** The registry of every area: what the app serves unless a test builds it with other areas. */
export const registry = registryOf(areas)

/** Every area's resources, in registry order. */
export const resources = registry.resources

export const findResource = (name: string) => registry.find(name)
