/** An error with an HTTP status and a message for a person, sent as `{"detail": "…"}`. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly detail: string,
    readonly headers: Record<string, string> = {},
    /** Extra keys of the JSON body, e.g. the `field` of a unique conflict. */
    readonly extra: Record<string, unknown> = {},
  ) {
    super(detail)
    this.name = 'ApiError'
  }
}

/** A path segment that should have been an id; may really be a path missing its trailing slash. */
export class InvalidIdError extends ApiError {}

const MAX_ID = 2_147_483_647 // ids are PostgreSQL integers

/**
 * Reads an id path segment. A non-number (the original site sent "undefined" before ids were known)
 * is a 400 that says what was expected; a number beyond the id range cannot exist, so it is a 404.
 */
export function parseId(raw: string, label: string): number {
  if (!/^\d{1,12}$/.test(raw)) {
    throw new InvalidIdError(
      400,
      `"${truncate(raw)}" is not a valid ${label.toLowerCase()} id: use a whole number such as 12.`,
    )
  }
  const id = Number(raw)
  if (id < 1 || id > MAX_ID) throw new ApiError(404, `${label} ${raw} does not exist.`)
  return id
}

export function truncate(text: string, max = 60): string {
  return text.length > max ? `${text.slice(0, max)}…` : text
}
