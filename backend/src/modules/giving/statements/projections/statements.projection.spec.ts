import { recorded } from '../../../../testing/decider-spec.util';
import { statementRunsProjection, statementsProjection } from './statements.projection';

const runId = '3e4f6c1e-9d3a-4e2b-8f5c-1a2b3c4d5e6f';

describe('statement projections', () => {
  it("keeps a run's progress, and an event applied twice changes nothing", () => {
    const stream = `statement-run-${runId}`;
    const events = [
      recorded({ type: 'StatementRunStarted', data: { runId, year: 2030, delivery: 'download', donorMemberIds: ['a', 'b', 'c'] } }, stream, 0),
      recorded(
        {
          type: 'StatementRunProgressed',
          data: {
            runId,
            statements: [
              { donorMemberId: 'a', statementId: 's1' },
              { donorMemberId: 'b', statementId: null },
            ],
            emailed: 0,
          },
        },
        stream,
        1,
      ),
      recorded({ type: 'StatementRunCompleted', data: { runId } }, stream, 2),
    ];
    let document = null;
    for (const event of [...events, events[1]]) document = statementRunsProjection.project(document, event);
    expect(document).toMatchObject({ total: 3, done: 2, statementIds: ['s1'], status: 'completed' });
  });

  it('writes a statement once, with the gifts it listed', () => {
    const content = {
      statementId: 's1',
      year: 2030,
      issuedAt: '2031-01-10T09:00:00.000Z',
      churchName: 'Grace Church',
      donor: { memberId: 'd', name: 'Lydia Purple', address: '' },
      language: 'en',
      currency: 'USD',
      gifts: [{ donationId: 'g1', amount: { minor: 100, currency: 'USD' } }],
      inKind: [{ donationId: 'g2', amount: { minor: 50, currency: 'USD' } }],
      totalDeductible: { minor: 100, currency: 'USD' },
      corrects: null,
    };
    const event = recorded({ type: 'StatementIssued', data: { content, sha256: 'abc' } }, 'donor-statements-d-2030', 0);
    const document = statementsProjection.project(null, event);
    expect(document).toMatchObject({ _id: 's1', donorMemberId: 'd', sha256: 'abc', giftCount: 2, donationIds: ['g1', 'g2'], corrects: null });
    expect(statementsProjection.project(document, event)).toBe(document);
  });
});
