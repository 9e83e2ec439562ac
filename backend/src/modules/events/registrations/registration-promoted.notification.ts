import type { NotificationSource } from '../../../platform/notifications/notification-source.type';
import type { RegistrationPromoted } from '../domain/roster.events';

/** The person promoted from the wait list is told in the app (the email goes from RegistrationMailReactor). */
export const registrationPromoted: NotificationSource = {
  eventType: 'RegistrationPromoted' satisfies RegistrationPromoted['type'],
  priorityOf: () => 'high',
  notificationFor(event) {
    const data = event.data as RegistrationPromoted['data'];
    return {
      audience: { kind: 'members', memberIds: [data.memberId] },
      draft: {
        title: '',
        message: '',
        messageKey: 'registrationPromoted',
        params: { event: data.title, date: data.date },
        notificationType: 'success',
        category: 'event',
        priority: 'high',
        autoExpire: false,
        link: `/events/${data.eventId}`,
        source: { kind: 'event', eventId: event.id },
      },
    };
  },
};
