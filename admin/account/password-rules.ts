/** The server's rule for new passwords (server/auth/auth-routes.ts), checked before sending. */
export const MIN_PASSWORD_LENGTH = 10

export const longEnough = (value: string | undefined) =>
  value && value.length < MIN_PASSWORD_LENGTH ? `Use at least ${MIN_PASSWORD_LENGTH} characters.` : undefined

/** A confirmation field that must repeat `new_password`. */
export const sameAsNewPassword = (value: string | undefined, values: Record<string, unknown>) =>
  value !== values.new_password ? 'The two passwords differ.' : undefined
