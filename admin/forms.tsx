/**
 * The pieces every edit and create screen shares: pessimistic saves (the API's field errors land
 * next to their inputs before leaving), the unsaved-changes warning, a progress bar while saving
 * that follows the upload of a file, and file inputs that say at once when a file is of the wrong kind.
 */
import LinearProgress from '@mui/material/LinearProgress'
import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react'
import {
  Create,
  type CreateProps,
  Edit,
  type EditProps,
  FileField,
  FileInput,
  ImageField,
  ImageInput,
  SimpleForm,
  type SimpleFormProps,
  useSaveContext,
} from 'react-admin'
import { useFormContext } from 'react-hook-form'
import { asFileValue } from './files.ts'

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
 * An edit screen: a simple form that saves when the API has answered, with progress. `after` is
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
      <SimpleForm warnWhenUnsavedChanges toolbar={toolbar} defaultValues={defaultValues}>
        {children}
      </SimpleForm>
      {after}
    </Edit>
  )
}

/** A create screen: back to the list once saved, with progress. */
export function RecordCreate({
  children,
  toolbar,
  defaultValues,
  ...props
}: Omit<CreateProps, 'children'> & FormProps) {
  const { meta, progress, reset } = useUploadProgress()
  return (
    <Create redirect="list" mutationOptions={{ meta }} {...props}>
      <SavingProgress progress={progress} reset={reset} />
      <SimpleForm warnWhenUnsavedChanges toolbar={toolbar} defaultValues={defaultValues}>
        {children}
      </SimpleForm>
    </Create>
  )
}

const UPLOADS = {
  pdf: {
    accept: { 'application/pdf': ['.pdf'] },
    wrongKind: 'Choose a PDF file.',
  },
  image: {
    accept: { 'image/jpeg': [], 'image/png': [], 'image/webp': [], 'image/avif': [], 'image/gif': [] },
    wrongKind: 'Choose an image: JPEG, PNG, WebP, AVIF or GIF.',
  },
} as const

interface UploadInputProps {
  source: string
  label: string
  kind: keyof typeof UPLOADS
  helperText?: string
}

/**
 * A file input for the API's file fields: shows the stored file, previews a chosen image, and puts
 * a file of the wrong kind's message next to the field (the browser's picker filters by type, but a
 * dropped file is not filtered). The server checks the bytes too; its message lands in the same place.
 */
export function UploadInput({ source, label, kind, helperText }: UploadInputProps) {
  const { setError, clearErrors } = useFormContext()
  const { accept, wrongKind } = UPLOADS[kind]
  const options = {
    onDropRejected: () => setError(source, { type: 'accept', message: wrongKind }),
    onDropAccepted: () => clearErrors(source),
  }
  // The dropzone's file input has no <label> of its own.
  const inputProps = { 'aria-label': label }
  const common = { source, label, accept, format: asFileValue, helperText, options, inputProps }
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
