import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { VALIDATION_MESSAGES } from '@koinonia/contracts';
import { actorIdOf, type CommandActor } from '../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../platform/commands/command-done.type';
import { CommandExecutor } from '../../../platform/commands/command-executor.service';
import { DomainError } from '../../../platform/errors/domain-error';
import { vendorBookingDecider, type VendorBookingCommand } from '../domain/vendor-booking.decider';
import { vendorScheduleDecider } from '../domain/vendor-schedule.decider';
import { vendorDecider } from '../domain/vendor.decider';
import { vendorBookingStream, vendorScheduleStream, vendorStream } from '../domain/vendors.events';
import { UUID } from './vendor-profile.handlers';
import {
  AnswerVendorBookingCommand,
  CancelVendorBookingCommand,
  CompleteVendorBookingCommand,
  RequestVendorBookingCommand,
  ReviewVendorBookingCommand,
} from './vendor.commands';

/** A booking asks for a vendor in the directory, for a time that ends after it starts. */
@CommandHandler(RequestVendorBookingCommand)
export class RequestVendorBookingHandler implements ICommandHandler<RequestVendorBookingCommand, CommandDone> {
  constructor(private readonly executor: CommandExecutor) {}

  async execute({ bookingId, asked, actor }: RequestVendorBookingCommand): Promise<CommandDone> {
    const vendor = UUID.test(asked.vendorId) ? (await this.executor.load(vendorStream(asked.vendorId), vendorDecider)).state : null;
    if (!vendor?.exists || !vendor.profile) throw new DomainError('NOT_FOUND', { vendorId: asked.vendorId });
    if (asked.endsAt <= asked.startsAt) throw DomainError.validation([{ field: 'endsAt', message: VALIDATION_MESSAGES.dateOrder }]);
    if (asked.budget && asked.budget.minor < 0) throw DomainError.validation([{ field: 'budget', message: VALIDATION_MESSAGES.choice }]);
    const actorId = actorIdOf(actor);
    const request = { bookingId, ...asked, vendorName: vendor.profile.name, requestedBy: actorId, vendorUserId: vendor.userId };
    const outcome = await this.executor.execute(vendorBookingStream(bookingId), vendorBookingDecider, { type: 'RequestVendorBooking', request }, { actorId });
    return { id: bookingId, revision: outcome.revision, position: outcome.position };
  }
}

async function onBooking(executor: CommandExecutor, bookingId: string, command: VendorBookingCommand, actor: CommandActor): Promise<CommandDone> {
  const outcome = await executor.execute(vendorBookingStream(bookingId), vendorBookingDecider, command, { actorId: actorIdOf(actor) });
  return { id: bookingId, revision: outcome.revision, position: outcome.position };
}

async function loadBooking(executor: CommandExecutor, bookingId: string) {
  const booking = UUID.test(bookingId) ? (await executor.load(vendorBookingStream(bookingId), vendorBookingDecider)).state : null;
  if (!booking || booking.status === 'none') throw new DomainError('NOT_FOUND');
  return booking;
}

/**
 * The vendor's own account confirms or declines. A confirmation first reserves the time on the
 * vendor's schedule, which refuses a time overlapping one already confirmed (VENDOR_BOOKING_CONFLICT);
 * should the booking have moved on meanwhile (cancelled), the time is released again.
 */
@CommandHandler(AnswerVendorBookingCommand)
export class AnswerVendorBookingHandler implements ICommandHandler<AnswerVendorBookingCommand, CommandDone> {
  constructor(private readonly executor: CommandExecutor) {}

  async execute({ bookingId, answer, message, actor }: AnswerVendorBookingCommand): Promise<CommandDone> {
    const booking = await loadBooking(this.executor, bookingId);
    const vendor = (await this.executor.load(vendorStream(booking.vendorId), vendorDecider)).state;
    const actorId = actorIdOf(actor);
    if (actorId === null || actorId !== vendor.userId) throw new DomainError('AUTHORIZATION');
    const command: VendorBookingCommand =
      answer === 'confirm'
        ? { type: 'ConfirmVendorBooking', bookingId, vendorUserId: vendor.userId, message }
        : { type: 'DeclineVendorBooking', bookingId, vendorUserId: vendor.userId, message };
    if (answer === 'decline' || booking.status !== 'pending') return onBooking(this.executor, bookingId, command, actor);
    const schedule = vendorScheduleStream(booking.vendorId);
    const time = { vendorId: booking.vendorId, bookingId, startsAt: booking.startsAt, endsAt: booking.endsAt };
    await this.executor.execute(schedule, vendorScheduleDecider, { type: 'ReserveVendorTime', ...time }, { actorId, retries: 3 });
    try {
      return await onBooking(this.executor, bookingId, command, actor);
    } catch (error) {
      await this.executor.execute(
        schedule,
        vendorScheduleDecider,
        { type: 'ReleaseVendorTime', vendorId: booking.vendorId, bookingId },
        { actorId, retries: 3 },
      );
      throw error;
    }
  }
}

@CommandHandler(CancelVendorBookingCommand)
export class CancelVendorBookingHandler implements ICommandHandler<CancelVendorBookingCommand, CommandDone> {
  constructor(private readonly executor: CommandExecutor) {}

  async execute({ bookingId, actor }: CancelVendorBookingCommand): Promise<CommandDone> {
    const booking = await loadBooking(this.executor, bookingId);
    const done = await onBooking(this.executor, bookingId, { type: 'CancelVendorBooking', bookingId }, actor);
    await this.executor.execute(
      vendorScheduleStream(booking.vendorId),
      vendorScheduleDecider,
      { type: 'ReleaseVendorTime', vendorId: booking.vendorId, bookingId },
      { actorId: actorIdOf(actor), retries: 3 },
    );
    return done;
  }
}

@CommandHandler(CompleteVendorBookingCommand)
export class CompleteVendorBookingHandler implements ICommandHandler<CompleteVendorBookingCommand, CommandDone> {
  constructor(private readonly executor: CommandExecutor) {}

  async execute({ bookingId, localNow, actor }: CompleteVendorBookingCommand): Promise<CommandDone> {
    await loadBooking(this.executor, bookingId);
    return onBooking(this.executor, bookingId, { type: 'CompleteVendorBooking', bookingId, localNow }, actor);
  }
}

@CommandHandler(ReviewVendorBookingCommand)
export class ReviewVendorBookingHandler implements ICommandHandler<ReviewVendorBookingCommand, CommandDone> {
  constructor(private readonly executor: CommandExecutor) {}

  async execute({ bookingId, rating, comment, actor }: ReviewVendorBookingCommand): Promise<CommandDone> {
    await loadBooking(this.executor, bookingId);
    return onBooking(this.executor, bookingId, { type: 'ReviewVendorBooking', bookingId, rating, comment }, actor);
  }
}

export const VENDOR_COMMAND_HANDLERS_BOOKINGS = [
  RequestVendorBookingHandler,
  AnswerVendorBookingHandler,
  CancelVendorBookingHandler,
  CompleteVendorBookingHandler,
  ReviewVendorBookingHandler,
];
