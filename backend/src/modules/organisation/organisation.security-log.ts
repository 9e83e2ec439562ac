import { aboutAccount, type SecurityLogRules } from '../../platform/security-log/security-log-rule.type';

/** Church-wide settings that change who may do what. The maintenance message is free text: it stays out. */
export const ORGANISATION_SECURITY_LOG_RULES: SecurityLogRules = {
  FeatureFlagChanged: aboutAccount('feature-flag-changed', ['flag', 'enabled']),
  MaintenanceModeChanged: aboutAccount('maintenance-mode-changed', ['enabled']),
};
