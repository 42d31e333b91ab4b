/**
 * What an audit log entry records: a record's write, or a sign-in. The server writes the ids; the
 * back office's action filter and columns show the names.
 */
export const AUDIT_ACTIONS = [
  { id: 'create', name: 'Created' },
  { id: 'update', name: 'Updated' },
  { id: 'delete', name: 'Deleted' },
  { id: 'sign_in', name: 'Signed in' },
  { id: 'sign_in_failed', name: 'Sign-in failed' },
] as const

export type AuditAction = (typeof AUDIT_ACTIONS)[number]['id']

/** The name staff read for a stored action ("Signed in"); an unknown one as stored. */
export function auditActionName(action: string): string {
  return AUDIT_ACTIONS.find((a) => a.id === action)?.name ?? action
}
