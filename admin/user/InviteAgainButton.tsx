/**
 * On the edit screen of a user who has not chosen a password yet: sends a new invitation (the
 * earlier link stops working) and says whether it went out or waits in Outgoing email.
 */
import Send from '@mui/icons-material/Send'
import { useState } from 'react'
import { Button, useDataProvider, useNotify, useRecordContext } from 'react-admin'
import type { KizunaDataProvider } from '../providers/data-provider.ts'
import { invitationNotice } from './invitation.ts'

export function InviteAgainButton() {
  const user = useRecordContext<{ id: number; invitation_pending?: boolean; is_active?: boolean }>()
  const dataProvider = useDataProvider<KizunaDataProvider>()
  const notify = useNotify()
  const [sending, setSending] = useState(false)
  // Only for a user still to choose a password, who may sign in once they have.
  if (!user?.invitation_pending || !user.is_active) return null
  const { id } = user
  async function send() {
    setSending(true)
    try {
      const { data } = await dataProvider.inviteUser(id)
      const notice = invitationNotice(data)
      notify(notice.message, { type: notice.type, autoHideDuration: 10_000 })
    } catch (error) {
      notify((error as Error).message, { type: 'error' })
    } finally {
      setSending(false)
    }
  }
  return (
    <Button label="Send the invitation again" onClick={send} disabled={sending}>
      <Send />
    </Button>
  )
}
