/**
 * The state of an image upload batch: one entry per file, each sent on its own request so that it
 * has its own progress bar and its own error, and a refused file does not stop the others.
 */

export type UploadStatus = 'waiting' | 'uploading' | 'done' | 'failed'

export interface UploadItem {
  key: string
  name: string
  size: number
  head: string
  loaded: number
  status: UploadStatus
  error?: string
}

export type UploadAction =
  | { type: 'add'; files: { key: string; name: string; size: number }[]; head: string }
  | { type: 'start'; key: string }
  | { type: 'progress'; key: string; loaded: number }
  | { type: 'done'; key: string }
  | { type: 'failed'; key: string; error: string }
  | { type: 'dismiss'; key: string }

/** How many files are sent at the same time: enough to overlap, few enough for a slow line. */
export const PARALLEL_UPLOADS = 2

const update = (items: UploadItem[], key: string, change: Partial<UploadItem>) =>
  items.map((item) => (item.key === key ? { ...item, ...change } : item))

export function uploadQueue(items: UploadItem[], action: UploadAction): UploadItem[] {
  switch (action.type) {
    case 'add':
      return [
        ...items,
        ...action.files.map((f) => ({ ...f, head: action.head, loaded: 0, status: 'waiting' as const })),
      ]
    case 'start':
      return update(items, action.key, { status: 'uploading' })
    case 'progress':
      return update(items, action.key, { loaded: action.loaded })
    case 'done':
      return update(items, action.key, {
        status: 'done',
        loaded: items.find((i) => i.key === action.key)?.size ?? 0,
      })
    case 'failed':
      return update(items, action.key, { status: 'failed', error: action.error })
    case 'dismiss':
      return items.filter((item) => item.key !== action.key)
  }
}

/** The waiting files to start now, keeping at most PARALLEL_UPLOADS on the way. */
export function toStart(items: readonly UploadItem[]): UploadItem[] {
  const sending = items.filter((i) => i.status === 'uploading').length
  return items.filter((i) => i.status === 'waiting').slice(0, Math.max(0, PARALLEL_UPLOADS - sending))
}

/** Percent sent, for the progress bar. */
export const percentOf = (item: UploadItem) =>
  item.size === 0
    ? item.status === 'done'
      ? 100
      : 0
    : Math.min(100, Math.round((item.loaded / item.size) * 100))

/** "10 MB", "512 KB": the limit in the drop zone's help text. */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`
  return `${Math.max(1, Math.round(bytes / 1024))} KB`
}
