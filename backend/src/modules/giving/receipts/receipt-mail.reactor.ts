import { Injectable } from '@nestjs/common';
import type { RecordedEvent } from '../../../platform/event-store/event-store.port';
import type { Reactor } from '../../../platform/reactors/reactor.type';
import type { DonationRecorded } from '../domain/giving.events';
import { Receipts } from './receipts.service';

/**
 * A gift's receipt, emailed to its donor when the gift is recorded. From the store's head on: a
 * church starting to use Koinonia does not mail receipts for its past. At least once, sent once by
 * the event's id (Receipts.mail). Anonymous gifts and households' gifts mail nobody.
 */
@Injectable()
export class ReceiptMailReactor implements Reactor {
  readonly name = 'giving-receipt-mail';
  readonly checkpoint = { kind: 'document', from: 'now' } as const;

  constructor(private readonly receipts: Receipts) {}

  handles(event: RecordedEvent): boolean {
    return event.type === ('DonationRecorded' satisfies DonationRecorded['type']) && (event.data as DonationRecorded['data']).donorMemberId !== null;
  }

  async handle(event: RecordedEvent): Promise<void> {
    await this.receipts.mail(event);
  }
}
