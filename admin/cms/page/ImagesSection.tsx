/**
 * The images of a menu's page or a cause: grouped by head in order, uploaded several at once,
 * edited, replaced, reordered, deleted.
 */
import { Alert, Box, Typography } from '@mui/material'
import { useCallback, useState } from 'react'
import { Confirm, useDataProvider, useGetList, useNotify } from 'react-admin'
import type { KizunaDataProvider } from '../../providers/data-provider.ts'
import { ImageEditDialog } from './ImageEditDialog.tsx'
import { ImageItem } from './ImageItem.tsx'
import { groupByHead, moveBy, moveTo, withGroupOrder } from './order.ts'
import { type BlockOwner, ownedQuery } from './owner.ts'
import { SortableList } from './Sortable.tsx'
import { imageHeadSuggestions } from './template-key-hints.ts'
import { type ContentImage, fieldError } from './types.ts'
import { UploadZone } from './UploadZone.tsx'
import { useSavedOrder } from './use-saved-order.ts'

interface Props {
  owner: BlockOwner
  blockKeys: string[]
}

const fileName = (url: string) => decodeURIComponent(url.split('/').at(-1) ?? url)
const labelOf = (image: ContentImage) => image.alt || fileName(image.image)

export function ImagesSection({ owner, blockKeys }: Props) {
  const { kind } = owner
  const dataProvider = useDataProvider<KizunaDataProvider>()
  const notify = useNotify()
  const {
    data = [],
    isPending,
    error,
    refetch,
  } = useGetList<ContentImage>(kind.images, ownedQuery(kind, owner.id))
  const { pendingOrder, saveOrder } = useSavedOrder(kind.images, owner, refetch, 'Image order saved.')
  const [editing, setEditing] = useState<ContentImage | null>(null)
  const [deleting, setDeleting] = useState<ContentImage | null>(null)
  const suggestions = imageHeadSuggestions(owner.keys, blockKeys)
  const reload = useCallback(() => {
    refetch()
  }, [refetch])

  const shown = pendingOrder
    ? pendingOrder.flatMap((id, i) => {
        const image = data.find((d) => d.id === id)
        return image ? [{ ...image, position: i + 1 }] : []
      })
    : data
  const groups = groupByHead(shown)

  const saveGroupOrder = (head: string, groupIds: number[]) =>
    saveOrder(withGroupOrder(shown, head, groupIds))

  const remove = async (image: ContentImage) => {
    setDeleting(null)
    try {
      await dataProvider.delete(kind.images, { id: image.id, previousData: image })
      notify('Image deleted.', { type: 'success' })
      await refetch()
    } catch (caught) {
      notify(`The image was not deleted: ${fieldError(caught, 'id')}`, { type: 'error' })
    }
  }

  return (
    <Box component="section" aria-labelledby="images-heading">
      <Typography id="images-heading" component="h2" variant="h6" gutterBottom>
        Images
      </Typography>
      <UploadZone owner={owner} headSuggestions={suggestions} onUploaded={reload} />
      {error && <Alert severity="error">The images could not be loaded: {error.message}</Alert>}
      {!isPending && groups.length === 0 && <Typography>This {kind.noun} has no images yet.</Typography>}
      {groups.map((group) => {
        const ids = group.images.map((image) => image.id)
        return (
          <Box component="section" key={group.head} aria-label={`Images of ${group.head}`} sx={{ mb: 3 }}>
            <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
              {group.head} ({group.images.length})
            </Typography>
            <SortableList
              ids={ids}
              layout="grid"
              onMove={(id, overId) => saveGroupOrder(group.head, moveTo(ids, id, overId))}
            >
              <Box
                component="ol"
                sx={{
                  p: 0,
                  m: 0,
                  display: 'grid',
                  gap: 1.5,
                  gridTemplateColumns: 'repeat(auto-fill, minmax(170px, 1fr))',
                }}
              >
                {group.images.map((image, i) => (
                  <ImageItem
                    key={image.id}
                    image={image}
                    label={`${i + 1} of ${group.head} (${labelOf(image)})`}
                    first={i === 0}
                    last={i === group.images.length - 1}
                    onMove={(offset) => saveGroupOrder(group.head, moveBy(ids, image.id, offset))}
                    onEdit={() => setEditing(image)}
                    onDelete={() => setDeleting(image)}
                  />
                ))}
              </Box>
            </SortableList>
          </Box>
        )
      })}
      {editing && (
        <ImageEditDialog
          image={editing}
          resource={kind.images}
          label={labelOf(editing)}
          headSuggestions={suggestions}
          onDone={() => {
            setEditing(null)
            refetch()
          }}
          onClose={() => setEditing(null)}
        />
      )}
      <Confirm
        isOpen={deleting !== null}
        title="Delete this image?"
        content={deleting ? `${labelOf(deleting)} is removed from the ${kind.noun}.` : ''}
        confirm="Delete"
        onConfirm={() => deleting && remove(deleting)}
        onClose={() => setDeleting(null)}
      />
    </Box>
  )
}
