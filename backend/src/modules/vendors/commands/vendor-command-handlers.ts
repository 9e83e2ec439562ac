import { VENDOR_COMMAND_HANDLERS_BOOKINGS } from './vendor-booking.handlers';
import { AddVendorPhotoHandler, RemoveVendorPhotoHandler } from './vendor-photo.handlers';
import { LinkVendorAccountHandler, UnlinkVendorAccountHandler } from './vendor-account.handlers';
import { AddVendorHandler, ChangeVendorProfileHandler } from './vendor-profile.handlers';

export const VENDOR_COMMAND_HANDLERS = [
  AddVendorHandler,
  ChangeVendorProfileHandler,
  LinkVendorAccountHandler,
  UnlinkVendorAccountHandler,
  AddVendorPhotoHandler,
  RemoveVendorPhotoHandler,
  ...VENDOR_COMMAND_HANDLERS_BOOKINGS,
];
