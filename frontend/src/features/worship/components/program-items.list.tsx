import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { arrayMove, SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { ProgramItemView } from '@koinonia/contracts';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Badge, Button } from '../../../shared/ui';
import { useChurchFormat } from './use-church-format.hook';
import { formatDuration } from './worship-format.util';

const StyledList = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;

const StyledRow = styled.li<{ $dragging: boolean }>`
  display: grid;
  grid-template-columns: auto 5.5rem 1fr auto auto;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme, $dragging }) => ($dragging ? theme.color.primary : theme.color.border)};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme, $dragging }) => ($dragging ? `0 8px 24px ${theme.color.shadow}` : 'none')};
  position: relative;
  z-index: ${({ $dragging }) => ($dragging ? 1 : 0)};
  @media (max-width: ${({ theme }) => theme.breakpoint.sm}) {
    grid-template-columns: auto 1fr auto;
  }
`;

const StyledHandle = styled.button`
  appearance: none;
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surfaceMuted};
  color: ${({ theme }) => theme.color.textMuted};
  border-radius: ${({ theme }) => theme.radius.sm};
  min-inline-size: 44px;
  min-block-size: 44px;
  font-size: 1.1rem;
  cursor: grab;
  touch-action: none;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focusRing};
    outline-offset: 2px;
  }
`;

const StyledTime = styled.span`
  font-variant-numeric: tabular-nums;
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  @media (max-width: ${({ theme }) => theme.breakpoint.sm}) {
    display: none;
  }
`;

const StyledMain = styled.div`
  min-inline-size: 0;
  display: flex;
  flex-direction: column;
  gap: 2px;
`;

const StyledTitle = styled.span`
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  overflow-wrap: anywhere;
`;

const StyledMeta = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  overflow-wrap: anywhere;
`;

const StyledLength = styled.span`
  font-variant-numeric: tabular-nums;
  color: ${({ theme }) => theme.color.textMuted};
  @media (max-width: ${({ theme }) => theme.breakpoint.sm}) {
    display: none;
  }
`;

const StyledActions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
`;

function Row({
  item,
  position,
  zone,
  editable,
  onEdit,
  onRemove,
}: {
  item: ProgramItemView;
  position: number;
  zone: string;
  editable: boolean;
  onEdit: () => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation('worship');
  const format = useChurchFormat(zone);
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: item.id, disabled: !editable });
  const style = { transform: CSS.Transform.toString(transform), transition };
  const meta = [t(`kinds.${item.kind}`), item.kind === 'song' && item.key ? t('items.key', { key: item.key }) : null, item.person?.name, item.notes || null]
    .filter(Boolean)
    .join(' · ');
  return (
    <StyledRow
      ref={setNodeRef}
      style={style}
      $dragging={isDragging}
      data-testid="program-item"
      aria-label={t('items.rowLabel', { position, title: item.title })}
    >
      {editable ? (
        <StyledHandle ref={setActivatorNodeRef} {...attributes} {...listeners} aria-label={t('items.moveHandle', { title: item.title })}>
          ⠿
        </StyledHandle>
      ) : (
        <Badge>{position}</Badge>
      )}
      <StyledTime>{format.time(item.startsAt)}</StyledTime>
      <StyledMain>
        <StyledTitle>{item.title}</StyledTitle>
        <StyledMeta>{meta}</StyledMeta>
      </StyledMain>
      <StyledLength>{formatDuration(item.durationSeconds)}</StyledLength>
      {editable ? (
        <StyledActions>
          <Button variant="secondary" size="sm" onClick={onEdit} aria-label={t('items.editLabel', { title: item.title })}>
            {t('items.edit')}
          </Button>
          <Button variant="ghost" size="sm" onClick={onRemove} aria-label={t('items.removeLabel', { title: item.title })}>
            {t('items.remove')}
          </Button>
        </StyledActions>
      ) : (
        <span />
      )}
    </StyledRow>
  );
}

/**
 * The order of service as a sortable list: dragged by its handle with a pointer, or by keyboard
 * (Space or Enter picks an item up, the arrow keys move it, Space or Enter drops it, Escape cancels),
 * each step announced to screen readers.
 */
export function ProgramItemsList({
  items,
  zone,
  editable,
  onMove,
  onEdit,
  onRemove,
}: {
  items: ProgramItemView[];
  /** The church's zone: each item's start is said in it. */
  zone: string;
  editable: boolean;
  onMove: (itemId: string, index: number, order: string[]) => void;
  onEdit: (item: ProgramItemView) => void;
  onRemove: (item: ProgramItemView) => void;
}) {
  const { t } = useTranslation('worship');
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = items.map((item) => item.id);
  const titleOf = (id: UniqueIdentifier) => items.find((item) => item.id === id)?.title ?? '';
  const positionOf = (id: UniqueIdentifier | undefined) => (id === undefined ? 0 : ids.indexOf(String(id)) + 1);
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('dnd.pickedUp', { title: titleOf(active.id), position: positionOf(active.id), total: ids.length }),
    onDragOver: ({ active, over }) =>
      over ? t('dnd.movedTo', { title: titleOf(active.id), position: positionOf(over.id), total: ids.length }) : t('dnd.outside'),
    onDragEnd: ({ active, over }) =>
      over ? t('dnd.dropped', { title: titleOf(active.id), position: positionOf(over.id), total: ids.length }) : t('dnd.outside'),
    onDragCancel: ({ active }) => t('dnd.cancelled', { title: titleOf(active.id) }),
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(String(active.id));
    const to = ids.indexOf(String(over.id));
    onMove(String(active.id), to, arrayMove(ids, from, to));
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t('dnd.instructions') } }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <StyledList aria-label={t('items.listLabel')}>
          {items.map((item, index) => (
            <Row key={item.id} item={item} position={index + 1} zone={zone} editable={editable} onEdit={() => onEdit(item)} onRemove={() => onRemove(item)} />
          ))}
        </StyledList>
      </SortableContext>
    </DndContext>
  );
}
