import type { NotificationView } from '@koinonia/contracts';
import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { errorMessageOf } from '../../../shared/i18n';
import type { RealtimeClient } from '../../../shared/realtime';
import { CloseButton, EmptyState, ErrorState, IconButton, LoadingState, VisuallyHidden } from '../../../shared/ui';
import { useChangeNotifications, type NotificationChange } from '../api/change-notifications.mutation';
import { useNotificationFeed } from './use-notification-feed.hook';

// The list's rows come when the panel first opens: the signed-in home does not wait for their code.
const NotificationItem = lazy(() => import('./notification-item').then((module) => ({ default: module.NotificationItem })));

const BELL = 'M18 8a6 6 0 1 0-12 0c0 7-3 9-3 9h18s-3-2-3-9M13.73 21a2 2 0 0 1-3.46 0';

const StyledWrapper = styled.div`
  position: relative;
  flex: none;
`;

const StyledCount = styled.span`
  position: absolute;
  inset-block-start: -0.3rem;
  inset-inline-end: -0.3rem;
  min-width: 1.25rem;
  height: 1.25rem;
  padding: 0 ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radius.pill};
  border: 2px solid ${({ theme }) => theme.color.surface};
  background: ${({ theme }) => theme.color.danger};
  color: ${({ theme }) => theme.color.onDanger};
  font-size: 0.6875rem;
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: 1;
  display: inline-grid;
  place-items: center;
  font-variant-numeric: tabular-nums;
`;

const StyledPanel = styled.div`
  position: absolute;
  inset-inline-end: 0;
  inset-block-start: calc(100% + ${({ theme }) => theme.space.sm});
  z-index: ${({ theme }) => theme.zIndex.menu};
  width: min(24rem, calc(100vw - 1rem));
  max-height: min(36rem, calc(100vh - 6rem));
  display: flex;
  flex-direction: column;
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  box-shadow: 0 12px 32px ${({ theme }) => theme.color.shadow};
  overflow: hidden;

  /* On a phone the bell is not at the edge: the panel spans the screen under the header instead. */
  @media (max-width: ${({ theme }) => theme.breakpoint.sm}) {
    position: fixed;
    inset-inline: ${({ theme }) => theme.space.sm};
    inset-block-start: 4.5rem;
    width: auto;
  }
`;

const StyledPanelHeader = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
`;

const StyledTitleRow = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

const StyledTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.md};
  &:focus {
    outline: none;
  }
`;

const StyledSummary = styled.span`
  color: ${({ theme }) => theme.color.textSubtle};
  font-size: ${({ theme }) => theme.font.size.sm};
  margin-inline-start: ${({ theme }) => theme.space.sm};
  font-weight: ${({ theme }) => theme.font.weight.regular};
`;

const StyledToolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  margin-inline-start: -${({ theme }) => theme.space.sm};
`;

const StyledToolButton = styled.button`
  border: 0;
  background: transparent;
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radius.sm};
  color: ${({ theme }) => theme.color.primary};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  cursor: pointer;
  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.color.surfaceMuted};
  }
  &:disabled {
    cursor: not-allowed;
    color: ${({ theme }) => theme.color.textSubtle};
  }
`;

const StyledBody = styled.div`
  overflow-y: auto;
  overscroll-behavior: contain;
`;

const StyledList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;

  li + li {
    border-top: 1px solid ${({ theme }) => theme.color.border};
  }
`;

const StyledMore = styled.p`
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.color.textSubtle};
  border-top: 1px solid ${({ theme }) => theme.color.border};
`;

/**
 * The notification centre in the header: a bell whose accessible name carries the unread count,
 * opening a panel (a non-modal dialog) with the list and its actions. Esc or a click outside
 * closes it and focus returns to the bell.
 */
