/**
 * What the stores' browser tests ask the API between steps: how much of a product a branch has
 * free (the storefront's stock check), so a test compares stock before and after its own steps
 * on the server the specs share.
 */
import type { StaffSession } from './back-office.ts'

export const HEAD_OFFICE = 1

export async function stockInBranch(
  api: StaffSession,
  productId: number,
  branch = HEAD_OFFICE,
): Promise<number> {
  const { json } = await api.call<{ quantity: string }>(
    'GET',
    `/inventory/api/v1/inventory/check_by_product_id/${productId}?branch=${branch}`,
  )
  return Number(json.quantity)
}
