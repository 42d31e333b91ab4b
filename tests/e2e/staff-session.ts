/**
 * A staff member's session from the test process, for setting up what a browser test needs
 * (a role, a user) through the same API the back office uses: cookie session plus CSRF header.
 */
export interface StaffSession {
  call<T = unknown>(method: string, path: string, body?: unknown): Promise<{ status: number; json: T }>
}

export async function staffSession(base: string, email: string, password: string): Promise<StaffSession> {
  const response = await fetch(`${base}/user/api/v1/user/session/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  })
  if (!response.ok) throw new Error(`sign-in of ${email} failed: ${response.status} ${await response.text()}`)
  const { csrf_token: csrf } = (await response.json()) as { csrf_token: string }
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ')
  return {
    async call(method, path, body) {
      const answer = await fetch(`${base}${path}`, {
        method,
        headers: {
          cookie,
          'x-csrf-token': csrf,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      })
      const text = await answer.text()
      return { status: answer.status, json: (text ? JSON.parse(text) : null) as never }
    },
  }
}
