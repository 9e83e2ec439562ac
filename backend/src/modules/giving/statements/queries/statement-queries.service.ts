import { Inject, Injectable } from '@nestjs/common';
import { can, type CurrentUser, type StatementRunView, type StatementsQueryDto, type StatementView } from '@koinonia/contracts';
import { ZipFile } from 'yazl';
import { CommandExecutor } from '../../../../platform/commands/command-executor.service';
import { DomainError } from '../../../../platform/errors/domain-error';
import { READ_STORE } from '../../../../platform/platform.tokens';
import type { Filter, ReadStore } from '../../../../platform/read-store/read-store.port';
import { MemberIdentities } from '../../../members';
import { UUID_PATTERN } from '../../domain/uuid.constant';
import { donorStatementsDecider } from '../domain/donor-statements.decider';
import { donorStatementsStream, type StatementContent } from '../domain/statement.events';
import { statementFileName } from '../jobs/statement-run.job';
import { StatementPdf } from '../pdf/statement-pdf.service';
import { statementRunsProjection, statementsProjection, type StatementDocument, type StatementRunDocument } from '../projections/statements.projection';

/** A statement as the gift's trail names it. */
export interface StatementOfGift {
  id: string;
  year: number;
  donorMemberId: string;
  issuedAt: string;
  sha256: string;
  corrects: string | null;
}

const viewOf = (document: StatementDocument): StatementView => ({
  id: document._id,
  donorMemberId: document.donorMemberId,
  donorName: document.donorName,
  year: document.year,
  sha256: document.sha256,
  corrects: document.corrects,
  issuedAt: document.issuedAt,
  totalDeductible: document.totalDeductible,
  giftCount: document.giftCount,
});

/**
 * Statements and runs. Who gives what is private: those who read the books (giving.read) read
 * every statement; anyone else only their own (the statements of their member record and of
 * records merged into it). A PDF is made again from the content its event recorded.
 */
@Injectable()
export class StatementQueries {
  constructor(
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    private readonly executor: CommandExecutor,
    private readonly identities: MemberIdentities,
    private readonly pdf: StatementPdf,
  ) {}

  private get statements() {
    return this.readStore.collection<StatementDocument>(statementsProjection.collection);
  }

  private get runs() {
    return this.readStore.collection<StatementRunDocument>(statementRunsProjection.collection);
  }

  private async ownRecords(reader: CurrentUser): Promise<string[]> {
    return reader.memberId ? this.identities.recordsOf(reader.memberId) : [];
  }

  async list(query: StatementsQueryDto, reader: CurrentUser): Promise<StatementView[]> {
    const filter: Filter = {};
    if (query.year !== undefined) filter.year = query.year;
    if (can(reader.roles, 'giving.read')) {
      if (query.donorMemberId) filter.donorMemberId = { $in: await this.identities.recordsOf(query.donorMemberId) };
    } else {
      const own = await this.ownRecords(reader);
      if (query.donorMemberId && !own.includes(query.donorMemberId)) throw new DomainError('AUTHORIZATION');
      filter.donorMemberId = { $in: own };
    }
    const documents = await this.statements.find(filter, { sort: { issuedAt: -1 }, limit: 1000 });
    return documents.map(viewOf);
  }

  /** The statement's PDF, made again from what was recorded when it was issued: the same bytes as then. */
  async pdfOf(id: string, reader: CurrentUser): Promise<{ bytes: Buffer; fileName: string }> {
    const document = UUID_PATTERN.test(id) ? await this.statements.findOne({ _id: id }) : null;
    if (!document) throw new DomainError('NOT_FOUND');
    if (!can(reader.roles, 'giving.read') && !(await this.ownRecords(reader)).includes(document.donorMemberId)) throw new DomainError('AUTHORIZATION');
    const content = await this.contentOf(document);
    const { bytes, sha256 } = await this.pdf.render(content);
    // A reprint that differs from what was issued would be a statement nobody issued: refuse it rather than send it.
    if (sha256 !== document.sha256) throw new Error(`Statement ${id} no longer renders to its recorded SHA-256`);
    return { bytes, fileName: statementFileName({ content }) };
  }

  async run(id: string): Promise<StatementRunView> {
    const document = UUID_PATTERN.test(id) ? await this.runs.findOne({ _id: id }) : null;
    if (!document) throw new DomainError('NOT_FOUND');
    return {
      id: document._id,
      year: document.year,
      delivery: document.delivery,
      status: document.status,
      total: document.total,
      done: document.done,
      emailed: document.emailed,
      startedAt: document.startedAt,
      completedAt: document.completedAt,
    };
  }

  /** The run's statements, one PDF each, in one zip, written as it is read. */
  async zipOf(id: string): Promise<NodeJS.ReadableStream> {
    const run = UUID_PATTERN.test(id) ? await this.runs.findOne({ _id: id }) : null;
    if (!run) throw new DomainError('NOT_FOUND');
    const documents = await this.statements.find({ _id: { $in: run.statementIds } });
    const zip = new ZipFile();
    const fixed = new Date(`${run.year + 1}-01-01T00:00:00Z`);
    for (const document of documents.sort((a, b) => a.donorName.localeCompare(b.donorName) || a._id.localeCompare(b._id))) {
      const content = await this.contentOf(document);
      const { bytes } = await this.pdf.render(content);
      zip.addBuffer(bytes, statementFileName({ content }), { mtime: fixed, compress: false });
    }
    zip.end();
    return zip.outputStream;
  }

  /** The statements a gift appeared on, oldest first: for its trail in the audit. */
  async statementsOfGift(donationId: string): Promise<StatementOfGift[]> {
    const documents = await this.statements.find({ donationIds: donationId }, { sort: { issuedAt: 1 } });
    return documents.map((d) => ({ id: d._id, year: d.year, donorMemberId: d.donorMemberId, issuedAt: d.issuedAt, sha256: d.sha256, corrects: d.corrects }));
  }

  private async contentOf(document: StatementDocument): Promise<StatementContent> {
    const { state } = await this.executor.load(donorStatementsStream(document.donorMemberId, document.year), donorStatementsDecider);
    const issued = state.issued.find((statement) => statement.content.statementId === document._id);
    if (!issued) throw new DomainError('NOT_FOUND');
    return issued.content;
  }
}
