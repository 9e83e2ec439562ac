import { definePermissions } from '../auth/permission-set.type';

/**
 * Vendors: the church's directory of outside suppliers (caterers, sound, photographers, cleaners,
 * transport, florists, ...) and the bookings the office makes with them. Vendors are outside the
 * church: they hold their own portal and nothing else, and see only their own profile and bookings.
 * Members do not read the directory: its rates and contacts are what the office negotiates, and
 * members do not book on the church's account.
 */
export const VENDORS_PERMISSIONS = definePermissions({
  /**
   * The directory (profiles, rates, contacts, availability): those who plan the church's events —
   * the office, pastors and ministry leaders — the administrator who sets the church up, the finance
   * role, who pays vendors, and auditors, who read what the church runs.
   */
  'vendors.read': ['admin', 'pastor', 'staff', 'leader', 'finance', 'auditor'],
  /** Add vendors, edit any profile and link a vendor's portal account: the office and the administrator. */
  'vendors.manage': ['admin', 'staff'],
  /**
   * Move a vendor account from one profile to another (unlink it, link it elsewhere): the administrator
   * alone, as it hands a supplier's portal (their bookings, the church's requests) to another login.
   */
  'vendors.accounts.link': ['admin'],
  /** Book a vendor for the church, cancel a booking and review it afterwards: the office, pastors and the administrator. */
  'vendors.book': ['admin', 'pastor', 'staff'],
  /**
   * Follow bookings: everyone who reads the directory (those who book, ministry leaders planning
   * with them, the finance role, who pays them, and auditors); and vendors, who see only their own
   * (the query keeps them to their profile's bookings; their portal lists them).
   */
  'vendor-bookings.read': ['admin', 'pastor', 'staff', 'leader', 'finance', 'auditor', 'vendor'],
  /** The vendor portal: a vendor's own profile and bookings, confirmed or declined by them. */
  'vendor-portal.use': ['vendor'],
});
