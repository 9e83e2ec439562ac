/** The vendors context's public face: its module, its completion job, and the commands the demo church seeds its vendors with. */
export { VendorsModule } from './vendors.module';
export { VendorBookingCompletionJob } from './vendor-booking-completion.job';
export {
  AddVendorCommand,
  AddVendorPhotoCommand,
  AnswerVendorBookingCommand,
  CancelVendorBookingCommand,
  CompleteVendorBookingCommand,
  RequestVendorBookingCommand,
  ReviewVendorBookingCommand,
} from './commands/vendor.commands';
