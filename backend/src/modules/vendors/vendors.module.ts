import { ContextModule } from '../../platform/context/context-module.decorator';
import { OrganisationModule } from '../organisation';
import { VENDOR_COMMAND_HANDLERS } from './commands/vendor-command-handlers';
import { vendorBookingsProjection, vendorsProjection } from './projections/vendors.projections';
import { VendorPhotoStore } from './photos/vendor-photo.store';
import { VendorQueries } from './queries/vendor-queries.service';
import { VendorBookingChangesReactor } from './realtime/vendor-booking-changes.reactor';
import { VendorBookingCompletionJob } from './vendor-booking-completion.job';
import { vendorBookingConfirmed, vendorBookingDeclined, vendorBookingRequested } from './vendor-booking.notifications';
import { VendorBookingsController, VendorsController } from './vendors.controller';

/** Vendors: the directory of outside suppliers, bookings with them, and the vendor's own portal. */
@ContextModule({
  name: 'vendors',
  imports: [OrganisationModule],
  controllers: [VendorsController, VendorBookingsController],
  providers: [VendorQueries, VendorPhotoStore, VendorBookingCompletionJob, ...VENDOR_COMMAND_HANDLERS],
  exports: [VendorQueries],
  projections: [vendorsProjection, vendorBookingsProjection],
  reactors: [VendorBookingChangesReactor],
  notificationSources: [vendorBookingRequested, vendorBookingConfirmed, vendorBookingDeclined],
})
export class VendorsModule {}
