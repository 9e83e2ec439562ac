import { Command } from '@nestjs/cqrs';
import type { Money } from '@koinonia/contracts';
import type { CommandActor } from '../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../platform/commands/command-done.type';
import type { UploadedFile } from '../../../platform/http/uploaded-file.util';
import type { VendorProfile } from '../domain/vendors.events';

/** Add a vendor to the directory, with the vendor account that keeps it if there is one. */
export class AddVendorCommand extends Command<CommandDone> {
  constructor(
    readonly vendorId: string,
    readonly profile: VendorProfile,
    readonly userId: string | null,
    readonly actor: CommandActor,
  ) {
    super();
  }
}

/** Change a vendor's profile: the office any, a vendor their own (the controller finds which). */
export class ChangeVendorProfileCommand extends Command<CommandDone> {
  constructor(
    readonly vendorId: string,
    readonly profile: VendorProfile,
    readonly expectedRevision: number | undefined,
    readonly actor: CommandActor,
  ) {
    super();
  }
}

export interface VendorBookingAsked {
  vendorId: string;
  startsAt: string;
  endsAt: string;
  service: string;
  notes: string | null;
  event: string | null;
  attendees: number | null;
  budget: Money | null;
}

/** Ask a vendor for a time: pending until the vendor answers. */
export class RequestVendorBookingCommand extends Command<CommandDone> {
  constructor(
    readonly bookingId: string,
    readonly asked: VendorBookingAsked,
    readonly actor: CommandActor,
  ) {
    super();
  }
}

/** The vendor's answer, with a message if they like. */
export class AnswerVendorBookingCommand extends Command<CommandDone> {
  constructor(
    readonly bookingId: string,
    readonly answer: 'confirm' | 'decline',
    readonly message: string | null,
    readonly actor: CommandActor,
  ) {
    super();
  }
}

/** The church calls a booking off while it is pending or confirmed; the vendor's time is freed. */
export class CancelVendorBookingCommand extends Command<CommandDone> {
  constructor(
    readonly bookingId: string,
    readonly actor: CommandActor,
  ) {
    super();
  }
}

/** A confirmed booking whose end has passed on the church's clock (`localNow`) completes. */
export class CompleteVendorBookingCommand extends Command<CommandDone> {
  constructor(
    readonly bookingId: string,
    readonly localNow: string,
    readonly actor: CommandActor,
  ) {
    super();
  }
}

/** The requester reviews a completed booking, once. */
export class ReviewVendorBookingCommand extends Command<CommandDone> {
  constructor(
    readonly bookingId: string,
    readonly rating: number,
    readonly comment: string | null,
    readonly actor: CommandActor,
  ) {
    super();
  }
}

/** Add an uploaded photo to a vendor's profile (the office any, a vendor their own: the controller finds which). */
export class AddVendorPhotoCommand extends Command<CommandDone> {
  constructor(
    readonly vendorId: string,
    readonly photoId: string,
    readonly file: UploadedFile,
    readonly actor: CommandActor,
  ) {
    super();
  }
}

/** Take a photo off a vendor's profile; its files go with it. */
export class RemoveVendorPhotoCommand extends Command<CommandDone> {
  constructor(
    readonly vendorId: string,
    readonly photoId: string,
    readonly actor: CommandActor,
  ) {
    super();
  }
}

/** Link a vendor account (one keeping no other profile) to a profile with none: an administrator's. */
export class LinkVendorAccountCommand extends Command<CommandDone> {
  constructor(
    readonly vendorId: string,
    readonly userId: string,
    readonly actor: CommandActor,
  ) {
    super();
  }
}

/** Take the vendor account off a profile, freeing it to keep another: an administrator's. */
export class UnlinkVendorAccountCommand extends Command<CommandDone> {
  constructor(
    readonly vendorId: string,
    readonly actor: CommandActor,
  ) {
    super();
  }
}
