import type { NotificationSource } from '../../platform/notifications/notification-source.type';
import type { VolunteerAssignmentDeclined } from './domain/volunteer-slot.events';

/**
 * A team's leaders are told when someone declines, so the place does not stay empty unseen; the
 * link opens the schedule, where the slot lists replacements. Addressed by the leaders' member records.
 */
export const volunteerDeclined: NotificationSource = {
  eventType: 'VolunteerAssignmentDeclined' satisfies VolunteerAssignmentDeclined['type'],
  priorityOf: () => 'high',
  notificationFor(event) {
    const data = event.data as VolunteerAssignmentDeclined['data'];
    const leaderIds = (data.leaderIds ?? []).filter((id) => id !== data.memberId);
    if (leaderIds.length === 0) return null;
    return {
      audience: { kind: 'members', memberIds: leaderIds },
      draft: {
        title: '',
        message: '',
        // Their reason, when they gave one, is in the leaders' own message ("Ruth declined: away visiting family").
        messageKey: data.reason ? 'volunteerDeclinedWithReason' : 'volunteerDeclined',
        params: {
          person: data.volunteerName,
          position: data.positionName,
          event: data.title,
          // The instant: each reader sees it in their own date and time format.
          when: data.startsAt,
          ...(data.reason ? { reason: data.reason } : {}),
        },
        notificationType: 'warning',
        category: 'event',
        priority: 'high',
        autoExpire: false,
        link: `/volunteer-management?slot=${data.slotId}`,
        source: { kind: 'event', eventId: event.id },
      },
    };
  },
};
