/** The outbox's statuses (server/modules/accounts/email-outbox.ts) as staff read them. */
export const MAIL_STATUSES = [
  { id: 'kept', name: 'Kept (not sent)' },
  { id: 'sent', name: 'Sent' },
  { id: 'failed', name: 'Failed' },
]

export const statusName = (status: unknown) => MAIL_STATUSES.find((s) => s.id === status)?.name ?? ''
