import type { NotificationSource } from '../../platform/notifications/notification-source.type';
import type { CareFollowUpDue, CareRequestAssigned, CareRequestOpened } from './domain/care-request.events';

/** Where care notifications lead: the Pastoral Care tab of Congregation Care. */
export const CARE_LINK = '/congregation-care';

/** A care request handed to someone, when it is opened or later, tells them (its words are the reader's language's, by message key). */
const toldTheAssignee = (eventType: string): NotificationSource => ({
  eventType,
  priorityOf: () => 'normal',
  notificationFor(event) {
    const { assignedTo } = event.data as (CareRequestAssigned | CareRequestOpened)['data'];
    if (assignedTo === null) return null;
    return {
      audience: { kind: 'users', userIds: [assignedTo] },
      draft: {
        title: '',
        message: '',
        messageKey: 'careRequestAssigned',
        params: {},
        notificationType: 'info',
        category: 'prayer',
        priority: 'normal',
        autoExpire: false,
        link: CARE_LINK,
        source: { kind: 'event', eventId: event.id },
      },
    };
  },
});

export const careRequestOpenedNotification = toldTheAssignee('CareRequestOpened' satisfies CareRequestOpened['type']);
export const careRequestAssignedNotification = toldTheAssignee('CareRequestAssigned' satisfies CareRequestAssigned['type']);

/** A follow-up date that has come reminds the assignee. */
export const careFollowUpDueNotification: NotificationSource = {
  eventType: 'CareFollowUpDue' satisfies CareFollowUpDue['type'],
  priorityOf: () => 'high',
  notificationFor(event) {
    const data = event.data as CareFollowUpDue['data'];
    return {
      audience: { kind: 'users', userIds: [data.assignedTo] },
      draft: {
        title: '',
        message: '',
        messageKey: 'careFollowUpDue',
        params: { date: data.followUpOn },
        notificationType: 'warning',
        category: 'prayer',
        priority: 'high',
        autoExpire: false,
        link: CARE_LINK,
        source: { kind: 'event', eventId: event.id },
      },
    };
  },
};

export const CARE_NOTIFICATION_SOURCES = [careRequestOpenedNotification, careRequestAssignedNotification, careFollowUpDueNotification];
