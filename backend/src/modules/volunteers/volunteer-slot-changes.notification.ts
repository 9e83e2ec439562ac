import type { NotificationSource } from '../../platform/notifications/notification-source.type';
import type { SlotPlaces, VolunteerSlotCancelled, VolunteerSlotMoved } from './domain/volunteer-slot.events';

/** The people holding a place (not declined): those a change to the slot concerns. */
const holders = (places: SlotPlaces) => [...new Set(places.assignments.filter((a) => !a.declined).map((a) => a.memberId))];

/** Volunteers are told when the occurrence they serve at moves: the new time (`when`, an instant the reader's app formats), and their schedule to answer from. */
export const volunteerSlotMoved: NotificationSource = {
  eventType: 'VolunteerSlotMoved' satisfies VolunteerSlotMoved['type'],
  priorityOf: () => 'high',
  notificationFor(event) {
    const data = event.data as VolunteerSlotMoved['data'];
    const memberIds = holders(data);
    if (memberIds.length === 0) return null;
    return {
      audience: { kind: 'members', memberIds },
      draft: {
        title: '',
        message: '',
        messageKey: 'volunteerSlotMoved',
        params: { position: data.positionName, event: data.title, when: data.startsAt },
        notificationType: 'warning',
        category: 'event',
        priority: 'high',
        autoExpire: false,
        link: '/volunteers',
        source: { kind: 'event', eventId: event.id },
      },
    };
  },
};

/** Volunteers are told when the occurrence they serve at is cancelled: their place is gone with it. */
export const volunteerSlotCancelled: NotificationSource = {
  eventType: 'VolunteerSlotCancelled' satisfies VolunteerSlotCancelled['type'],
  priorityOf: () => 'high',
  notificationFor(event) {
    const data = event.data as VolunteerSlotCancelled['data'];
    const memberIds = holders(data);
    if (memberIds.length === 0) return null;
    return {
      audience: { kind: 'members', memberIds },
      draft: {
        title: '',
        message: '',
        messageKey: 'volunteerSlotCancelled',
        params: { position: data.positionName, event: data.title, when: data.startsAt },
        notificationType: 'warning',
        category: 'event',
        priority: 'high',
        autoExpire: false,
        link: '/volunteers',
        source: { kind: 'event', eventId: event.id },
      },
    };
  },
};
