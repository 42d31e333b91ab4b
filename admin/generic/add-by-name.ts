import type { ResourceSchema } from '../../common/resource-schema.ts'

/**
 * Whether a reference to `target` may add a missing record on the spot from the typed name: when
 * a record of it is nothing but its name (a department, a designation), the role may create one,
 * and it is chosen by typing. A record with more to it (a division's Bangla name, a district's
 * country) is added on its own screen.
 */
export function canAddByName(target: ResourceSchema): boolean {
  const [only, ...others] = target.fields
  return (
    target.can.create &&
    target.list.search &&
    others.length === 0 &&
    only?.name === target.recordRepresentation &&
    only.kind === 'text'
  )
}
