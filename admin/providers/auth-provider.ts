/**
 * Signing in to the back office with the server's cookie session (server/auth/auth-routes.ts):
 * session/ sets an httpOnly cookie and answers the CSRF token every change must echo; me/ says who
 * is signed in and what their role may do. The answer of me/ is kept until sign-in or sign-out, so
 * moving between screens does not ask again.
 */
import type { AuthProvider } from 'react-admin'
import { isSignedOutWrite, keepCsrfToken, requestJson } from './http.ts'

const ACCOUNT = '/user/api/v1/user/'

export interface SignedInUser {
  id: number
  email: string
  first_name: string | null
  last_name: string | null
  image: string | null
  /** staff, or supporter: a donor or member with a site account, whom the back office refuses. */
  account_type?: string
  permissions: string[]
}

export const SUPPORTER_SIGN_IN =
  'This account is for the website: sign in at /login to see your gifts, receipts and membership.'

/** react-admin's actions on a resource, as the server's "<resource>.<action>" permissions. */
const PERMISSION_OF_ACTION: Record<string, string> = {
  list: 'read',
  show: 'read',
  export: 'read',
  create: 'create',
  clone: 'create',
  edit: 'update',
  delete: 'delete',
}

export function permits(permissions: readonly string[], resource: string, action: string): boolean {
  const needed = PERMISSION_OF_ACTION[action]
  return needed !== undefined && permissions.includes(`${resource}.${needed}`)
}

const statusOf = (error: unknown) =>
  error !== null && typeof error === 'object' && 'status' in error ? error.status : undefined

export function createAuthProvider(request = requestJson): AuthProvider & {
  changePassword(oldPassword: string, newPassword: string): Promise<string>
  requestPasswordReset(email: string): Promise<string>
  resetPassword(token: string, newPassword: string): Promise<string>
} {
  let me: Promise<SignedInUser> | null = null
  const signedIn = () => {
    me ??= request<SignedInUser>(`${ACCOUNT}me/`).catch((error) => {
      me = null
      throw error
    })
    return me
  }
  const forget = () => {
    me = null
    keepCsrfToken(null)
  }

  return {
    async login({ username, password }: { username: string; password: string }) {
      forget()
      const answer = await request<{ csrf_token: string; user?: { account_type?: string } }>(
        `${ACCOUNT}session/`,
        { method: 'POST', body: { email: username, password } },
      )
      keepCsrfToken(answer.csrf_token)
      if (answer.user?.account_type === 'supporter') {
        // The server refuses supporters every back-office route; say why at once, and sign out.
        await request(`${ACCOUNT}logout/`, { method: 'POST' }).catch(() => undefined)
        forget()
        throw new Error(SUPPORTER_SIGN_IN)
      }
    },

    async logout() {
      try {
        await request(`${ACCOUNT}logout/`, { method: 'POST' })
      } catch (error) {
        // Already signed out (expired session): nothing to end.
        if (statusOf(error) !== 401) throw error
      } finally {
        forget()
      }
    },

    async checkAuth() {
      try {
        await signedIn()
      } catch (error) {
        // Not signed in is the ordinary way to arrive: go to the sign-in form without an error.
        if (statusOf(error) === 401) throw { message: false }
        throw error
      }
    },

    // 401: the session ended, sign in again; 403 only means this action is not allowed.
    async checkError(error) {
      if (statusOf(error) !== 401) return
      forget()
      // A refused change stays on its screen as a failure: signing out here would make react-admin
      // answer the save as if it had succeeded and leave the screen, with the unsaved text.
      if (isSignedOutWrite(error)) return
      throw error
    },

    async getIdentity() {
      const user = await signedIn()
      const name = [user.first_name, user.last_name].filter(Boolean).join(' ')
      return { id: user.id, fullName: name || user.email, avatar: user.image ?? undefined }
    },

    async getPermissions() {
      return (await signedIn()).permissions
    },

    async canAccess({ resource, action }) {
      return permits((await signedIn()).permissions, resource, action)
    },

    /** Changes the signed-in user's password; the server signs out their other sessions. */
    async changePassword(oldPassword, newPassword) {
      const answer = await request<{ detail: string }>(`${ACCOUNT}passwordchange/`, {
        method: 'POST',
        body: { old_password: oldPassword, new_password: newPassword },
      })
      return answer.detail
    },

    /** Emails a one-hour reset link (to /admin/reset-password?token=); the answer never says whether the account exists. */
    async requestPasswordReset(email) {
      const answer = await request<{ detail: string }>(`${ACCOUNT}reset_password/`, {
        method: 'POST',
        body: { email },
      })
      return answer.detail
    },

    /** Sets a new password with the emailed token; the server ends every session of the account. */
    async resetPassword(token, newPassword) {
      forget()
      const answer = await request<{ detail: string }>(`${ACCOUNT}reset_password_confirm/`, {
        method: 'POST',
        body: { token, new_password: newPassword },
      })
      return answer.detail
    },
  }
}

export const authProvider = createAuthProvider()
