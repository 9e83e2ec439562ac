import { VENDOR_COMMAND_HANDLERS_BOOKINGS } from './vendor-booking.handlers';
import { AddVendorPhotoHandler, RemoveVendorPhotoHandler } from './vendor-photo.handlers';
import { AddVendorHandler, ChangeVendorProfileHandler } from './vendor-profile.handlers';

export const VENDOR_COMMAND_HANDLERS = [
  AddVendorHandler,
  ChangeVendorProfileHandler,
  AddVendorPhotoHandler,
  RemoveVendorPhotoHandler,
  ...VENDOR_COMMAND_HANDLERS_BOOKINGS,
];
