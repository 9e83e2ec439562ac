import { Inject, Injectable } from '@nestjs/common';
import type { EmailBroadcastRecipientPage, EmailBroadcastRecipientsQueryDto, EmailBroadcastView } from '@koinonia/contracts';
import { CommandExecutor } from '../../../../platform/commands/command-executor.service';
import { DomainError } from '../../../../platform/errors/domain-error';
import { READ_STORE } from '../../../../platform/platform.tokens';
import type { ReadStore } from '../../../../platform/read-store/read-store.port';
import { emailBroadcastDecider } from '../domain/email-broadcast.decider';
import { emailBroadcastStream } from '../domain/email-broadcast.events';
import type { EmailBroadcastDocument } from '../projections/email-broadcasts.projection';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const toBroadcastView = (d: EmailBroadcastDocument): EmailBroadcastView => ({
  id: d._id,
  subject: d.subject,
  text: d.text,
  audience: d.audience,
  status: d.status,
  sendAt: d.sendAt,
  createdAt: d.createdAt,
  createdBy: d.createdBy,
  finishedAt: d.finishedAt,
  counts: d.counts,
  excluded: d.excluded,
  revision: d.revision,
});

@Injectable()
export class EmailBroadcastQueries {
  constructor(
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    private readonly executor: CommandExecutor,
  ) {}

  private get broadcasts() {
    return this.readStore.collection<EmailBroadcastDocument>('email-broadcasts');
  }

  /** The newest broadcasts first (those carrying announcements are the announcements' own). */
  async list(): Promise<EmailBroadcastView[]> {
    return (await this.broadcasts.find({ announcementId: null }, { sort: { createdAt: -1 }, limit: 100 })).map(toBroadcastView);
  }

  async get(id: string): Promise<EmailBroadcastView> {
    const document = UUID.test(id) ? await this.broadcasts.findOne({ _id: id }) : null;
    if (!document) throw new DomainError('NOT_FOUND');
    return toBroadcastView(document);
  }

  /**
   * A page of a broadcast's recipients in the order they were queued, with how their email went:
   * read from the broadcast's own stream (its recipients are recorded there in batches), so 10,000
   * statuses cost no read-model writes while the broadcast sends.
   */
  async recipients(id: string, query: EmailBroadcastRecipientsQueryDto): Promise<EmailBroadcastRecipientPage> {
    await this.get(id);
    const { state } = await this.executor.load(emailBroadcastStream(id), emailBroadcastDecider);
    const all = state.status === 'none' ? [] : [...state.recipients.values()];
    const matching = query.status ? all.filter((r) => r.outcome === query.status) : all;
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? 20;
    return {
      items: matching.slice((page - 1) * pageSize, page * pageSize).map((r) => ({
        memberId: r.memberId,
        name: r.name,
        email: r.email,
        status: r.outcome,
        reason: r.reason,
        sentAt: r.outcome === 'sent' ? r.at : null,
      })),
      total: matching.length,
      page,
      pageSize,
    };
  }
}
