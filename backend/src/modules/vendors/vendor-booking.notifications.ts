import type { NotificationSource, SourceEvent } from '../../platform/notifications/notification-source.type';
import type { VendorBookingConfirmed, VendorBookingDeclined, VendorBookingRequested } from './domain/vendors.events';

/** Where the requester follows their bookings. */
export const VENDOR_BOOKINGS_LINK = '/vendor-bookings';
/** Where a vendor answers theirs. */
export const VENDOR_PORTAL_LINK = '/vendor-portal';

const draft = (
  event: SourceEvent,
  messageKey: 'vendorBookingRequested' | 'vendorBookingConfirmed' | 'vendorBookingDeclined',
  params: Record<string, string>,
  link: string,
) => ({
  title: '',
  message: '',
  messageKey,
  params,
  notificationType: messageKey === 'vendorBookingConfirmed' ? ('success' as const) : ('info' as const),
  category: 'event' as const,
  priority: 'normal' as const,
  autoExpire: false,
  link,
  source: { kind: 'event' as const, eventId: event.id },
});

/** The vendor's account hears of a new request (a profile with no account yet has no one to tell). Words are message keys, each reader's language. */
export const vendorBookingRequested: NotificationSource = {
  eventType: 'VendorBookingRequested' satisfies VendorBookingRequested['type'],
  priorityOf: () => 'normal',
  notificationFor(event) {
    const data = event.data as VendorBookingRequested['data'];
    if (!data.vendorUserId) return null;
    return {
      audience: { kind: 'users', userIds: [data.vendorUserId] },
      draft: draft(event, 'vendorBookingRequested', { service: data.service, when: data.startsAt }, VENDOR_PORTAL_LINK),
    };
  },
};

/** The requester is told when the vendor confirms ... */
export const vendorBookingConfirmed: NotificationSource = {
  eventType: 'VendorBookingConfirmed' satisfies VendorBookingConfirmed['type'],
  priorityOf: () => 'normal',
  notificationFor(event) {
    const data = event.data as VendorBookingConfirmed['data'];
    if (!data.requestedBy) return null;
    return {
      audience: { kind: 'users', userIds: [data.requestedBy] },
      draft: draft(event, 'vendorBookingConfirmed', { vendor: data.vendorName, message: data.message ?? '' }, VENDOR_BOOKINGS_LINK),
    };
  },
};

/** ... or declines, with their message. */
export const vendorBookingDeclined: NotificationSource = {
  eventType: 'VendorBookingDeclined' satisfies VendorBookingDeclined['type'],
  priorityOf: () => 'normal',
  notificationFor(event) {
    const data = event.data as VendorBookingDeclined['data'];
    if (!data.requestedBy) return null;
    return {
      audience: { kind: 'users', userIds: [data.requestedBy] },
      draft: draft(event, 'vendorBookingDeclined', { vendor: data.vendorName, message: data.message ?? '' }, VENDOR_BOOKINGS_LINK),
    };
  },
};
