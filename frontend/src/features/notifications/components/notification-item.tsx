import type { NotificationView } from '@koinonia/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { useFormat } from '../../../shared/i18n';
import { Badge, type BadgeTone, VisuallyHidden } from '../../../shared/ui';
import { notificationText, relativeTime } from './notification-text.util';

const PRIORITY_TONE: Record<NotificationView['priority'], BadgeTone> = { urgent: 'danger', high: 'warning', normal: 'neutral', low: 'neutral' };

const StyledItem = styled.article<{ $unread: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
  padding-inline-start: ${({ theme }) => theme.space.xl};
  background: ${({ theme, $unread }) => ($unread ? theme.color.primarySoft : 'transparent')};
`;

const StyledDot = styled.span`
  position: absolute;
  inset-inline-start: ${({ theme }) => theme.space.sm};
  inset-block-start: 1.15rem;
  width: 0.5rem;
  height: 0.5rem;
  border-radius: 50%;
  background: ${({ theme }) => theme.color.primary};
`;

const StyledHeading = styled.h3<{ $unread: boolean }>`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme, $unread }) => ($unread ? theme.font.weight.bold : theme.font.weight.semibold)};
  color: ${({ theme }) => theme.color.text};
  overflow-wrap: anywhere;
`;

const StyledMessage = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.textMuted};
  overflow-wrap: anywhere;
  white-space: pre-line;
`;

const StyledMeta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.color.textSubtle};
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  margin-top: ${({ theme }) => theme.space.xs};
`;

const actionStyles = css`
  border: 0;
  background: transparent;
  padding: ${({ theme }) => theme.space.xxs} ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radius.sm};
  color: ${({ theme }) => theme.color.primary};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  cursor: pointer;
  text-decoration: none;
  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.color.surfaceMuted};
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
`;

const StyledAction = styled.button`
  ${actionStyles}
`;

const StyledActionLink = styled(Link)`
  ${actionStyles}
`;

export interface NotificationItemProps {
  notification: NotificationView;
  now: number;
  busy: boolean;
  onRead: (id: string) => void;
  onDismiss: (id: string) => void;
  /** Following its link: marks it read and closes the centre. */
  onOpen: (notification: NotificationView) => void;
}

/** One notification: title, message, when, priority; mark read, dismiss, and open where it leads. */
export function NotificationItem({ notification, now, busy, onRead, onDismiss, onOpen }: NotificationItemProps) {
  const { t, i18n } = useTranslation('notifications');
  const titleId = useId();
  const unread = !notification.isRead;
  const format = useFormat();
  const { title, message } = notificationText(t, notification, format.dateTime);
  return (
    <StyledItem $unread={unread} aria-labelledby={titleId} data-notification-id={notification.id}>
      {unread && <StyledDot aria-hidden="true" />}
      <StyledHeading id={titleId} $unread={unread}>
        {unread && <VisuallyHidden>{t('item.unread')}: </VisuallyHidden>}
        {title}
      </StyledHeading>
      {message && <StyledMessage>{message}</StyledMessage>}
      <StyledMeta>
        <Badge $tone={PRIORITY_TONE[notification.priority]}>{t(`priority.${notification.priority}`)}</Badge>
        <span>{t(`category.${notification.category}`)}</span>
        <span aria-hidden="true">·</span>
        <time dateTime={notification.timestamp} title={format.dateTime(notification.timestamp)}>
          {relativeTime(t, notification.timestamp, now, i18n.language)}
        </time>
      </StyledMeta>
      <StyledActions>
        {notification.link && (
          <StyledActionLink to={notification.link} aria-label={t('item.openNamed', { title })} onClick={() => onOpen(notification)}>
            {t('item.open')}
          </StyledActionLink>
        )}
        {unread && (
          <StyledAction type="button" disabled={busy} aria-label={t('item.markReadNamed', { title })} onClick={() => onRead(notification.id)}>
            {t('item.markRead')}
          </StyledAction>
        )}
        <StyledAction type="button" disabled={busy} aria-label={t('item.dismissNamed', { title })} onClick={() => onDismiss(notification.id)}>
          {t('item.dismiss')}
        </StyledAction>
      </StyledActions>
    </StyledItem>
  );
}
