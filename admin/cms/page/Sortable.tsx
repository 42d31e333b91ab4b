/**
 * Drag-and-drop ordering (dnd-kit) shared by blocks and images: by mouse, touch, or keyboard on a
 * handle (space to lift, arrows to move, space to drop). Move up/down buttons sit beside it.
 */
import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core'
import {
  rectSortingStrategy,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable'
import { CSS } from '@dnd-kit/utilities'
import DragIndicator from '@mui/icons-material/DragIndicator'
import { IconButton } from '@mui/material'
import type { CSSProperties, ReactNode } from 'react'

interface ListProps {
  ids: number[]
  /** A drop: `id` now takes the place of `overId`. */
  onMove: (id: number, overId: number) => void
  layout: 'list' | 'grid'
  children: ReactNode
}

export function SortableList({ ids, onMove, layout, children }: ListProps) {
  const sensors = useSensors(
    // A few pixels before a drag starts, so that clicks on the handle's neighbours still click.
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  )
  const end = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) onMove(Number(active.id), Number(over.id))
  }
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={end}>
      <SortableContext
        items={ids}
        strategy={layout === 'grid' ? rectSortingStrategy : verticalListSortingStrategy}
      >
        {children}
      </SortableContext>
    </DndContext>
  )
}

/** A sortable item's node, its moving style, and its handle (named `label`). */
export function useSortableItem(id: number, label: string) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id })
  const style: CSSProperties = {
    transform: CSS.Translate.toString(transform),
    transition,
    position: 'relative',
    zIndex: isDragging ? 2 : undefined,
    opacity: isDragging ? 0.8 : undefined,
  }
  const handle = (
    <IconButton
      ref={setActivatorNodeRef}
      {...attributes}
      {...listeners}
      aria-label={label}
      size="small"
      sx={{ cursor: 'grab', touchAction: 'none' }}
    >
      <DragIndicator />
    </IconButton>
  )
  return { setNodeRef, style, handle }
}
