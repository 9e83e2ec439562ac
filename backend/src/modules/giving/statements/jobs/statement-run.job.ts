import { Inject, Injectable, Logger } from '@nestjs/common';
import { CommandExecutor } from '../../../../platform/commands/command-executor.service';
import { MAILER, type Mailer } from '../../../../platform/mail/mail.port';
import { statementRunDecider } from '../domain/statement-run.decider';
import { statementRunStream } from '../domain/statement.events';
import { statementMail } from '../mail/statement-mail.words';
import { StatementPdf } from '../pdf/statement-pdf.service';
import type { DonationDocument } from '../../projections/giving.projections';
import { donorStatementsDecider } from '../domain/donor-statements.decider';
import { StatementIssuer, type IssueOutcome, type PreparedStatement, type StatementLookups } from '../statement-issuer.service';

/** Donors done between two recorded progress events: the bar moves this often, and a restart redoes at most this many. */
export const STATEMENT_RUN_SLICE = 50;

/**
 * Donors prepared at once within a slice: their statements render on worker threads
 * (StatementPdf), so while one renders the next donors' gifts and standing statements are read.
 */
const PREPARED_AT_ONCE = 4;

/** `statement-<year>-<donor>-<id>.pdf`, the name a statement goes by in an email and in a zip. */
export const statementFileName = (outcome: Pick<IssueOutcome, 'content'>) =>
  `statement-${outcome.content.year}-${outcome.content.donor.name.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '') || 'donor'}-${outcome.content.statementId.slice(0, 8)}.pdf`;

/**
 * Carries out a run for all donors of a year: each donor's statement made as one is issued by
 * hand (or the standing one kept when nothing changed), a slice's new statements recorded
 * together, then emailed when the run says so, progress recorded every slice. It starts from what the run's stream has recorded, so after a restart it
 * continues with the donors not done; a slice cut short is done again (a statement already issued
 * is found standing, an email may go twice).
 */
@Injectable()
export class StatementRunJob {
  private readonly logger = new Logger('StatementRunJob');

  constructor(
    private readonly executor: CommandExecutor,
    private readonly issuer: StatementIssuer,
    private readonly pdf: StatementPdf,
    @Inject(MAILER) private readonly mailer: Mailer,
  ) {}

  async run(runId: string, actorId: string | null): Promise<void> {
    const stream = statementRunStream(runId);
    const { state } = await this.executor.load(stream, statementRunDecider);
    if (state.status !== 'running') return;
    const lookups = await this.issuer.lookups();
    const giftsByDonor = await this.issuer.giftsOfYear(state.year);
    const pending = state.donorMemberIds.filter((id) => !(id in state.done));
    for (let start = 0; start < pending.length; start += STATEMENT_RUN_SLICE) {
      const donors = pending.slice(start, start + STATEMENT_RUN_SLICE);
      const prepared: Array<PreparedStatement | null> = new Array(donors.length).fill(null);
      let next = 0;
      const lane = async () => {
        while (next < donors.length) {
          const i = next++;
          prepared[i] = await this.prepareOne(donors[i], state.year, lookups, giftsByDonor.get(donors[i]) ?? []);
          // The stores answer synchronously under their promises: without a turn of the event loop per donor, a run
          // of thousands would hold every request (its own progress bar's too) until it ended.
          await new Promise((resolve) => setImmediate(resolve));
        }
      };
      await Promise.all(Array.from({ length: Math.min(PREPARED_AT_ONCE, donors.length) }, lane));
      const slice = donors.map((donorMemberId, i) => ({ donorMemberId, prepared: prepared[i] }));
      const outcomes = await this.record(slice, state.year, actorId, lookups, giftsByDonor);
      let emailed = 0;
      // Only statements recorded are sent.
      if (state.delivery === 'email') for (const outcome of outcomes) if (outcome && (await this.email(outcome, lookups.churchName))) emailed++;
      const statements = slice.map(({ donorMemberId }, i) => ({ donorMemberId, statementId: outcomes[i]?.statementId ?? null }));
      await this.executor.execute(stream, statementRunDecider, { type: 'RecordStatementRunProgress', runId, statements, emailed }, { actorId });
    }
    await this.executor.execute(stream, statementRunDecider, { type: 'CompleteStatementRun', runId }, { actorId });
  }

  /**
   * A slice's new statements recorded together (one transaction, one sync to disk, on SQLite). When
   * that fails (a statement of the slice issued by hand meanwhile, say), each is issued again on
   * its own, as by hand: one already recorded (a store that appends stream by stream) stands.
   */
  private async record(
    slice: Array<{ donorMemberId: string; prepared: PreparedStatement | null }>,
    year: number,
    actorId: string | null,
    lookups: StatementLookups,
    giftsByDonor: Map<string, DonationDocument[]>,
  ): Promise<Array<IssueOutcome | null>> {
    const recording = slice.flatMap(({ prepared }) => (prepared?.record ? [{ ...prepared.record, outcome: prepared.outcome }] : []));
    if (recording.length === 0) return slice.map(({ prepared }) => prepared?.outcome ?? null);
    try {
      const done = await this.executor.executeAll(
        donorStatementsDecider,
        recording.map(({ stream, command, expectedRevision }) => ({ stream, command, options: { actorId, expectedRevision } })),
      );
      const positions = new Map(recording.map(({ outcome }, i) => [outcome, done[i].position]));
      return slice.map(({ prepared }) => (prepared ? { ...prepared.outcome, position: positions.get(prepared.outcome) ?? null } : null));
    } catch (error) {
      this.logger.warn(`A slice of statements recorded one by one: ${String(error)}`);
      const outcomes: Array<IssueOutcome | null> = [];
      for (const { donorMemberId, prepared } of slice) {
        outcomes.push(
          prepared?.record ? await this.issueOne(donorMemberId, year, actorId, lookups, giftsByDonor.get(donorMemberId) ?? []) : (prepared?.outcome ?? null),
        );
      }
      return outcomes;
    }
  }

  /** A donor whose record is gone from the directory is passed over (no statement), not the whole run. */
  private async prepareOne(...args: Parameters<StatementIssuer['prepare']>): Promise<PreparedStatement | null> {
    try {
      return await this.issuer.prepare(args[0], args[1], args[2], args[3], { skipEmpty: true });
    } catch (error) {
      this.logger.warn(`No statement for ${args[0]}: ${String(error)}`);
      return null;
    }
  }

  private async issueOne(...args: Parameters<StatementIssuer['issue']>): Promise<IssueOutcome | null> {
    try {
      return await this.issuer.issue(args[0], args[1], args[2], args[3], args[4], { skipEmpty: true });
    } catch (error) {
      this.logger.warn(`No statement for ${args[0]}: ${String(error)}`);
      return null;
    }
  }

  private async email(outcome: IssueOutcome, church: string): Promise<boolean> {
    if (!outcome.donor.email) return false;
    const bytes = outcome.bytes ?? (await this.pdf.render(outcome.content)).bytes;
    const mail = statementMail(outcome.donor.language, outcome.content.year, church, outcome.donor.name);
    await this.mailer.send({
      to: outcome.donor.email,
      ...mail,
      attachments: [{ filename: statementFileName(outcome), contentType: 'application/pdf', content: bytes }],
    });
    return true;
  }
}
