/**
 * Every reactor the app runs, by name, sorted: what the health details and the admin dashboard must
 * both list. One list, so that a new reactor is named once (and a reactor that stops being registered
 * fails both specs).
 */
export const APP_REACTORS = [
  'announcement-email',
  'announcement-sms',
  'calendar-changes',
  'chat-live',
  'chat-membership',
  'email-broadcast-starts',
  'event-registration-mail',
  'giving-receipt-mail',
  'livestream-recording-sermons',
  'media-probe',
  'member-import-jobs',
  'notification-dispatch',
  'program-changes',
  'security-log',
  'session-sockets',
  'sms-preference-consents',
  'statement-run-jobs',
  'vendor-booking-changes',
  'volunteer-mail',
  'volunteer-slots-follow-occurrences',
] as const;
