import {
  DEFAULT_CHURCH_COUNTRY,
  DEFAULT_CHURCH_CURRENCY,
  DEFAULT_FEATURE_FLAGS,
  isFeatureFlag,
  VALIDATION_MESSAGES,
  type FeatureFlag,
  type FeatureFlags,
} from '@koinonia/contracts';
import type { Decider } from '../../../platform/commands/decider.type';
import { DomainError } from '../../../platform/errors/domain-error';
import type { ChurchEvent, ChurchSettings } from './church.events';

export type ChurchCommand =
  | { type: 'FoundChurch'; churchId: string; name: string; timeZone: string }
  | { type: 'AddMinistry'; churchId: string; ministryId: string; name: string; description: string }
  | { type: 'ChangeFeatureFlag'; churchId: string; flag: FeatureFlag; enabled: boolean }
  | { type: 'ChangeMaintenanceMode'; churchId: string; enabled: boolean; message: string | null }
  /** The handler has checked `country` against the phone library's regions. */
  | { type: 'ChangeChurchSettings'; churchId: string; settings: ChurchSettings };

export interface ChurchState {
  founded: boolean;
  ministryNames: string[];
  features: FeatureFlags;
  maintenance: { enabled: boolean; message: string | null };
  settings: ChurchSettings;
  /** The zone the church was founded with; a change is in `settings.timeZone`. */
  foundedZone?: string;
}

export const churchDecider: Decider<ChurchState, ChurchCommand, ChurchEvent> = {
  initialState: () => ({
    founded: false,
    ministryNames: [],
    features: { ...DEFAULT_FEATURE_FLAGS },
    maintenance: { enabled: false, message: null },
    settings: { country: DEFAULT_CHURCH_COUNTRY },
  }),
  evolve(state, event) {
    switch (event.type) {
      case 'ChurchFounded':
        return { ...state, founded: true, foundedZone: event.data.timeZone };
      case 'MinistryAdded':
        return { ...state, ministryNames: [...state.ministryNames, event.data.name] };
      case 'FeatureFlagChanged':
        return { ...state, features: { ...state.features, [event.data.flag]: event.data.enabled } };
      case 'MaintenanceModeChanged':
        return { ...state, maintenance: { enabled: event.data.enabled, message: event.data.message } };
      case 'ChurchSettingsChanged':
        return { ...state, settings: { ...state.settings, ...event.data.changes } };
      default:
        return state;
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'FoundChurch':
        if (state.founded) return [];
        return [{ type: 'ChurchFounded', data: { churchId: command.churchId, name: command.name, timeZone: command.timeZone } }];
      case 'AddMinistry': {
        if (!state.founded) throw new DomainError('NOT_FOUND');
        const taken = state.ministryNames.some((n) => n.toLowerCase() === command.name.toLowerCase());
        if (taken) throw DomainError.validation([{ field: 'name', message: VALIDATION_MESSAGES.choice }]);
        return [
          {
            type: 'MinistryAdded',
            data: { churchId: command.churchId, ministryId: command.ministryId, name: command.name, description: command.description },
          },
        ];
      }
      case 'ChangeFeatureFlag':
        if (!state.founded) throw new DomainError('NOT_FOUND');
        if (!isFeatureFlag(command.flag)) throw DomainError.validation([{ field: 'flag', message: VALIDATION_MESSAGES.choice }]);
        // Already so: nothing happened, so nothing is recorded.
        if (state.features[command.flag] === command.enabled) return [];
        return [{ type: 'FeatureFlagChanged', data: { churchId: command.churchId, flag: command.flag, enabled: command.enabled } }];
      case 'ChangeMaintenanceMode': {
        if (!state.founded) throw new DomainError('NOT_FOUND');
        // A message belongs to maintenance that is on; turning it off forgets it.
        const message = command.enabled ? command.message?.trim() || null : null;
        if (state.maintenance.enabled === command.enabled && state.maintenance.message === message) return [];
        return [{ type: 'MaintenanceModeChanged', data: { churchId: command.churchId, enabled: command.enabled, message } }];
      }
      case 'ChangeChurchSettings': {
        if (!state.founded) throw new DomainError('NOT_FOUND');
        const changes: Partial<ChurchSettings> = {};
        if (command.settings.country !== state.settings.country) changes.country = command.settings.country;
        const approval = command.settings.selfUpdatesNeedApproval;
        if (approval !== undefined && approval !== (state.settings.selfUpdatesNeedApproval ?? false)) changes.selfUpdatesNeedApproval = approval;
        const currency = command.settings.currency;
        if (currency !== undefined && currency !== (state.settings.currency ?? DEFAULT_CHURCH_CURRENCY)) changes.currency = currency;
        const legalName = command.settings.legalName;
        if (legalName !== undefined && legalName !== (state.settings.legalName ?? '')) changes.legalName = legalName;
        const zone = command.settings.timeZone;
        if (zone !== undefined && zone !== (state.settings.timeZone ?? state.foundedZone)) changes.timeZone = zone;
        if (Object.keys(changes).length === 0) return [];
        return [{ type: 'ChurchSettingsChanged', data: { churchId: command.churchId, changes } }];
      }
      default: {
        const unknown: never = command;
        throw new Error(`Unknown church command ${JSON.stringify(unknown)}`);
      }
    }
  },
};
