/**
 * The product screens' calls beyond react-admin's reads and saves of the product itself: its parts
 * (pictures, colours, sizes, attribute values) listed by product at the catalogue's by-product
 * paths, added and removed; a picture uploaded as multipart with its progress (the path the page
 * images take, cms/page/send-upload.ts) and moved by its position; and the small lookups the panels
 * choose from. The paths are the catalogue's (docs/api-compat.md, "Stores"); errors arrive as
 * react-admin's HttpError from providers/http.ts, field errors in body.errors.
 */

import { sendUpload } from '../cms/page/send-upload.ts'
import { requestJson, type UploadProgress } from '../providers/http.ts'

const base = (resource: string) => `/${resource}/api/v1/${resource}/`

/** A part of a product: its resource, the by-product path and the answer's list key. */
export interface Part {
  resource: string
  byProduct: string
  listKey: string
}

export const PICTURES: Part = {
  resource: 'productimage',
  byProduct: 'all_productimage_by_product_id',
  listKey: 'product_images',
}
export const COLOURS: Part = {
  resource: 'productcolor',
  byProduct: 'get_all_by_product_id',
  listKey: 'product_colors',
}
export const SIZES: Part = {
  resource: 'productsize',
  byProduct: 'get_all_by_product_id',
  listKey: 'product_sizes',
}
export const ATTRIBUTE_VALUES: Part = {
  resource: 'product_attribute_value',
  byProduct: 'get_all_by_product_id',
  listKey: 'product_attribute_values',
}

export interface PartRow {
  id: number
  product: number
}

export interface Picture extends PartRow {
  image: string
  alt: string | null
  position: number
}

/** One product's rows of a part, in the server's order (pictures by position). */
export async function partsOf<T extends PartRow>(part: Part, productId: number): Promise<T[]> {
  const answer = await requestJson<Record<string, T[]>>(
    `${base(part.resource)}${part.byProduct}/${productId}`,
  )
  return answer[part.listKey] ?? []
}

export const addPart = (part: Part, body: Record<string, unknown>) =>
  requestJson(`${base(part.resource)}create/`, { method: 'POST', body })

export const removePart = (part: Part, id: number) =>
  requestJson(`${base(part.resource)}delete/${id}`, { method: 'DELETE' })

export const placePicture = (id: number, position: number) =>
  requestJson(`${base(PICTURES.resource)}update/${id}`, { method: 'PATCH', body: { position } })

/** Uploads one picture of the product at `position`, reporting how much has gone up. */
export function uploadPicture(
  productId: number,
  picture: { file: File; alt: string; position: number },
  onProgress: UploadProgress,
): Promise<unknown> {
  const form = new FormData()
  form.append('product', String(productId))
  form.append('position', String(picture.position))
  if (picture.alt.trim()) form.append('alt', picture.alt.trim())
  form.append('image', picture.file, picture.file.name)
  return sendUpload(`${base(PICTURES.resource)}create/`, form, onProgress)
}

/** Every record of a small lookup (colours, sizes, attributes, their values), unpaginated. */
export async function lookup<T>(resource: string, listKey: string): Promise<T[]> {
  const answer = await requestJson<Record<string, T[]>>(`${base(resource)}without_pagination/all/`)
  return answer[listKey] ?? []
}

/** The attributes of an attribute set, which a product of that set is described by. */
export async function attributesOfSet(setId: number): Promise<{ id: number; name: string }[]> {
  return (
    await requestJson<{ attributes: { id: number; name: string }[] }>(`${base('attributeset')}${setId}`)
  ).attributes
}
