import { deciderSpec, recorded } from '../../../testing/decider-spec.util';
import { memberImportsProjection } from '../projections/member-imports.projection';
import { memberImportDecider } from './member-import.decider';
import type { MemberImportEvent, PlannedRow, RowResult } from './member-import.events';

const importId = 'import-1';
const spec = deciderSpec(memberImportDecider);
const details = { fullName: 'Ruth Moab', email: 'ruth@example.org', phone: '', address: '', ministry: 'Care', role: 'member' as const };
const plan: PlannedRow[] = [
  { row: 2, action: 'create', memberId: 'm-1', details },
  { row: 3, action: 'reject', name: 'Bad', errors: [{ field: 'email', message: 'Please enter a valid email address.' }], values: ['Bad', 'x'] },
  { row: 4, action: 'update', memberId: 'm-2', name: 'Naomi', changes: { phone: '(217) 555-0101' }, previous: { phone: '' }, expectedRevision: 3 },
];
const created: RowResult = { row: 2, outcome: 'created', memberId: 'm-1', name: 'Ruth Moab', revision: 0, errors: [] };
const rejected: RowResult = {
  row: 3,
  outcome: 'rejected',
  memberId: null,
  name: 'Bad',
  revision: null,
  errors: plan[1].action === 'reject' ? plan[1].errors : [],
  values: ['Bad', 'x'],
};
const updated: RowResult = { row: 4, outcome: 'updated', memberId: 'm-2', name: 'Naomi', revision: 4, errors: [] };

const uploaded: MemberImportEvent = {
  type: 'MemberImportUploaded',
  data: { importId, filename: 'people.csv', encoding: 'utf-8', delimiter: ',', columns: ['Name', 'Email'], rows: [['Ruth Moab', 'ruth@example.org']] },
};
const committed: MemberImportEvent = { type: 'MemberImportCommitted', data: { importId, mapping: { fullName: 0, email: 1 }, duplicates: 'update', plan } };
const firstRows: MemberImportEvent = { type: 'MemberImportRowsRecorded', data: { importId, results: [created, rejected] } };
const completed: MemberImportEvent = { type: 'MemberImportCompleted', data: { importId } };
const lastRows: MemberImportEvent = { type: 'MemberImportRowsRecorded', data: { importId, results: [updated] } };
const undoRequested: MemberImportEvent = { type: 'MemberImportUndoRequested', data: { importId } };

