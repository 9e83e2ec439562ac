import { DEFAULT_FEATURE_FLAGS } from '@koinonia/contracts';
import { recorded } from '../../../testing/decider-spec.util';
import type { ChurchEvent } from '../domain/church.events';
import { organisationSettingsProjection as projection, type OrganisationSettingsDocument } from './organisation-settings.projection';

const churchId = '0b7a1c9e-0000-4000-8000-00000000c001';
const stream = `church-${churchId}`;
const flagOff = recorded<ChurchEvent>(
  { type: 'FeatureFlagChanged', data: { churchId, flag: 'memberDirectory', enabled: false } },
  stream,
  7,
  '2026-11-22T10:00:00.000Z',
);
const maintenanceOn = recorded<ChurchEvent>(
  { type: 'MaintenanceModeChanged', data: { churchId, enabled: true, message: 'Back at noon.' } },
  stream,
  8,
  '2026-11-22T11:00:00.000Z',
);
const flagOn = recorded<ChurchEvent>(
  { type: 'FeatureFlagChanged', data: { churchId, flag: 'memberDirectory', enabled: true } },
  stream,
  9,
  '2026-11-22T12:00:00.000Z',
);

function run(events: (typeof flagOff)[], start: OrganisationSettingsDocument | null = null) {
  return events.reduce<OrganisationSettingsDocument | null>((doc, e) => projection.project(doc, e), start);
}

describe('organisation settings projection', () => {
  it('given no document, starts from every area on and maintenance off', () => {
    expect(run([flagOff])).toEqual({
      _id: churchId,
      features: { ...DEFAULT_FEATURE_FLAGS, memberDirectory: false },
      maintenance: { enabled: false, message: null, changedAt: null, changedBy: null },
      church: { country: 'US' },
      revision: 7,
    });
  });

  it("keeps the church's country, once even when the event is applied twice", () => {
    const toGreatBritain = recorded<ChurchEvent>({ type: 'ChurchSettingsChanged', data: { churchId, changes: { country: 'GB' } } }, stream, 9);
    const once = run([flagOff, toGreatBritain]);
    expect(once!.church).toEqual({ country: 'GB' });
    expect(run([flagOff, toGreatBritain, toGreatBritain])).toEqual(once);
  });

  it('records maintenance mode with who turned it on and when', () => {
    expect(run([flagOff, maintenanceOn])!.maintenance).toEqual({
      enabled: true,
      message: 'Back at noon.',
      changedAt: '2026-11-22T11:00:00.000Z',
      changedBy: 'user-1',
    });
  });

  it('ignores an event applied twice, and an older one after a newer', () => {
    const once = run([flagOff, maintenanceOn, flagOn]);
    expect(run([flagOff, maintenanceOn, flagOn, flagOn, flagOff])).toEqual(once);
    expect(once!.features.memberDirectory).toBe(true);
  });

  it('handles only the settings events', () => {
    expect(projection.canHandle(flagOff)).toBe(true);
    expect(
      projection.canHandle(recorded<ChurchEvent>({ type: 'MinistryAdded', data: { churchId, ministryId: 'm', name: 'Youth', description: '' } }, stream, 1)),
    ).toBe(false);
  });
});
