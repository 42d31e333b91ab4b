/**
 * An owner's blocks or images put in a new order: shown at once (the pending order), saved in one
 * call, then read back; a refusal is announced and the list falls back to the server's order.
 */
import { useState } from 'react'
import { useDataProvider, useNotify } from 'react-admin'
import type { KizunaDataProvider } from '../../providers/data-provider.ts'
import type { BlockOwner, OwnerKind } from './owner.ts'
import { fieldError } from './types.ts'

export function useSavedOrder(
  resource: OwnerKind['blocks'] | OwnerKind['images'],
  owner: BlockOwner,
  refetch: () => Promise<unknown>,
  saved: string,
) {
  const dataProvider = useDataProvider<KizunaDataProvider>()
  const notify = useNotify()
  const [pendingOrder, setPendingOrder] = useState<number[] | null>(null)
  const saveOrder = async (next: number[]) => {
    setPendingOrder(next)
    try {
      await dataProvider.reorder(resource, { field: owner.kind.field, id: owner.id }, next)
      await refetch()
      notify(saved, { type: 'success' })
    } catch (caught) {
      notify(`The order was not saved: ${fieldError(caught, 'ids')}`, { type: 'error' })
    } finally {
      setPendingOrder(null)
    }
  }
  return { pendingOrder, saveOrder }
}
