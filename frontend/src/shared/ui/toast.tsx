import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseButton } from './icon-button';
import styled from 'styled-components';
import { Button } from './button';
import { VisuallyHidden } from './visually-hidden';

/** Specification, section 9: a toast closes after 5 seconds; one shows at a time; a swipe past 50 px dismisses it. */
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
/** Toasts waiting their turn beyond this many: the oldest waiting one gives way. */
export const TOAST_QUEUE_MAX = 10;

export type ToastTone = 'success' | 'error' | 'warning' | 'info';

/** `never` for the empty string, so `altText: ''` does not compile. */
type NonEmpty<S extends string> = S extends '' ? never : S;

/**
 * A button in a toast. The toast goes away by itself, so a screen-reader user may never reach the
 * button: `altText` says how to do the same thing another way, and it must not be empty (checked
 * by the type for literals, and when shown).
 */
export interface ToastAction<Alt extends string = string> {
  label: string;
  altText: Alt & NonEmpty<Alt>;
  onAction: () => void;
}

export interface ToastMessage<Alt extends string = string> {
  tone: ToastTone;
  title?: string;
  message: string;
  /** Toasts with the same key are states of one thing (offline, online): a newer one replaces the older instead of queueing. */
  key?: string;
  /** Milliseconds on screen; 5 seconds unless said. */
  duration?: number;
  action?: ToastAction<Alt>;
}

interface ShownToast extends ToastMessage {
  id: number;
}

interface ToastContextValue {
  show: <Alt extends string = string>(toast: ToastMessage<Alt>) => void;
  /** Closes the toast on screen; the next one waiting takes its place. */
  dismiss: () => void;
}

export class ToastActionError extends Error {
  constructor() {
    super('A toast action needs non-empty alternative text (altText) and a label');
    this.name = 'ToastActionError';
  }
}

/** Refuses an action without a label or alternative text, whatever the caller's types said. */
export function assertToastAction(action: unknown): void {
  if (action === undefined) return;
  const candidate = action as Partial<ToastAction>;
  const filled = (value: unknown) => typeof value === 'string' && value.trim().length > 0;
  if (!filled(candidate.altText) || !filled(candidate.label) || typeof candidate.onAction !== 'function') throw new ToastActionError();
}

/** The queue after `toast` arrives: same key replaces, an exact repeat of the last is dropped, the rest wait in turn. */
export function enqueueToast(queue: readonly ShownToast[], toast: ShownToast, max = TOAST_QUEUE_MAX): ShownToast[] {
  if (toast.key !== undefined) {
    const index = queue.findIndex((t) => t.key === toast.key);
    if (index !== -1) return queue.map((t, i) => (i === index ? toast : t));
  }
  const last = queue[queue.length - 1];
  if (last && !last.action && !toast.action && last.tone === toast.tone && last.title === toast.title && last.message === toast.message) return [...queue];
  const next = [...queue, toast];
  // The one on screen stays; the oldest of those waiting gives way.
  while (next.length > max + 1) next.splice(1, 1);
  return next;
}

/**
 * How far a drag of `deltaX` pixels moves the toast toward the inline end (right in English, left
 * in Arabic), the only way it can be swiped; a drag the other way does not move it.
 */
export function swipeDistance(deltaX: number, direction: 'ltr' | 'rtl'): number {
  return Math.max(0, direction === 'rtl' ? -deltaX : deltaX);
}

export function swipeDismisses(deltaX: number, direction: 'ltr' | 'rtl', threshold = TOAST_SWIPE_THRESHOLD_PX): boolean {
  return swipeDistance(deltaX, direction) > threshold;
}

const ToastContext = createContext<ToastContextValue | null>(null);

const StyledViewport = styled.div`
  position: fixed;
  z-index: ${({ theme }) => theme.zIndex.toast};
  inset-inline-end: ${({ theme }) => theme.space.xl};
  inset-block-end: ${({ theme }) => theme.space.xl};
  width: min(24rem, calc(100vw - 2rem));
  pointer-events: none;

  @media (max-width: ${({ theme }) => theme.breakpoint.sm}) {
    inset-inline-end: ${({ theme }) => theme.space.lg};
    inset-block-end: ${({ theme }) => theme.space.lg};
  }
`;

const StyledToast = styled.div<{ $tone: ToastTone; $dragging: boolean }>`
  pointer-events: auto;
  display: flex;
  gap: ${({ theme }) => theme.space.md};
  align-items: flex-start;
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-inline-start: 4px solid
    ${({ theme, $tone }) =>
      $tone === 'error' ? theme.color.danger : $tone === 'success' ? theme.color.success : $tone === 'warning' ? theme.color.warning : theme.color.primary};
  box-shadow: 0 10px 30px ${({ theme }) => theme.color.shadow};
  /* Horizontal drags are ours (swipe to dismiss); vertical ones still scroll the page. */
  touch-action: pan-y;
  user-select: ${({ $dragging }) => ($dragging ? 'none' : 'auto')};
  transition: ${({ $dragging, theme }) => ($dragging ? 'none' : `transform ${theme.motion.normal}, opacity ${theme.motion.normal}`)};
`;

