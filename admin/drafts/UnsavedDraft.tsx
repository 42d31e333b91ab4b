/**
 * The one place where screens keep and offer back unsaved text (draft-store.ts): the generic edit
 * form and the block editor use it, so a save that fails never loses what was typed.
 */
import { Alert, Button } from '@mui/material'
import { useCallback, useMemo, useState } from 'react'
import { useLogout } from 'react-admin'
import { formatOrgMoment } from '../dates.ts'
import { isSignedOutWrite } from '../providers/http.ts'
import { useAdminSchema } from '../schema/admin-schema.ts'
import { type Draft, draftsToOffer, dropDrafts, keepDrafts, newestAt, readDrafts } from './draft-store.ts'
import { saveFailureMessage } from './save-failure.ts'

export interface RecordDraft {
  /** The kept text that differs from the record, offered until restored or discarded. */
  offer: Record<string, Draft> | null
  /** After a failed save: keeps these values; the message to show, saying whether they are kept. */
  failed(error: unknown, values: Record<string, unknown>): string
  /** After a successful save: nothing is left to offer. */
  saved(): void
  /** The offer was taken or declined. */
  settle(discard: boolean): void
}

/**
 * `record` is the record as loaded (for a new record, the form's starting values): drafts equal to it
 * are not offered. Nothing here sets state while rendering: the form is drawn once its record is
 * there, and not again because of its draft (a second draw closed a select opened in between).
 */
export function useRecordDraft(
  resource: string,
  id: string | number | undefined,
  record: object | undefined,
): RecordDraft {
  const key = `${resource}/${String(id)}`
  const loaded = id !== undefined && record !== undefined
  // Read once per record: the offer is about what was kept before this screen opened, not the
  // text a failed save keeps while it stays open.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the record as it loaded, read once per key.
  const kept = useMemo(
    () => (loaded ? draftsToOffer(readDrafts(resource, id), record as Record<string, unknown>) : null),
    [key, loaded],
  )
  // The record whose offer was taken or declined: set by a click, never while rendering.
  const [settledKey, setSettledKey] = useState<string | null>(null)
  const offer = settledKey === key ? null : kept
  const failed = useCallback(
    (error: unknown, values: Record<string, unknown>) =>
      saveFailureMessage(error, id !== undefined && keepDrafts(resource, id, values)),
    [resource, id],
  )
  const saved = useCallback(() => {
    if (id !== undefined) dropDrafts(resource, id)
  }, [resource, id])
  const settle = useCallback(
    (discard: boolean) => {
      if (discard && id !== undefined) dropDrafts(resource, id)
      setSettledKey(key)
    },
    [resource, id, key],
  )
  return { offer, failed, saved, settle }
}

/** "Restore unsaved text from 25 Nov 2026, 14:32?" with Restore and Discard. */
export function RestoreDraftOffer({
  offer,
  onRestore,
  onDiscard,
}: {
  offer: Record<string, Draft>
  onRestore: () => void
  onDiscard: () => void
}) {
  // Before the schema is read, the browser's own zone: the offer is not held back for it.
  const timeZone = useAdminSchema()?.timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone
  return (
    <Alert
      severity="info"
      sx={{ mb: 2 }}
      action={
        <>
          <Button color="inherit" size="small" onClick={onRestore}>
            Restore
          </Button>
          <Button color="inherit" size="small" onClick={onDiscard}>
            Discard
          </Button>
        </>
      }
    >
      Restore unsaved text from {formatOrgMoment(newestAt(offer), timeZone)}?
    </Alert>
  )
}

/** A failed save, said where the person looks; after a session ended, a way to sign in again. */
export function SaveFailureAlert({ error, message }: { error: unknown; message: string }) {
  const logout = useLogout()
  return (
    <Alert
      severity="error"
      role="alert"
      sx={{ my: 1 }}
      action={
        isSignedOutWrite(error) ? (
          // Back to this screen after signing in, where the kept text is offered.
          <Button color="inherit" size="small" onClick={() => logout({}, undefined, true)}>
            Sign in again
          </Button>
        ) : undefined
      }
    >
      {message}
    </Alert>
  )
}
