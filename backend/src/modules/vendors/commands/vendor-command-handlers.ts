import { VENDOR_COMMAND_HANDLERS_BOOKINGS } from './vendor-booking.handlers';
import { AddVendorHandler, ChangeVendorProfileHandler } from './vendor-profile.handlers';

export const VENDOR_COMMAND_HANDLERS = [AddVendorHandler, ChangeVendorProfileHandler, ...VENDOR_COMMAND_HANDLERS_BOOKINGS];
