/**
 * The resources an app serves, by name. Built from the areas (server/modules/index.ts) and handed to
 * the generic routes, the write service, OpenAPI, permissions and navigation, so a test can build an
 * app with one more resource (a fixture) without touching a shared list.
 */
import type { ResourceDeclaration, TableWithId } from './define.ts'

export class Registry {
  readonly resources: readonly ResourceDeclaration<TableWithId>[]
  private readonly byName: Map<string, ResourceDeclaration<TableWithId>>

  constructor(resources: readonly ResourceDeclaration<TableWithId>[]) {
    this.resources = resources
    this.byName = new Map()
    for (const resource of resources) {
      if (this.byName.has(resource.name)) throw new Error(`Resource ${resource.name} is declared twice.`)
      this.byName.set(resource.name, resource)
    }
  }

  find(name: string): ResourceDeclaration<TableWithId> | undefined {
    return this.byName.get(name)
  }
}
