import type { ErrorCode } from './error-codes.constant';

export type ToastTitle =
  | 'Connection Issue'
  | 'Sign In Required'
  | 'Access Denied'
  | 'Please Check Your Information'
  | 'Service Temporarily Unavailable'
  | 'Data Access Issue'
  | 'External Service Unavailable'
  | 'Something Went Wrong';

export interface CatalogueEntry {
  /** The words a person reads. */
  message: string;
  /** The HTTP status the API answers with. */
  status: number;
  /** The title of the destructive toast that shows it. */
  toastTitle: ToastTitle;
}

const UNKNOWN_MESSAGE = 'Something unexpected happened. Our team has been notified.';

/**
 * The error catalogue of the specification (section 8), plus the codes our server needs
 * that the specification leaves without words (AUTHORIZATION, CONCURRENCY_CONFLICT, ...).
 * Codes the specification gives no text for show the UNKNOWN_ERROR text, as it says.
 */
export const ERROR_CATALOGUE: Record<ErrorCode, CatalogueEntry> = {
  NETWORK_ERROR: {
    message: 'Unable to connect to our services. Please check your internet connection.',
    status: 503,
    toastTitle: 'Connection Issue',
  },
  TIMEOUT_ERROR: {
    message: 'The request is taking longer than expected. Please try again.',
    status: 504,
    toastTitle: 'Connection Issue',
  },
  OFFLINE: {
    message: 'You appear to be offline. Some features may not be available.',
    status: 503,
    toastTitle: 'Connection Issue',
  },
  AUTH_REQUIRED: {
    message: 'Please sign in to access this feature.',
    status: 401,
    toastTitle: 'Sign In Required',
  },
  AUTH_EXPIRED: {
    message: 'Your session has expired. Please sign in again.',
    status: 401,
    toastTitle: 'Sign In Required',
  },
  INVALID_CREDENTIALS: {
    message: 'The email or password you entered is not correct.',
    status: 401,
    toastTitle: 'Sign In Required',
  },
  ACCOUNT_LOCKED: {
    message: 'Your account has been temporarily locked for security reasons.',
    status: 423,
    toastTitle: 'Access Denied',
  },
  VALIDATION_ERROR: {
    message: 'Please check the information you entered and try again.',
    status: 400,
    toastTitle: 'Please Check Your Information',
  },
  SERVER_ERROR: {
    message: 'We are experiencing technical difficulties. Please try again shortly.',
    status: 500,
    toastTitle: 'Service Temporarily Unavailable',
  },
  DATABASE_ERROR: {
    message: 'There was an issue accessing member information. Please try again.',
    status: 503,
    toastTitle: 'Data Access Issue',
  },
  EXTERNAL_SERVICE_ERROR: {
    message: 'One of our services is temporarily unavailable.',
    status: 502,
    toastTitle: 'External Service Unavailable',
  },
  MEMBER_NOT_FOUND: {
    message: 'Member information could not be found.',
    status: 404,
    toastTitle: 'Something Went Wrong',
  },
  EVENT_CONFLICT: {
    message: 'This event conflicts with another scheduled activity.',
    status: 409,
    toastTitle: 'Something Went Wrong',
  },
  VOLUNTEER_UNAVAILABLE: {
    message: 'This volunteer slot is no longer available.',
    status: 409,
    toastTitle: 'Something Went Wrong',
  },
  DONATION_FAILED: {
    message: 'We could not process your donation. Please verify your payment information.',
    status: 402,
    toastTitle: 'Something Went Wrong',
  },
  MESSAGE_SEND_FAILED: {
    message: 'Unable to send message. Please check recipient information.',
    status: 502,
    toastTitle: 'External Service Unavailable',
  },
  LIVESTREAM_UNAVAILABLE: {
    message: 'The livestream is not currently available.',
    status: 503,
    toastTitle: 'External Service Unavailable',
  },
  UNKNOWN_ERROR: {
    message: UNKNOWN_MESSAGE,
    status: 500,
    toastTitle: 'Something Went Wrong',
  },
  MAINTENANCE_MODE: {
    message: 'The product is temporarily unavailable for maintenance.',
    status: 503,
    toastTitle: 'Service Temporarily Unavailable',
  },
  AUTHORIZATION: {
    message: UNKNOWN_MESSAGE,
    status: 403,
    toastTitle: 'Access Denied',
  },
  CONCURRENCY_CONFLICT: {
    message: 'Someone else changed this record while you were editing. Reload it and try again.',
    status: 409,
    toastTitle: 'Something Went Wrong',
  },
  DUPLICATE_EMAIL: {
    message: 'A member with this email address already exists.',
    status: 409,
    toastTitle: 'Please Check Your Information',
  },
  NOT_FOUND: {
    message: 'The page or record you asked for does not exist.',
    status: 404,
    toastTitle: 'Something Went Wrong',
  },
  RATE_LIMITED: {
    message: 'Too many attempts. Please wait a moment and try again.',
    status: 429,
    toastTitle: 'Service Temporarily Unavailable',
  },
  CROSS_SITE_REQUEST: {
    message: 'This request came from another website and was refused. Reload the page and try again.',
    status: 403,
    toastTitle: 'Access Denied',
  },
  // 403, not 404: the area exists and the caller is known; the organisation's own setting refuses
  // it. A 404 would read as "this record is gone" and hide a decision an administrator can undo.
  FEATURE_DISABLED: {
    message: 'This part of the app has been turned off by your church. An administrator can turn it back on.',
    status: 403,
    toastTitle: 'Access Denied',
  },
  INVALID_TOKEN: {
    message: 'This link is no longer valid. It may have been used already or have expired. Please ask for a new one.',
    status: 400,
    toastTitle: 'Please Check Your Information',
  },
  INVALID_TWO_FACTOR_CODE: {
    message: 'The verification code you entered is not correct. Please try again.',
    status: 401,
    toastTitle: 'Sign In Required',
  },
  TWO_FACTOR_SETUP_REQUIRED: {
    message: 'Your role requires two-step verification. Please set it up to continue.',
    status: 403,
    toastTitle: 'Access Denied',
  },
  TWO_FACTOR_ALREADY_ENABLED: {
    message: 'Two-step verification is already turned on for this account.',
    status: 409,
    toastTitle: 'Please Check Your Information',
  },
  TWO_FACTOR_NOT_ENABLED: {
    message: 'Two-step verification is not turned on for this account.',
    status: 409,
    toastTitle: 'Please Check Your Information',
  },
  LAST_ADMIN: {
    message: 'The church needs at least one active administrator. Make someone else an administrator first.',
    status: 409,
    toastTitle: 'Please Check Your Information',
  },
  INVITATION_NOT_PENDING: {
    message: 'This invitation has already been accepted or cancelled.',
    status: 409,
    toastTitle: 'Please Check Your Information',
  },
  // 403, not 401: the session stands; this action asks for the password again ("sudo mode").
  REAUTHENTICATION_REQUIRED: {
    message: 'For your security, please enter your password again to continue.',
    status: 403,
    toastTitle: 'Sign In Required',
  },
  UPLOAD_FAILED: {
    message: 'Failed to upload file.',
    status: 400,
    toastTitle: 'Please Check Your Information',
  },
  FILE_TOO_LARGE: {
    message: 'This file is larger than your church allows. Choose a smaller file.',
    status: 413,
    toastTitle: 'Please Check Your Information',
  },
  UNSUPPORTED_FILE_TYPE: {
    message: 'This kind of file cannot be used here. Choose a file of one of the listed types.',
    status: 415,
    toastTitle: 'Please Check Your Information',
  },
  CHECK_IN_CODE_MISMATCH: {
    message: 'This security code does not match the one on the parent’s receipt. The child stays checked in; ask for the receipt or call a leader.',
    status: 422,
    toastTitle: 'Please Check Your Information',
  },
  ALREADY_IN_HOUSEHOLD: {
    message: 'This person already belongs to another household. Move them from there instead.',
    status: 409,
    toastTitle: 'Please Check Your Information',
  },
  // Study groups: a request a group cannot take says why, so the person can choose another.
  GROUP_NOT_FOUND: {
    message: 'This group could not be found.',
    status: 404,
    toastTitle: 'Something Went Wrong',
  },
  GROUP_ARCHIVED: {
    message: 'This group has been archived and no longer meets.',
    status: 409,
    toastTitle: 'Please Check Your Information',
  },
  GROUP_CLOSED: {
    message: 'This group is not taking new members right now.',
    status: 409,
    toastTitle: 'Please Check Your Information',
  },
  GROUP_FULL: {
    message: 'This group is full. Ask its leader, or choose another group.',
    status: 409,
    toastTitle: 'Please Check Your Information',
  },
  GROUP_ALREADY_JOINED: {
    message: 'You are already in this group or have asked to join it.',
    status: 409,
    toastTitle: 'Please Check Your Information',
  },
  GROUP_REQUEST_NOT_FOUND: {
    message: 'This join request has already been answered or withdrawn.',
    status: 409,
    toastTitle: 'Please Check Your Information',
  },
  GROUP_MEMBERSHIP_NOT_FOUND: {
    message: 'This person is not in this group.',
    status: 409,
    toastTitle: 'Please Check Your Information',
  },
  // Merging duplicate people: each refusal says what to do instead.
  MEMBER_MERGE_SAME_RECORD: {
    message: 'A record cannot be merged into itself. Choose two different people.',
    status: 422,
    toastTitle: 'Please Check Your Information',
  },
  MEMBER_ALREADY_MERGED: {
    message: 'This record has already been merged into another. Unmerge it first.',
    status: 409,
    toastTitle: 'Please Check Your Information',
  },
  MEMBER_NOT_MERGED: {
    message: 'These records are not merged, so there is nothing to unmerge.',
    status: 409,
    toastTitle: 'Please Check Your Information',
  },
  REGISTRATION_CLOSED: {
    message: 'Registration for this event is closed.',
    status: 409,
    toastTitle: 'Please Check Your Information',
  },
  REGISTRATION_DEADLINE_PASSED: {
    message: 'The registration deadline for this event has passed.',
    status: 409,
    toastTitle: 'Please Check Your Information',
  },
  ALREADY_REGISTERED: {
    message: 'This person is already registered for this event.',
    status: 409,
    toastTitle: 'Please Check Your Information',
  },
  // Giving: each refusal says what to do instead; a gift is corrected by reversing it, never edited.
  FUND_CLOSED: {
    message: 'This fund is closed. Reopen it, or choose another fund.',
    status: 409,
    toastTitle: 'Please Check Your Information',
  },
  BATCH_CLOSED: {
    message: 'This batch is closed and locked. Enter the gift in an open batch.',
    status: 409,
    toastTitle: 'Please Check Your Information',
  },
  BATCH_NOT_RECONCILED: {
    message: 'The gifts entered do not add up to the counted total. Check the entries and the count.',
    status: 409,
    toastTitle: 'Please Check Your Information',
  },
  DONATION_ALREADY_REVERSED: {
    message: 'This gift has already been reversed.',
    status: 409,
    toastTitle: 'Please Check Your Information',
  },
  DONATION_SPLITS_MISMATCH: {
    message: 'The amounts given to each fund must add up to the whole gift.',
    status: 422,
    toastTitle: 'Please Check Your Information',
  },
  CAMPAIGN_CLOSED: {
    message: 'This campaign is closed: pledges can no longer be made or changed.',
    status: 409,
    toastTitle: 'Please Check Your Information',
  },
  ALREADY_PLEDGED: {
    message: 'There is already a pledge to this campaign. Change it rather than making a second one.',
    status: 409,
    toastTitle: 'Please Check Your Information',
  },
  WEBHOOK_SIGNATURE_INVALID: {
    message: 'This notification could not be verified and was not accepted.',
    status: 400,
    toastTitle: 'Something Went Wrong',
  },
  // Financial management: a budget per fund or ministry and year; an expense moves submitted → approved or rejected → paid, approved by someone else.
  BUDGET_ALREADY_EXISTS: {
    message: 'There is already a budget for this fund or ministry in this year. Change it rather than adding a second one.',
    status: 409,
    toastTitle: 'Please Check Your Information',
  },
  BUDGET_CLOSED: {
    message: 'This budget is closed: it can no longer be changed or take new expenses.',
    status: 409,
    toastTitle: 'Please Check Your Information',
  },
  EXPENSE_SELF_APPROVAL: {
    message: 'You cannot approve, reject or pay an expense you submitted yourself. Ask another treasurer.',
    status: 403,
    toastTitle: 'Access Denied',
  },
  EXPENSE_STATE_CONFLICT: {
    message: 'This expense is not in a state that allows this step. Reload it to see where it stands.',
    status: 409,
    toastTitle: 'Please Check Your Information',
  },
  // Sermons: scripture references are parsed and normalised; one that names no real passage is refused (details.reference says which).
  SCRIPTURE_INVALID: {
    message: 'This Bible reference could not be recognised. Write it like "John 3:16-18; Romans 8".',
    status: 400,
    toastTitle: 'Please Check Your Information',
  },
  MEDIA_IN_USE: {
    message: 'This file is used elsewhere (a sermon, say). Confirm to delete it anyway.',
    status: 409,
    toastTitle: 'Please Check Your Information',
  },
  // Vendors: a vendor is confirmed for one booking at a time; a booking moves pending → confirmed or declined (or cancelled) → completed.
  VENDOR_BOOKING_CONFLICT: {
    message: 'This vendor is already confirmed for a booking at an overlapping time. Choose another time or another vendor.',
    status: 409,
    toastTitle: 'Please Check Your Information',
  },
  VENDOR_BOOKING_STATE_CONFLICT: {
    message: 'This booking is not in a state that allows this step. Reload it to see where it stands.',
    status: 409,
    toastTitle: 'Please Check Your Information',
  },
  CHAT_MUTED: {
    message: 'A moderator has muted you in this channel.',
    status: 403,
    toastTitle: 'Access Denied',
  },
  // A vendor account keeps at most one profile, and a profile has at most one account.
  VENDOR_ACCOUNT_LINKED_ELSEWHERE: {
    message: 'This vendor account already keeps another vendor profile. Unlink it there first.',
    status: 409,
    toastTitle: 'Please Check Your Information',
  },
  VENDOR_PROFILE_HAS_ACCOUNT: {
    message: 'This vendor profile is already linked to another account. Unlink that account first.',
    status: 409,
    toastTitle: 'Please Check Your Information',
  },
};

/** The catalogue entry for any code, falling back to UNKNOWN_ERROR for codes it does not know. */
export function catalogueEntry(code: string): CatalogueEntry {
  return (ERROR_CATALOGUE as Record<string, CatalogueEntry | undefined>)[code] ?? ERROR_CATALOGUE.UNKNOWN_ERROR;
}