const StyledToastBody = styled.div`
  flex: 1;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;

const StyledToastTitle = styled.p`
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  overflow-wrap: anywhere;
`;

const StyledToastText = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  overflow-wrap: anywhere;
`;

const StyledActionRow = styled.div`
  margin-top: ${({ theme }) => theme.space.sm};
`;

function readingDirection(element: Element): 'ltr' | 'rtl' {
  const dir = element.closest('[dir]')?.getAttribute('dir') ?? document.documentElement.dir;
  return dir === 'rtl' ? 'rtl' : 'ltr';
}

function ToastCard({ toast, onClose, onHold }: { toast: ShownToast; onClose: () => void; onHold: (held: boolean) => void }) {
  const { t } = useTranslation('common');
  const drag = useRef<{ pointerId: number; startX: number; direction: 'ltr' | 'rtl' } | null>(null);
  const [offset, setOffset] = useState(0);
  const [dragging, setDragging] = useState(false);
  const [direction, setDirection] = useState<'ltr' | 'rtl'>('ltr');

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    // Buttons inside keep their clicks.
    if ((event.target as Element).closest('button') || (event.pointerType === 'mouse' && event.button !== 0)) return;
    drag.current = { pointerId: event.pointerId, startX: event.clientX, direction: readingDirection(event.currentTarget) };
    setDirection(drag.current.direction);
    event.currentTarget.setPointerCapture?.(event.pointerId);
    setDragging(true);
    onHold(true);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    setOffset(swipeDistance(event.clientX - current.startX, current.direction));
  };
  const endDrag = (event: PointerEvent<HTMLDivElement>, cancelled: boolean) => {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    drag.current = null;
    setDragging(false);
    onHold(false);
    if (!cancelled && swipeDismisses(event.clientX - current.startX, current.direction)) onClose();
    else setOffset(0);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    onClose();
  };

  const destructive = toast.tone === 'error';
  return (
    <StyledToast
      $tone={toast.tone}
      $dragging={dragging}
      role={destructive ? 'alert' : 'status'}
      aria-live={destructive ? 'assertive' : 'polite'}
      aria-atomic="true"
      data-toast-tone={toast.tone}
      style={offset ? { transform: `translateX(${direction === 'rtl' ? -offset : offset}px)`, opacity: Math.max(0.3, 1 - offset / 200) } : undefined}
      onMouseEnter={() => onHold(true)}
      onMouseLeave={() => onHold(false)}
      onFocus={() => onHold(true)}
      onBlur={() => onHold(false)}
      onKeyDown={onKeyDown}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={(event) => endDrag(event, false)}
      onPointerCancel={(event) => endDrag(event, true)}
    >
      <StyledToastBody>
        {toast.title && <StyledToastTitle>{toast.title}</StyledToastTitle>}
        <StyledToastText>{toast.message}</StyledToastText>
        {toast.action && (
          <>
            <VisuallyHidden>{toast.action.altText}</VisuallyHidden>
            <StyledActionRow>
              <Button
                size="sm"
                variant="secondary"
                onClick={() => {
                  toast.action?.onAction();
                  onClose();
                }}
              >
                {toast.action.label}
              </Button>
            </StyledActionRow>
          </>
        )}
      </StyledToastBody>
      <CloseButton $size="1.75rem" type="button" aria-label={t('actions.dismiss')} onClick={onClose}>
        <span aria-hidden="true">×</span>
      </CloseButton>
    </StyledToast>
  );
}

/** Toasts, one at a time: the rest wait in a queue and show in turn. */
export function ToastProvider({ children, duration = TOAST_DURATION_MS }: { children: ReactNode; duration?: number }) {
  const [queue, setQueue] = useState<ShownToast[]>([]);
  const [held, setHeld] = useState(false);
  const nextId = useRef(0);

  const show = useCallback(<Alt extends string>(message: ToastMessage<Alt>) => {
    assertToastAction(message.action);
    nextId.current += 1;
    const toast = { ...message, id: nextId.current } as ShownToast;
    setQueue((current) => enqueueToast(current, toast));
  }, []);

  const closeToast = useCallback((id: number) => {
    setHeld(false);
    setQueue((current) => current.filter((t) => t.id !== id));
  }, []);

  const visible = queue[0] ?? null;
  const dismiss = useCallback(() => {
    setHeld(false);
    setQueue((current) => current.slice(1));
  }, []);

  // Hovering, focusing or dragging the toast holds it open, so nobody loses a message they are reading.
  useEffect(() => {
    if (!visible || held) return;
    const timer = setTimeout(() => closeToast(visible.id), visible.duration ?? duration);
    return () => clearTimeout(timer);
  }, [visible, held, duration, closeToast]);

  const value = useMemo<ToastContextValue>(() => ({ show, dismiss }), [show, dismiss]);

  return (
    <ToastContext.Provider value={value}>
      {children}
      <StyledViewport>{visible && <ToastCard key={visible.id} toast={visible} onClose={() => closeToast(visible.id)} onHold={setHeld} />}</StyledViewport>
    </ToastContext.Provider>
  );
}

export function useToast(): ToastContextValue {
  const value = useContext(ToastContext);
  if (!value) throw new Error('useToast needs a ToastProvider');
  return value;
}
