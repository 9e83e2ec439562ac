import { Inject, Injectable, Logger } from '@nestjs/common';
import { CommandExecutor } from '../../../../platform/commands/command-executor.service';
import { MAILER, type Mailer } from '../../../../platform/mail/mail.port';
import { statementRunDecider } from '../domain/statement-run.decider';
import { statementRunStream } from '../domain/statement.events';
import { statementMail } from '../mail/statement-mail.words';
import { StatementPdf } from '../pdf/statement-pdf.service';
import { StatementIssuer, type IssueOutcome } from '../statement-issuer.service';

/** Donors done between two recorded progress events: the bar moves this often, and a restart redoes at most this many. */
export const STATEMENT_RUN_SLICE = 50;

/** `statement-<year>-<donor>-<id>.pdf`, the name a statement goes by in an email and in a zip. */
export const statementFileName = (outcome: Pick<IssueOutcome, 'content'>) =>
  `statement-${outcome.content.year}-${outcome.content.donor.name.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '') || 'donor'}-${outcome.content.statementId.slice(0, 8)}.pdf`;

/**
 * Carries out a run for all donors of a year: each donor's statement issued as one is issued by
 * hand (or the standing one kept when nothing changed), emailed when the run says so, progress
 * recorded every slice. It starts from what the run's stream has recorded, so after a restart it
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
      const statements: Array<{ donorMemberId: string; statementId: string | null }> = [];
      let emailed = 0;
      for (const donorMemberId of pending.slice(start, start + STATEMENT_RUN_SLICE)) {
        const outcome = await this.issueOne(donorMemberId, state.year, actorId, lookups, giftsByDonor.get(donorMemberId) ?? []);
        statements.push({ donorMemberId, statementId: outcome?.statementId ?? null });
        if (outcome && state.delivery === 'email' && (await this.email(outcome, lookups.churchName))) emailed++;
        // The stores answer synchronously under their promises: without a turn of the event loop per donor, a run
        // of thousands would hold every request (its own progress bar's too) until it ended.
        await new Promise((resolve) => setImmediate(resolve));
      }
      await this.executor.execute(stream, statementRunDecider, { type: 'RecordStatementRunProgress', runId, statements, emailed }, { actorId });
    }
    await this.executor.execute(stream, statementRunDecider, { type: 'CompleteStatementRun', runId }, { actorId });
  }

  /** A donor whose record is gone from the directory is passed over (no statement), not the whole run. */
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
    const { bytes } = await this.pdf.render(outcome.content);
    const mail = statementMail(outcome.donor.language, outcome.content.year, church, outcome.donor.name);
    await this.mailer.send({
      to: outcome.donor.email,
      ...mail,
      attachments: [{ filename: statementFileName(outcome), contentType: 'application/pdf', content: bytes }],
    });
    return true;
  }
}
