import { describe, expect, it } from 'vitest'
import { createAuthProvider, permits } from './auth-provider.ts'
import { signedOutWrite, toHttpError } from './http.ts'

const me = {
  id: 1,
  email: 'ada@example.org',
  first_name: 'Ada',
  last_name: '',
  image: null,
  permissions: ['notice.read', 'notice.update'],
}

function provider(answers: Record<string, unknown>) {
  const calls: string[] = []
  const auth = createAuthProvider(
    async <T>(url: string, options: { method?: string; body?: unknown } = {}) => {
      calls.push(
        `${options.method ?? 'GET'} ${url} ${options.body ? JSON.stringify(options.body) : ''}`.trim(),
      )
      const answer = answers[url]
      if (answer instanceof Error) throw answer
      return answer as T
    },
  )
  return { auth, calls }
}

describe('permits', () => {
  it("maps react-admin's actions onto the server's permissions", () => {
    expect(permits(me.permissions, 'notice', 'list')).toBe(true)
    expect(permits(me.permissions, 'notice', 'edit')).toBe(true)
    expect(permits(me.permissions, 'notice', 'delete')).toBe(false)
    expect(permits(me.permissions, 'circular', 'list')).toBe(false)
    expect(permits(me.permissions, 'notice', 'anything-else')).toBe(false)
  })
})

describe('authProvider', () => {
  it('signs in with the email, and asks me/ once for identity and permissions', async () => {
    const { auth, calls } = provider({
      '/user/api/v1/user/session/': { csrf_token: 'c', user: me },
      '/user/api/v1/user/me/': me,
    })
    await auth.login({ username: 'ada@example.org', password: 'pw' })
    await auth.checkAuth({})
    expect(await auth.getIdentity?.()).toEqual({ id: 1, fullName: 'Ada', avatar: undefined })
    expect(await auth.getPermissions?.({})).toEqual(me.permissions)
    expect(calls).toEqual([
      'POST /user/api/v1/user/session/ {"email":"ada@example.org","password":"pw"}',
      'GET /user/api/v1/user/me/',
    ])
  })

  it('sends a visitor without a session to the sign-in form without an error message', async () => {
    const { auth } = provider({ '/user/api/v1/user/me/': toHttpError(401, { detail: 'No.' }) })
    await expect(auth.checkAuth({})).rejects.toEqual({ message: false })
  })

  it('signs out on a 401 but not on a 403', async () => {
    const { auth } = provider({})
    await expect(auth.checkError(toHttpError(401, { detail: 'Expired.' }))).rejects.toBeTruthy()
    await expect(auth.checkError(toHttpError(403, { detail: 'Not allowed.' }))).resolves.toBeUndefined()
  })

  it('keeps the screen of a change refused because the session ended, so it reports a failure', async () => {
    const { auth } = provider({})
    await expect(auth.checkError(signedOutWrite({ detail: 'Sign in.' }))).resolves.toBeUndefined()
  })

  it('signs out quietly when the session has already ended', async () => {
    const { auth, calls } = provider({ '/user/api/v1/user/logout/': toHttpError(401, { detail: 'No.' }) })
    await expect(auth.logout({})).resolves.toBeUndefined()
    expect(calls).toEqual(['POST /user/api/v1/user/logout/'])
  })

  it('changes the password', async () => {
    const { auth, calls } = provider({ '/user/api/v1/user/passwordchange/': { detail: 'Password changed.' } })
    expect(await auth.changePassword('old', 'new password!')).toBe('Password changed.')
    expect(calls[0]).toContain('"old_password":"old","new_password":"new password!"')
  })
})

describe('password reset', () => {
  it('asks for the email link, then sets the new password with its token', async () => {
    const { auth, calls } = provider({
      '/user/api/v1/user/reset_password/': { detail: 'If the address has an account, a link is on its way.' },
      '/user/api/v1/user/reset_password_confirm/': {
        detail: 'Password changed. Sign in with the new password.',
      },
    })
    expect(await auth.requestPasswordReset('ada@example.org')).toMatch(/link is on its way/)
    expect(await auth.resetPassword('kzp_token', 'a long new password')).toMatch(/^Password changed/)
    expect(calls).toEqual([
      'POST /user/api/v1/user/reset_password/ {"email":"ada@example.org"}',
      'POST /user/api/v1/user/reset_password_confirm/ {"token":"kzp_token","new_password":"a long new password"}',
    ])
  })
})
