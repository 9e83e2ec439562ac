import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { bySystem } from '../../platform/commands/command-actor.type';
import { PeriodicJob } from '../../platform/jobs/periodic-job';
import { ChurchQuery } from '../organisation';
import { CompleteVendorBookingCommand } from './commands/vendor.commands';
import { VendorQueries } from './queries/vendor-queries.service';

const EVERY_MS = 10 * 60 * 1000;

/** The church's wall clock at `now`, to the minute, as bookings write their times (`2026-12-20T18:00`). */
export function localMinute(now: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: timeZone || 'UTC',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '00';
  return `${part('year')}-${part('month')}-${part('day')}T${part('hour')}:${part('minute')}`;
}

/** After its end, a confirmed booking completes (and its requester may review it). */
@Injectable()
export class VendorBookingCompletionJob extends PeriodicJob {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: VendorQueries,
    private readonly church: ChurchQuery,
  ) {
    super('vendor-booking-completion', EVERY_MS);
  }

  async run(now = new Date()): Promise<number> {
    const localNow = localMinute(now, (await this.church.current())?.timeZone ?? '');
    const ended = await this.queries.endedConfirmed(localNow);
    for (const bookingId of ended) await this.commands.execute(new CompleteVendorBookingCommand(bookingId, localNow, bySystem()));
    return ended.length;
  }
}
