import type { Money } from '@koinonia/contracts';
import { deciderSpec } from '../../../../testing/decider-spec.util';
import { donorStatementsDecider } from './donor-statements.decider';
import { statementRunDecider } from './statement-run.decider';
import type { DonorStatementEvent, StatementContent, StatementGift, StatementRunEvent } from './statement.events';

const usd = (minor: number): Money => ({ minor, currency: 'USD' });
const donor = '0b1f6c1e-9d3a-4e2b-8f5c-1a2b3c4d5e6f';
const runId = '3e4f6c1e-9d3a-4e2b-8f5c-1a2b3c4d5e6f';
const giftOf = (donationId: string, minor: number, revision = 0): StatementGift => ({
  donationId,
  revision,
  receivedOn: '2030-03-08',
  funds: ['General'],
  amount: usd(minor),
  deductible: usd(minor),
  method: 'cash',
  chequeNumber: null,
  inKindDescription: null,
});
const content = (statementId: string, gifts: StatementGift[], corrects: StatementContent['corrects'] = null): StatementContent => ({
  statementId,
  year: 2030,
  issuedAt: '2031-01-10T09:00:00.000Z',
  churchName: 'Grace Church',
  donor: { memberId: donor, name: 'Lydia Purple', address: '' },
  language: 'en',
  currency: 'USD',
  gifts,
  inKind: [],
  totalDeductible: usd(gifts.reduce((sum, gift) => sum + gift.amount.minor, 0)),
  corrects,
});
const issued = (c: StatementContent): DonorStatementEvent => ({ type: 'StatementIssued', data: { content: c, sha256: `sha-${c.statementId}` } });
const original = content('s1', [giftOf('g1', 1000), giftOf('g2', 500)]);
const correction = {
  statementId: 's1',
  issuedAt: original.issuedAt,
  sha256: 'sha-s1',
  added: [],
  removed: [giftOf('g2', 500)],
  previousTotal: usd(1500),
  total: usd(1000),
};

describe('donor statements decider', () => {
  const spec = deciderSpec(donorStatementsDecider);

  it('issues the first statement of a year', () => {
    spec
      .given([])
      .when({ type: 'IssueStatement', content: original, sha256: 'sha-s1' })
      .then([issued(original)]);
  });

  it('records nothing when the same gifts are stated again (the statement issued stands)', () => {
    spec
      .given([issued(original)])
      .when({ type: 'IssueStatement', content: content('s9', [giftOf('g2', 500), giftOf('g1', 1000)]), sha256: 'other' })
      .thenNothing();
  });

  it('issues a corrected statement once a gift changed, naming the one it corrects', () => {
    const corrected = content('s2', [giftOf('g1', 1000)], correction);
    spec
      .given([issued(original)])
      .when({ type: 'IssueStatement', content: corrected, sha256: 'sha-s2' })
      .then([issued(corrected)]);
  });

  it('refuses a statement that does not correct the last one issued (another issued it meanwhile)', () => {
    spec
      .given([issued(original)])
      .when({ type: 'IssueStatement', content: content('s2', [giftOf('g1', 1000)]), sha256: 'sha-s2' })
      .thenThrows('CONCURRENCY_CONFLICT');
    spec
      .given([])
      .when({ type: 'IssueStatement', content: content('s2', [giftOf('g1', 1000)], correction), sha256: 'sha-s2' })
      .thenThrows('CONCURRENCY_CONFLICT');
  });
});

describe('statement run decider', () => {
  const spec = deciderSpec(statementRunDecider);
  const started: StatementRunEvent = { type: 'StatementRunStarted', data: { runId, year: 2030, delivery: 'email', donorMemberIds: ['a', 'b'] } };

  it('starts once, records progress for donors not yet done, completes once', () => {
    spec
      .given([])
      .when({ type: 'StartStatementRun', runId, year: 2030, delivery: 'email', donorMemberIds: ['a', 'b'] })
      .then([started]);
    spec.given([started]).when({ type: 'StartStatementRun', runId, year: 2030, delivery: 'email', donorMemberIds: [] }).thenThrows('CONCURRENCY_CONFLICT');
    const progressed: StatementRunEvent = {
      type: 'StatementRunProgressed',
      data: { runId, statements: [{ donorMemberId: 'a', statementId: 's1' }], emailed: 1 },
    };
    spec
      .given([started])
      .when({ type: 'RecordStatementRunProgress', runId, statements: [{ donorMemberId: 'a', statementId: 's1' }], emailed: 1 })
      .then([progressed]);
    spec
      .given([started, progressed])
      .when({ type: 'RecordStatementRunProgress', runId, statements: [{ donorMemberId: 'a', statementId: 's1' }], emailed: 1 })
      .thenNothing();
    spec
      .given([started, progressed])
      .when({ type: 'CompleteStatementRun', runId })
      .then([{ type: 'StatementRunCompleted', data: { runId } }]);
    spec
      .given([started, { type: 'StatementRunCompleted', data: { runId } }])
      .when({ type: 'CompleteStatementRun', runId })
      .thenNothing();
    spec.given([]).when({ type: 'RecordStatementRunProgress', runId, statements: [], emailed: 0 }).thenThrows('NOT_FOUND');
  });
});