export function NotificationBell({ client }: { client?: RealtimeClient }) {
  const { t } = useTranslation(['notifications', 'common']);
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const titleId = useId();
  const wrapperRef = useRef<HTMLDivElement>(null);
  const bellRef = useRef<HTMLButtonElement>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const openCentre = useCallback(() => setOpen(true), []);
  const { query, list, now, quietArrival } = useNotificationFeed({ onView: openCentre, client });
  const change = useChangeNotifications();

  const unread = list?.unreadCount ?? 0;
  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) bellRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return;
    titleRef.current?.focus();
    const outside = (event: MouseEvent) => {
      if (!wrapperRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', outside);
    return () => document.removeEventListener('mousedown', outside);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape' || !open) return;
    event.preventDefault();
    event.stopPropagation();
    close(true);
  };
  // Tabbing out of the panel closes it, as leaving a menu does.
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (open && event.relatedTarget && !wrapperRef.current?.contains(event.relatedTarget as Node)) setOpen(false);
  };

  // The button pressed may be gone afterwards (a dismissed item, an emptied list): keep focus in the panel.
  const run = (request: NotificationChange) =>
    change.mutate(request, {
      onSettled: () => {
        if (!wrapperRef.current?.contains(document.activeElement)) titleRef.current?.focus();
      },
    });
  const onOpenLink = (notification: NotificationView) => {
    if (!notification.isRead) run({ kind: 'read', id: notification.id });
    close(false);
  };

  const items = list?.items ?? [];
  const hasRead = items.some((n) => n.isRead);
  const hidden = Math.max(0, unread - items.filter((n) => !n.isRead).length);

  let body;
  if (!list && query.isPending) body = <LoadingState label={t('panel.loading')} />;
  else if (!list)
    body = (
      <ErrorState title={t('panel.loadFailed')} description={errorMessageOf(t, query.error)} onRetry={() => void query.refetch()} retrying={query.isFetching} />
    );
  else if (items.length === 0) body = <EmptyState title={t('panel.empty')} description={t('panel.emptyHint')} />;
  else
    body = (
      <Suspense fallback={<LoadingState label={t('panel.loading')} />}>
        <StyledList aria-label={t('panel.list')}>
          {items.map((notification) => (
            <li key={notification.id}>
              <NotificationItem
                notification={notification}
                now={now}
                busy={change.isPending}
                onRead={(id) => run({ kind: 'read', id })}
                onDismiss={(id) => run({ kind: 'dismiss', id })}
                onOpen={onOpenLink}
              />
            </li>
          ))}
        </StyledList>
        {hidden > 0 && <StyledMore>{t('panel.more', { count: hidden })}</StyledMore>}
      </Suspense>
    );

  return (
    <StyledWrapper ref={wrapperRef} onKeyDown={onKeyDown} onBlur={onBlur}>
      <IconButton
        ref={bellRef}
        type="button"
        aria-label={unread > 0 ? t('bell.labelUnread', { count: unread }) : t('bell.label')}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => (open ? close(false) : setOpen(true))}
      >
        <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
          <path d={BELL} />
        </svg>
        {unread > 0 && <StyledCount aria-hidden="true">{unread > 99 ? '99+' : unread}</StyledCount>}
      </IconButton>
      <VisuallyHidden aria-live="polite">{quietArrival}</VisuallyHidden>
      {open && (
        <StyledPanel id={panelId} role="dialog" aria-labelledby={titleId}>
          <StyledPanelHeader>
            <StyledTitleRow>
              <StyledTitle id={titleId} ref={titleRef} tabIndex={-1}>
                {t('panel.title')}
                {list && <StyledSummary>{unread > 0 ? t('panel.unread', { count: unread }) : t('panel.allRead')}</StyledSummary>}
              </StyledTitle>
              <CloseButton type="button" aria-label={t('panel.close')} onClick={() => close(true)}>
                <span aria-hidden="true">×</span>
              </CloseButton>
            </StyledTitleRow>
            {items.length > 0 && (
              <StyledToolbar>
                <StyledToolButton type="button" disabled={change.isPending || unread === 0} onClick={() => run({ kind: 'read-all' })}>
                  {t('panel.markAllRead')}
                </StyledToolButton>
                <StyledToolButton type="button" disabled={change.isPending} onClick={() => run({ kind: 'dismiss-all' })}>
                  {t('panel.dismissAll')}
                </StyledToolButton>
                <StyledToolButton type="button" disabled={change.isPending || !hasRead} title={t('panel.clearOldHint')} onClick={() => run({ kind: 'clear' })}>
                  {t('panel.clearOld')}
                </StyledToolButton>
              </StyledToolbar>
            )}
          </StyledPanelHeader>
          <StyledBody>{body}</StyledBody>
        </StyledPanel>
      )}
    </StyledWrapper>
  );
}
