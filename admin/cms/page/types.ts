/** The records the page screen reads (server/resources/cms-menu*.ts, detail and list shapes). */

export interface Menu {
  id: number
  name: string
  template: string
  is_published: boolean
}

export interface ContentBlock {
  id: number
  name: string
  value: string
  position: number
}

export interface ContentImage {
  id: number
  head: string
  image: string
  alt: string | null
  position: number
}

/** An error of the data provider: react-admin's HttpError with the API's field errors in body.errors. */
export function fieldError(error: unknown, field: string): string {
  const body = (error as { body?: { errors?: Record<string, unknown> } }).body
  const message = body?.errors?.[field]
  if (typeof message === 'string') return message
  return error instanceof Error ? error.message : String(error)
}
