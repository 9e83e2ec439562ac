import { Inject, Injectable } from '@nestjs/common';
import type { CareCommunicationList, CareRequestList, CareRequestView, CurrentUser, PastoralNoteList } from '@koinonia/contracts';
import { USER_DIRECTORY, type UserDirectory } from '../../../platform/auth/user-directory.port';
import { DomainError } from '../../../platform/errors/domain-error';
import { READ_STORE } from '../../../platform/platform.tokens';
import type { Filter, ReadStore } from '../../../platform/read-store/read-store.port';
import { MemberIdentities, MemberQueriesService, WHOLE_DIRECTORY } from '../../members';
import { SensitiveAccessLog } from '../../security';
import { CareSecrets } from '../care-secrets.service';
import type { CareCommunicationDocument, PastoralNoteDocument } from '../projections/care-records.projection';
import type { CareRequestDocument } from '../projections/care-requests.projection';

const LIST_LIMIT = 500;

/** Not resolved, and its follow-up date is before today. */
export function isOverdue(document: Pick<CareRequestDocument, 'status' | 'followUpOn'>, today: string): boolean {
  return document.status !== 'resolved' && document.followUpOn !== null && document.followUpOn < today;
}

@Injectable()
export class CareQueriesService {
  constructor(
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    @Inject(USER_DIRECTORY) private readonly directory: UserDirectory,
    private readonly members: MemberQueriesService,
    private readonly secrets: CareSecrets,
    private readonly accessLog: SensitiveAccessLog,
    private readonly identities: MemberIdentities,
  ) {}

  /**
   * Whose records a person's care reads: their own and those merged into theirs (none when they
   * were merged away). Care events keep the record they were recorded on; an unmerge needs nothing undone.
   */
  private async personFilter(memberId: string): Promise<Filter> {
    return { memberId: { $in: await this.identities.recordsOf(memberId) } };
  }

  /** Each document's person as they show now: a record merged away shows as its survivor. */
  private async shownAs<D extends { memberId: string }>(documents: D[]): Promise<D[]> {
    const survivors = await this.identities.survivorsOf(documents.map((document) => document.memberId));
    if (survivors.size === 0) return documents;
    return documents.map((document) => ({ ...document, memberId: survivors.get(document.memberId) ?? document.memberId }));
  }

  /** Care requests, open ones first and the overdue among them at the top. */
  async requests(memberId: string | undefined, now = new Date()): Promise<CareRequestList> {
    const filter: Filter = memberId ? await this.personFilter(memberId) : {};
    const documents = await this.shownAs(
      await this.readStore.collection<CareRequestDocument>('care-requests').find(filter, { sort: { openedAt: -1, _id: -1 }, limit: LIST_LIMIT }),
    );
    const today = now.toISOString().slice(0, 10);
    const [people, users] = await Promise.all([
      this.memberNames(documents.map((document) => document.memberId)),
      this.directory.namesOf(documents.flatMap((document) => (document.assignedTo ? [document.assignedTo] : []))),
    ]);
    const rank = (view: CareRequestView) => (view.status === 'resolved' ? 2 : view.overdue ? 0 : 1);
    const items = documents
      .map((document): CareRequestView => ({
        id: document._id,
        type: document.requestType,
        urgency: document.urgency,
        status: document.status,
        memberId: document.memberId,
        memberName: people.get(document.memberId) ?? '',
        assignedTo: document.assignedTo,
        assigneeName: document.assignedTo ? (users.get(document.assignedTo)?.displayName ?? '') : null,
        followUpOn: document.followUpOn,
        overdue: isOverdue(document, today),
        openedAt: document.openedAt,
        updatedAt: document.updatedAt,
        revision: document.revision,
      }))
      .sort((a, b) => rank(a) - rank(b));
    return { items };
  }

  /** A person's notes (or one request's), opened for the reader; each read is in the security log before it leaves. */
  async notes(memberId: string, careRequestId: string | undefined, reader: CurrentUser, ip: string): Promise<PastoralNoteList> {
    const person = await this.personFilter(memberId);
    const filter: Filter = careRequestId ? { ...person, careRequestId } : person;
    const found = await this.readStore.collection<PastoralNoteDocument>('pastoral-notes').find(filter, { sort: { writtenAt: -1, _id: -1 }, limit: LIST_LIMIT });
    // The log names the record each note was written on.
    await Promise.all(
      found.map((document) => this.accessLog.pastoralNoteRead({ userId: reader.id, ip }, { pastoralNoteId: document._id, memberId: document.memberId })),
    );
    const documents = await this.shownAs(found);
    const authors = await this.directory.namesOf(documents.flatMap((document) => (document.authorId ? [document.authorId] : [])));
    return {
      items: documents.map((document) => ({
        id: document._id,
        memberId: document.memberId,
        careRequestId: document.careRequestId,
        text: this.secrets.open('note', document.sealed),
        authorName: document.authorId ? (authors.get(document.authorId)?.displayName ?? '') : '',
        writtenAt: document.writtenAt,
      })),
    };
  }

  /** One person's communications log, or everyone's latest. */
  async communications(memberId: string | undefined): Promise<CareCommunicationList> {
    const filter: Filter = memberId ? await this.personFilter(memberId) : {};
    const documents = await this.shownAs(
      await this.readStore.collection<CareCommunicationDocument>('care-communications').find(filter, { sort: { occurredAt: -1, _id: -1 }, limit: LIST_LIMIT }),
    );
    const [people, users] = await Promise.all([
      this.memberNames(documents.map((document) => document.memberId)),
      this.directory.namesOf(documents.flatMap((document) => (document.byId ? [document.byId] : []))),
    ]);
    return {
      items: documents.map((document) => ({
        id: document._id,
        memberId: document.memberId,
        memberName: people.get(document.memberId) ?? '',
        kind: document.kind,
        summary: this.secrets.open('communication', document.sealedSummary),
        byName: document.byId ? (users.get(document.byId)?.displayName ?? '') : '',
        occurredAt: document.occurredAt,
      })),
    };
  }

  /** Names through the members context's public face; a record gone since reads as ''. */
  private async memberNames(ids: string[]): Promise<Map<string, string>> {
    const unique = [...new Set(ids)];
    const names = await Promise.all(
      unique.map((id) =>
        this.members.get(id, WHOLE_DIRECTORY).then(
          (member) => member.fullName,
          (error: unknown) => {
            if (error instanceof DomainError && error.code === 'MEMBER_NOT_FOUND') return '';
            throw error;
          },
        ),
      ),
    );
    return new Map(unique.map((id, i) => [id, names[i]]));
  }
}
