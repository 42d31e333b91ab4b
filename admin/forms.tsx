/**
 * The pieces every edit and create screen shares: pessimistic saves (the API's field errors land
 * next to their inputs before leaving), the unsaved-changes warning, a progress bar while saving
 * that follows the upload of a file, and file inputs that say at once when a file is of the wrong kind.
 */
import LinearProgress from '@mui/material/LinearProgress'
import Typography from '@mui/material/Typography'
import { type ChangeEvent, type ReactNode, useCallback, useEffect, useMemo, useState } from 'react'
import {
  Create,
  type CreateProps,
  Edit,
  type EditProps,
  FileField,
  FileInput,
  ImageField,
  ImageInput,
  type SimpleFormProps,
  useSaveContext,
} from 'react-admin'
import { DraftedCreateForm, DraftedEditForm, type SavedNotice } from './drafts/DraftedEditForm.tsx'
import { asFileValue, isOfKind, UPLOADS, type UploadKind } from './files.ts'

/**
 * The reporter the data provider calls as a multipart body goes up (through `meta`), and the share
 * sent so far. The same meta object is given to the edit screen's query and its mutation: react-admin
 * keys its cache by meta, and functions drop out of the key, so both keys stay equal.
 */
function useUploadProgress() {
  const [progress, setProgress] = useState<number | null>(null)
  const meta = useMemo(() => ({ onUploadProgress: (fraction: number) => setProgress(fraction) }), [])
  const reset = useCallback(() => setProgress(null), [])
  return { meta, progress, reset }
}

/** While the form is saved: how much of the file has gone up, or an indeterminate bar without one. */
function SavingProgress({ progress, reset }: { progress: number | null; reset: () => void }) {
  const { saving } = useSaveContext()
  useEffect(() => {
    if (!saving) reset()
  }, [saving, reset])
  if (!saving) return null
  return progress === null ? (
    <LinearProgress aria-label="Saving" />
  ) : (
    <LinearProgress
      variant="determinate"
      value={Math.round(progress * 100)}
      aria-label="Uploading the file"
    />
  )
}

type FormProps = Pick<SimpleFormProps, 'toolbar' | 'defaultValues'> & { children: ReactNode }

/**
 * An edit screen: a simple form that saves when the API has answered, with progress, and keeps the
 * text of a save that failed (DraftedEditForm). `after` is
 * shown below the form, in the record's context (a role's menus, saved on their own).
 */
export function RecordEdit({
  children,
  toolbar,
  defaultValues,
  after,
  queryOptions,
  ...props
}: Omit<EditProps, 'children'> & FormProps & { after?: ReactNode }) {
  const { meta, progress, reset } = useUploadProgress()
  return (
    <Edit
      mutationMode="pessimistic"
      queryOptions={{ ...queryOptions, meta }}
      mutationOptions={{ meta }}
      {...props}
    >
      <SavingProgress progress={progress} reset={reset} />
      <DraftedEditForm toolbar={toolbar} defaultValues={defaultValues}>
        {children}
      </DraftedEditForm>
      {after}
    </Edit>
  )
}

/**
 * A create screen: back to the list once saved, with progress; the text of a create that failed is
 * kept and offered back when the screen opens again (DraftedCreateForm).
 */
export function RecordCreate({
  children,
  toolbar,
  defaultValues,
  savedNotice,
  ...props
}: Omit<CreateProps, 'children'> & FormProps & { savedNotice?: SavedNotice }) {
  const { meta, progress, reset } = useUploadProgress()
  return (
    <Create redirect="list" mutationOptions={{ meta }} {...props}>
      <SavingProgress progress={progress} reset={reset} />
      <DraftedCreateForm toolbar={toolbar} defaultValues={defaultValues} savedNotice={savedNotice}>
        {children}
      </DraftedCreateForm>
    </Create>
  )
}

interface UploadInputProps {
  source: string
  label: string
  kind: UploadKind
  helperText?: string
}

/**
 * A file input for the API's file fields: shows the stored file, previews a chosen image, and says
 * next to the field when a chosen file is of the wrong kind, keeping the stored one (react-admin
 * would otherwise clear it). The server checks the bytes too; its message lands in the same place.
 */
export function UploadInput({ source, label, kind, helperText }: UploadInputProps) {
  const [refused, setRefused] = useState<string | null>(null)
  const { accept, wrongKind } = UPLOADS[kind]
  const inputProps = {
    // The dropzone's file input has no <label> of its own.
    'aria-label': label,
    // Runs before the dropzone's handler, which stopping the event skips.
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const files = Array.from(event.target.files ?? [])
      if (files.every((file) => isOfKind(file, kind))) return setRefused(null)
      event.stopPropagation()
      event.target.value = ''
      setRefused(wrongKind)
    },
  }
  // A dropped file does not pass through the input: the dropzone refuses it by its type.
  const options = { onDropRejected: () => setRefused(wrongKind), onDropAccepted: () => setRefused(null) }
  const message = refused ? (
    <Typography component="span" variant="caption" color="error" role="alert">
      {refused}
    </Typography>
  ) : (
    helperText
  )
  const common = { source, label, accept, format: asFileValue, helperText: message, options, inputProps }
  return kind === 'pdf' ? (
    <FileInput {...common}>
      <FileField source="src" title="title" target="_blank" />
    </FileInput>
  ) : (
    <ImageInput {...common}>
      <ImageField source="src" title="title" />
    </ImageInput>
  )
}
