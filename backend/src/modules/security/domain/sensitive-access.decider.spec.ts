import { deciderSpec } from '../../../testing/decider-spec.util';
import { sensitiveAccessDecider, sensitiveAccessStream, type DataExported } from './sensitive-access.decider';

const spec = deciderSpec(sensitiveAccessDecider);
const AT = '2026-11-22T10:00:00.000Z';

describe('sensitive access decider', () => {
  it('records an export with what, how and how many rows, and who from where', () => {
    spec
      .given([])
      .when({ type: 'RecordDataExport', userId: 'u-1', dataset: 'members', format: 'csv', rowCount: 220, ip: '10.0.0.4' }, { now: AT })
      .then([{ type: 'DataExported', data: { userId: 'u-1', dataset: 'members', format: 'csv', rowCount: 220, ip: '10.0.0.4', at: AT } }]);
  });

  it('records reading a prayer request, and a pastoral note with the member it is about', () => {
    spec
      .given([])
      .when({ type: 'RecordPrayerRequestRead', userId: 'u-2', prayerRequestId: 'p-9', ip: '' })
      .then([{ type: 'PrayerRequestRead', data: { userId: 'u-2', prayerRequestId: 'p-9', ip: '', at: AT } }]);
    spec
      .given([])
      .when({ type: 'RecordPastoralNoteRead', userId: 'u-2', pastoralNoteId: 'n-3', memberId: 'm-7', ip: '10.0.0.5' })
      .then([{ type: 'PastoralNoteRead', data: { userId: 'u-2', pastoralNoteId: 'n-3', memberId: 'm-7', ip: '10.0.0.5', at: AT } }]);
  });

  it('records each access once', () => {
    const exported: DataExported = { type: 'DataExported', data: { userId: 'u-1', dataset: 'members', format: 'pdf', rowCount: 1, ip: '', at: AT } };
    spec.given([exported]).when({ type: 'RecordDataExport', userId: 'u-1', dataset: 'members', format: 'pdf', rowCount: 1, ip: '' }).thenNothing();
  });

  it('refuses a record a caller got wrong rather than keep nonsense', () => {
    const decide = (command: Parameters<typeof sensitiveAccessDecider.decide>[0]) => () =>
      sensitiveAccessDecider.decide(command, { recorded: false }, { now: AT, actorId: 'u-1' });
    expect(decide({ type: 'RecordDataExport', userId: 'u-1', dataset: '', format: 'csv', rowCount: 1, ip: '' })).toThrow(TypeError);
    expect(decide({ type: 'RecordDataExport', userId: 'u-1', dataset: 'members', format: 'docx' as 'csv', rowCount: 1, ip: '' })).toThrow(TypeError);
    expect(decide({ type: 'RecordDataExport', userId: 'u-1', dataset: 'members', format: 'csv', rowCount: -1, ip: '' })).toThrow(TypeError);
    expect(decide({ type: 'RecordPrayerRequestRead', userId: '', prayerRequestId: 'p-1', ip: '' })).toThrow(TypeError);
    expect(decide({ type: 'RecordPastoralNoteRead', userId: 'u-1', pastoralNoteId: 'n-1', memberId: '', ip: '' })).toThrow(TypeError);
  });

  it("names a record's stream by the id it is given (the domain makes no ids)", () => {
    expect(sensitiveAccessStream('0b7a1c9e-0000-4000-8000-000000000001')).toBe('sensitiveaccess-0b7a1c9e-0000-4000-8000-000000000001');
  });
});