describe('member import decider', () => {
  it('keeps an upload, once', () => {
    spec
      .given([])
      .when({ type: 'UploadMemberImport', upload: uploaded.data as never })
      .then([uploaded]);
    spec
      .given([uploaded])
      .when({ type: 'UploadMemberImport', upload: uploaded.data as never })
      .thenThrows('CONCURRENCY_CONFLICT');
  });

  it('commits an uploaded import once; an unknown one is not found', () => {
    spec
      .given([uploaded])
      .when({ type: 'CommitMemberImport', importId, mapping: { fullName: 0, email: 1 }, duplicates: 'update', plan })
      .then([committed]);
    spec.given([uploaded, committed]).when({ type: 'CommitMemberImport', importId, mapping: {}, duplicates: 'skip', plan }).thenThrows('CONCURRENCY_CONFLICT');
    spec.given([]).when({ type: 'CommitMemberImport', importId, mapping: {}, duplicates: 'skip', plan }).thenThrows('NOT_FOUND');
  });

  it("records each row's outcome once, and completes with the last row", () => {
    spec
      .given([uploaded, committed])
      .when({ type: 'RecordImportRows', importId, results: [created, rejected] })
      .then([firstRows]);
    // A job resumed after a crash offers rows already recorded again: only the new one is recorded.
    spec
      .given([uploaded, committed, firstRows])
      .when({ type: 'RecordImportRows', importId, results: [created, updated] })
      .then([lastRows, completed]);
    spec
      .given([uploaded, committed, firstRows])
      .when({ type: 'RecordImportRows', importId, results: [created] })
      .thenNothing();
  });

  it('is the same import when an event is applied twice', () => {
    spec
      .given([uploaded, committed, firstRows, firstRows])
      .when({ type: 'RecordImportRows', importId, results: [updated] })
      .then([lastRows, completed]);
    const twice = [uploaded, committed, firstRows, firstRows].reduce((s, e) => memberImportDecider.evolve(s, e), memberImportDecider.initialState());
    const once = [uploaded, committed, firstRows].reduce((s, e) => memberImportDecider.evolve(s, e), memberImportDecider.initialState());
    expect(twice).toEqual(once);
  });

  it('undoes only a completed import, visiting the people it created or updated', () => {
    spec.given([uploaded, committed, firstRows]).when({ type: 'RequestImportUndo', importId }).thenThrows('CONCURRENCY_CONFLICT');
    spec.given([uploaded, committed, firstRows, lastRows, completed]).when({ type: 'RequestImportUndo', importId }).then([undoRequested]);
    spec.given([uploaded, committed, firstRows, lastRows, completed, undoRequested]).when({ type: 'RequestImportUndo', importId }).thenNothing();
    spec
      .given([uploaded, committed, firstRows, lastRows, completed, undoRequested])
      .when({
        type: 'RecordUndoneRows',
        importId,
        results: [
          { row: 2, memberId: 'm-1', outcome: 'archived' },
          { row: 3, memberId: 'x', outcome: 'archived' },
        ],
      })
      .then([{ type: 'MemberImportRowsUndone', data: { importId, results: [{ row: 2, memberId: 'm-1', outcome: 'archived' }] } }]);
    spec
      .given([uploaded, committed, firstRows, lastRows, completed, undoRequested])
      .when({
        type: 'RecordUndoneRows',
        importId,
        results: [
          { row: 2, memberId: 'm-1', outcome: 'archived' },
          { row: 4, memberId: 'm-2', outcome: 'kept' },
        ],
      })
      .then([
        {
          type: 'MemberImportRowsUndone',
          data: {
            importId,
            results: [
              { row: 2, memberId: 'm-1', outcome: 'archived' },
              { row: 4, memberId: 'm-2', outcome: 'kept' },
            ],
          },
        },
        { type: 'MemberImportUndone', data: { importId } },
      ]);
  });

  it('an import that named households settles them after its people, once, and only then is undone', () => {
    const withHousehold: PlannedRow[] = [{ row: 2, action: 'create', memberId: 'm-1', details, household: 'Moab home' }];
    const committedHome: MemberImportEvent = {
      type: 'MemberImportCommitted',
      data: { importId, mapping: { fullName: 0 }, duplicates: 'skip', plan: withHousehold },
    };
    const rows: MemberImportEvent = { type: 'MemberImportRowsRecorded', data: { importId, results: [created] } };
    const before = [uploaded, committedHome, rows, completed, undoRequested];
    const rowUndone = { row: 2, memberId: 'm-1', outcome: 'archived' as const };
    const peopleUndone: MemberImportEvent = { type: 'MemberImportRowsUndone', data: { importId, results: [rowUndone] } };
    spec
      .given(before)
      .when({ type: 'RecordUndoneRows', importId, results: [rowUndone] })
      .then([peopleUndone]);
    const households = [{ householdId: 'h-1', name: 'Moab home', outcome: 'removed' as const, others: [] }];
    spec.given(before).when({ type: 'RecordUndoneHouseholds', importId, households }).thenThrows('CONCURRENCY_CONFLICT');
    const settled: MemberImportEvent = { type: 'MemberImportHouseholdsUndone', data: { importId, households } };
    spec
      .given([...before, peopleUndone])
      .when({ type: 'RecordUndoneHouseholds', importId, households })
      .then([settled, { type: 'MemberImportUndone', data: { importId } }]);
    spec
      .given([...before, peopleUndone, settled])
      .when({ type: 'RecordUndoneHouseholds', importId, households })
      .thenNothing();
  });
});

describe('member imports projection', () => {
  it('counts each row once, though an event comes twice', () => {
    const stream = `memberimport-${importId}`;
    const events = [uploaded, committed, firstRows].map((e, revision) => recorded(e, stream, revision));
    const once = events.reduce<ReturnType<typeof memberImportsProjection.project>>((d, e) => memberImportsProjection.project(d, e), null);
    const twice = [...events, events[2]].reduce<ReturnType<typeof memberImportsProjection.project>>((d, e) => memberImportsProjection.project(d, e), null);
    expect(twice).toEqual(once);
    expect(once).toMatchObject({ status: 'running', total: 3, processed: 2, counts: { created: 1, updated: 0, skipped: 0, rejected: 1 } });
  });
});
