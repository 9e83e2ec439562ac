import { deciderSpec } from '../../../testing/decider-spec.util';
import { churchDecider, type ChurchCommand } from './church.decider';
import type { ChurchEvent } from './church.events';

const churchId = 'c-1';
const founded: ChurchEvent = { type: 'ChurchFounded', data: { churchId, name: 'Grace', timeZone: 'UTC' } };
const flag = (enabled: boolean): ChurchEvent => ({ type: 'FeatureFlagChanged', data: { churchId, flag: 'memberDirectory', enabled } });
const maintenance = (enabled: boolean, message: string | null): ChurchEvent => ({ type: 'MaintenanceModeChanged', data: { churchId, enabled, message } });
const spec = deciderSpec(churchDecider);

describe('church decider: feature flags', () => {
  it('turns an area off, since every area starts on', () => {
    spec
      .given([founded])
      .when({ type: 'ChangeFeatureFlag', churchId, flag: 'memberDirectory', enabled: false })
      .then([flag(false)]);
  });

  it('turns a turned-off area back on', () => {
    spec
      .given([founded, flag(false)])
      .when({ type: 'ChangeFeatureFlag', churchId, flag: 'memberDirectory', enabled: true })
      .then([flag(true)]);
  });

  it('records nothing when the area is already as asked', () => {
    spec.given([founded]).when({ type: 'ChangeFeatureFlag', churchId, flag: 'memberDirectory', enabled: true }).thenNothing();
    spec
      .given([founded, flag(false)])
      .when({ type: 'ChangeFeatureFlag', churchId, flag: 'memberDirectory', enabled: false })
      .thenNothing();
  });

  it('keeps each flag apart: turning one off leaves the others on', () => {
    const state = [founded, flag(false)].reduce((s, e) => churchDecider.evolve(s, e), churchDecider.initialState());
    expect(state.features.memberDirectory).toBe(false);
    expect(
      Object.entries(state.features)
        .filter(([, on]) => !on)
        .map(([name]) => name),
    ).toEqual(['memberDirectory']);
  });

  it('refuses a flag it does not know, and a church that was never founded', () => {
    spec
      .given([founded])
      .when({ type: 'ChangeFeatureFlag', churchId, flag: 'teleportation', enabled: false } as unknown as ChurchCommand)
      .thenThrows('VALIDATION_ERROR');
    spec.given([]).when({ type: 'ChangeFeatureFlag', churchId, flag: 'memberDirectory', enabled: false }).thenThrows('NOT_FOUND');
  });
});

describe('church decider: maintenance mode', () => {
  it('turns maintenance on with a trimmed message', () => {
    spec
      .given([founded])
      .when({ type: 'ChangeMaintenanceMode', churchId, enabled: true, message: '  Back at noon.  ' })
      .then([maintenance(true, 'Back at noon.')]);
  });

  it('keeps no empty message', () => {
    spec
      .given([founded])
      .when({ type: 'ChangeMaintenanceMode', churchId, enabled: true, message: '   ' })
      .then([maintenance(true, null)]);
  });

  it('records a new message while on', () => {
    spec
      .given([founded, maintenance(true, 'Back at noon.')])
      .when({ type: 'ChangeMaintenanceMode', churchId, enabled: true, message: 'Back at one.' })
      .then([maintenance(true, 'Back at one.')]);
  });

  it('turning off forgets the message', () => {
    spec
      .given([founded, maintenance(true, 'Back at noon.')])
      .when({ type: 'ChangeMaintenanceMode', churchId, enabled: false, message: 'ignored' })
      .then([maintenance(false, null)]);
  });

  it('records nothing when nothing changes', () => {
    spec.given([founded]).when({ type: 'ChangeMaintenanceMode', churchId, enabled: false, message: null }).thenNothing();
    spec
      .given([founded, maintenance(true, 'Back at noon.')])
      .when({ type: 'ChangeMaintenanceMode', churchId, enabled: true, message: 'Back at noon.' })
      .thenNothing();
  });

  it('keeps the books in a currency of its choosing (USD until chosen), recorded once', () => {
    const euro: ChurchEvent = { type: 'ChurchSettingsChanged', data: { churchId, changes: { currency: 'EUR' } } };
    spec
      .given([founded])
      .when({ type: 'ChangeChurchSettings', churchId, settings: { country: 'US', currency: 'EUR' } })
      .then([euro]);
    spec
      .given([founded])
      .when({ type: 'ChangeChurchSettings', churchId, settings: { country: 'US', currency: 'USD' } })
      .thenNothing();
    spec
      .given([founded, euro])
      .when({ type: 'ChangeChurchSettings', churchId, settings: { country: 'US', currency: 'EUR' } })
      .thenNothing();
  });

  it('refuses a church that was never founded', () => {
    spec.given([]).when({ type: 'ChangeMaintenanceMode', churchId, enabled: true, message: null }).thenThrows('NOT_FOUND');
  });
});

describe("church decider: the church's settings", () => {
  const country = (code: string): ChurchEvent => ({ type: 'ChurchSettingsChanged', data: { churchId, changes: { country: code } } });

  it('changes the country from the default', () => {
    spec
      .given([founded])
      .when({ type: 'ChangeChurchSettings', churchId, settings: { country: 'GB' } })
      .then([country('GB')]);
  });

  it('records nothing when the country is already so, the default or a change applied twice', () => {
    spec
      .given([founded])
      .when({ type: 'ChangeChurchSettings', churchId, settings: { country: 'US' } })
      .thenNothing();
    spec
      .given([founded, country('GB'), country('GB')])
      .when({ type: 'ChangeChurchSettings', churchId, settings: { country: 'GB' } })
      .thenNothing();
  });

  it("asks for approval of members' own changes, once, and leaves it as it is when a change does not name it", () => {
    const approvalOn: ChurchEvent = { type: 'ChurchSettingsChanged', data: { churchId, changes: { selfUpdatesNeedApproval: true } } };
    spec
      .given([founded])
      .when({ type: 'ChangeChurchSettings', churchId, settings: { country: 'US', selfUpdatesNeedApproval: true } })
      .then([approvalOn]);
    spec
      .given([founded])
      .when({ type: 'ChangeChurchSettings', churchId, settings: { country: 'US', selfUpdatesNeedApproval: false } })
      .thenNothing();
    spec
      .given([founded, approvalOn, approvalOn])
      .when({ type: 'ChangeChurchSettings', churchId, settings: { country: 'US' } })
      .thenNothing();
    spec
      .given([founded, approvalOn])
      .when({ type: 'ChangeChurchSettings', churchId, settings: { country: 'US', selfUpdatesNeedApproval: true } })
      .thenNothing();
  });

  it('refuses a church that was never founded', () => {
    spec
      .given([])
      .when({ type: 'ChangeChurchSettings', churchId, settings: { country: 'GB' } })
      .thenThrows('NOT_FOUND');
  });
});
