import type { NotificationSource, SourceEvent } from '../../../platform/notifications/notification-source.type';
import type { MemberSelfUpdateApproved, MemberSelfUpdateDeclined } from '../domain/member.events';

function answerTo(event: SourceEvent, messageKey: 'selfUpdateApproved' | 'selfUpdateDeclined') {
  const data = event.data as MemberSelfUpdateApproved['data'] & Partial<Pick<MemberSelfUpdateDeclined['data'], 'reason'>>;
  if (!data.requestedBy) return null;
  return {
    audience: { kind: 'users' as const, userIds: [data.requestedBy] },
    draft: {
      title: '',
      message: '',
      messageKey,
      params: messageKey === 'selfUpdateDeclined' ? { reason: data.reason ?? '' } : null,
      notificationType: messageKey === 'selfUpdateApproved' ? ('success' as const) : ('info' as const),
      category: 'system' as const,
      priority: 'normal' as const,
      autoExpire: false,
      link: `/members/${data.memberId}`,
      source: { kind: 'event' as const, eventId: event.id },
    },
  };
}

/** The member who asked is told when staff approve their change. Words are a message key, so each reader gets their own language. */
export const selfUpdateApproved: NotificationSource = {
  eventType: 'MemberSelfUpdateApproved' satisfies MemberSelfUpdateApproved['type'],
  priorityOf: () => 'normal',
  notificationFor: (event) => answerTo(event, 'selfUpdateApproved'),
};

/** ... and when staff decline it, with their reason. */
export const selfUpdateDeclined: NotificationSource = {
  eventType: 'MemberSelfUpdateDeclined' satisfies MemberSelfUpdateDeclined['type'],
  priorityOf: () => 'normal',
  notificationFor: (event) => answerTo(event, 'selfUpdateDeclined'),
};
