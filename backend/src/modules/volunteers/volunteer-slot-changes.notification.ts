import type { NotificationMessageKey } from '@koinonia/contracts';
import type { NotificationSource } from '../../platform/notifications/notification-source.type';
import type { SlotPlaces, VolunteerSlotCancelled, VolunteerSlotMoved } from './domain/volunteer-slot.events';

/** The people holding a place (not declined): those a change to the slot concerns. */
const holders = (places: SlotPlaces) => [...new Set(places.assignments.filter((a) => !a.declined).map((a) => a.memberId))];

/** Tells the volunteers on a slot that its occurrence changed: the new time (`when`, an instant the reader's app formats), and their schedule to answer from. */
function slotChange(eventType: (VolunteerSlotMoved | VolunteerSlotCancelled)['type'], messageKey: NotificationMessageKey): NotificationSource {
  return {
    eventType,
    priorityOf: () => 'high',
    notificationFor(event) {
      const data = event.data as (VolunteerSlotMoved | VolunteerSlotCancelled)['data'];
      const memberIds = holders(data);
      if (memberIds.length === 0) return null;
      return {
        audience: { kind: 'members', memberIds },
        draft: {
          title: '',
          message: '',
          messageKey,
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
}

/** Volunteers are told when the occurrence they serve at moves. */
export const volunteerSlotMoved = slotChange('VolunteerSlotMoved', 'volunteerSlotMoved');

/** Volunteers are told when the occurrence they serve at is cancelled: their place is gone with it. */
export const volunteerSlotCancelled = slotChange('VolunteerSlotCancelled', 'volunteerSlotCancelled');
