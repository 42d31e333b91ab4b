/**
 * The form of an edit or create screen (RecordEdit, RecordCreate) with saves that never lie: success
 * is said only after the server accepted the change; a failure says it was not saved and why, keeps
 * the changed text in the browser (useRecordDraft) and offers it back when the record, or the
 * resource's create screen, is opened again; a conflict with someone else's change asks whether to
 * reload theirs or overwrite with mine.
 */
import { Fragment, type ReactNode, useRef, useState } from 'react'
import {
  type HttpError,
  type NotificationType,
  type RaRecord,
  type RedirectionSideEffect,
  type SaveHandler,
  SimpleForm,
  type SimpleFormProps,
  useCreateContext,
  useDataProvider,
  useEditContext,
  useNotify,
  useRedirect,
} from 'react-admin'
import { useFormContext } from 'react-hook-form'
import { ConflictDialog } from './ConflictDialog.tsx'
import { type Conflict, conflictOf } from './save-failure.ts'
import { type RecordDraft, RestoreDraftOffer, SaveFailureAlert, useRecordDraft } from './UnsavedDraft.tsx'

type Values = Record<string, unknown>

/** The changed values worth keeping as text: not files, which cannot be kept in storage. */
function changedText(values: Values, record: Values | undefined): Values {
  return Object.fromEntries(
    Object.entries(values).filter(
      ([name, value]) =>
        (value === null || typeof value !== 'object' || Array.isArray(value)) &&
        JSON.stringify(value) !== JSON.stringify(record?.[name] ?? null),
    ),
  )
}

/** What a successful save says instead of "Saved." / "Created.", from the server's answer. */
export type SavedNotice = (answer: RaRecord) => { message: string; type: NotificationType } | undefined

type Props = Pick<SimpleFormProps, 'toolbar' | 'defaultValues'> & {
  children: ReactNode
  savedNotice?: SavedNotice
}

/** What the form needs of its screen's controller, edit or create. */
interface Screen {
  resource: string
  /** A new record's drafts are kept as "new", one set per resource. */
  id: string | number | undefined
  /** The record as loaded, or a new record's starting values: what a draft is compared with. */
  record: Values | undefined
  save: SaveHandler<RaRecord> | undefined
  redirectTo: RedirectionSideEffect
  /** The message of a successful save. */
  done: string
  refetch?: () => unknown
}

export function DraftedEditForm(props: Props) {
  const { record, resource, save, refetch, redirect } = useEditContext()
  const screen: Screen = {
    resource: resource ?? '',
    id: record?.id,
    record,
    save,
    redirectTo: redirect,
    done: 'ra.notification.updated',
    refetch,
  }
  return <DraftedForm {...props} screen={screen} />
}

export function DraftedCreateForm(props: Props) {
  const { resource, save, redirect } = useCreateContext()
  const screen: Screen = {
    resource: resource ?? '',
    id: 'new',
    record: props.defaultValues ?? {},
    save,
    // RecordCreate always names where to go; react-admin's own default otherwise.
    redirectTo: redirect ?? 'edit',
    done: 'ra.notification.created',
  }
  return <DraftedForm {...props} screen={screen} />
}

function DraftedForm({ children, toolbar, defaultValues, savedNotice, screen }: Props & { screen: Screen }) {
  const { record, resource, id, save, refetch, redirectTo, done } = screen
  const dataProvider = useDataProvider()
  const notify = useNotify()
  const redirect = useRedirect()
  const draft = useRecordDraft(resource, id, record)
  const [failure, setFailure] = useState<{ error: unknown; message: string } | null>(null)
  const [conflict, setConflict] = useState<Conflict | null>(null)
  // Inputs are drawn again after a restore: the rich-text editor reads its value when it starts.
  const [restored, setRestored] = useState(0)
  const lastValues = useRef<Values>({})

  const submit = (values: Values) => {
    lastValues.current = values
    setFailure(null)
    return save?.(values, {
      onSuccess: (data: RaRecord) => {
        draft.saved()
        // The server's own word when it has one (a new user's invitation: sent or kept): read longer.
        const own = savedNotice?.(data)
        if (own) notify(own.message, { type: own.type, autoHideDuration: 10_000 })
        else notify(done, { type: 'info', messageArgs: { smart_count: 1 } })
        redirect(redirectTo, resource, data.id, data)
      },
      onError: (error: unknown) => {
        // Field errors land under their inputs, where the text still is.
        if ((error as HttpError)?.body?.errors) return
        const message = draft.failed(error, changedText(values, record))
        setFailure({ error, message })
        // Said once, in the alert beside the form that screen readers announce: no toast as well.
        setConflict(conflictOf(error))
      },
    })
  }

  const reload = async () => {
    setConflict(null)
    setFailure(null)
    draft.settle(true)
    await refetch?.()
    notify('Their version is shown; your changes were discarded.', { type: 'info' })
  }
  const overwrite = async () => {
    setConflict(null)
    // Reading the record again makes its current version the one the save is checked against.
    await dataProvider.getOne(resource, { id })
    await submit(lastValues.current)
  }

  return (
    <SimpleForm warnWhenUnsavedChanges toolbar={toolbar} defaultValues={defaultValues} onSubmit={submit}>
      <DraftOffer draft={draft} onRestored={() => setRestored((n) => n + 1)} />
      {failure && <SaveFailureAlert error={failure.error} message={failure.message} />}
      <Fragment key={restored}>{children}</Fragment>
      <ConflictDialog conflict={conflict} onReload={reload} onOverwrite={overwrite} />
    </SimpleForm>
  )
}

function DraftOffer({ draft, onRestored }: { draft: RecordDraft; onRestored: () => void }) {
  const { setValue } = useFormContext()
  if (!draft.offer) return null
  const offer = draft.offer
  return (
    <RestoreDraftOffer
      offer={offer}
      onRestore={() => {
        for (const [name, kept] of Object.entries(offer)) setValue(name, kept.value, { shouldDirty: true })
        draft.settle(false)
        onRestored()
      }}
      onDiscard={() => draft.settle(true)}
    />
  )
}
