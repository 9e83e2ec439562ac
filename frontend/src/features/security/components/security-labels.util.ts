import type { Formatters } from '../../../shared/i18n';
import { USER_ROLES, type SecurityEventType, type SecurityEventView } from '@koinonia/contracts';
import type { TFunction } from 'i18next';
import type { BadgeTone } from '../../../shared/ui';

const TONES: Partial<Record<SecurityEventType, BadgeTone>> = {
  'sign-in': 'success',
  'sign-in-failed': 'danger',
  'account-locked': 'danger',
  'session-revoked': 'warning',
  'user-deactivated': 'warning',
  'role-granted': 'primary',
  'role-revoked': 'warning',
  'two-factor-disabled': 'warning',
  'recovery-code-used': 'warning',
  'password-reset-requested': 'warning',
  'data-exported': 'primary',
  'two-factor-policy-changed': 'warning',
  'feature-flag-changed': 'primary',
  'maintenance-mode-changed': 'warning',
  'prayer-request-read': 'primary',
  'pastoral-note-read': 'primary',
};

/** Failures and lockouts stand out; routine sign-ins and sign-outs do not. */
export function eventTone(type: SecurityEventType): BadgeTone {
  return TONES[type] ?? 'neutral';
}

export function eventLabel(t: TFunction, type: string): string {
  return t(`security:types.${type}`, { defaultValue: type });
}

/** Date and time to the second, in the reader's formats: the order of events matters here. */
export function formatTime(iso: string, format: Formatters): string {
  return format.dateTime(iso, { seconds: true });
}

function roleList(t: TFunction, roles: unknown): string {
  if (!Array.isArray(roles)) return '';
  return roles.map((role) => ((USER_ROLES as readonly string[]).includes(String(role)) ? t(`security:roles.${role}`) : String(role))).join(', ');
}

/** What the details of an entry say, in words: one line each. */
export function detailLines(t: TFunction, entry: SecurityEventView, format: Formatters): string[] {
  const d = entry.details;
  const reason = typeof d.reason === 'string' ? t(`security:details.reasons.${d.reason}`, { defaultValue: d.reason }) : null;
  switch (entry.type) {
    case 'sign-in':
      return typeof d.userAgent === 'string' && d.userAgent ? [t('security:details.browser', { userAgent: describeUserAgent(d.userAgent) })] : [];
    case 'sign-in-failed':
      return [
        reason,
        typeof d.email === 'string' ? t('security:details.attemptedEmail', { email: d.email }) : null,
        // A tally of failures against an address with no account: how many, over what time.
        typeof d.attempts === 'number' && d.attempts > 1 && typeof d.firstAt === 'string' && typeof d.lastAt === 'string'
          ? t('security:details.tally', { attempts: d.attempts, from: formatTime(d.firstAt, format), to: formatTime(d.lastAt, format) })
          : null,
        typeof d.userAgent === 'string' && d.userAgent ? t('security:details.browser', { userAgent: describeUserAgent(d.userAgent) }) : null,
      ].filter((l): l is string => Boolean(l));
    case 'account-locked':
      return typeof d.until === 'string'
        ? [
            t('security:details.lockedUntil', { time: formatTime(d.until, format), count: Number(d.failedAttempts ?? 0) }),
            // Without a source (and on entries from before sources were kept) the lock held against every address.
            typeof d.source === 'string' ? t('security:details.lockedSource', { source: d.source }) : t('security:details.lockedEverywhere'),
          ]
        : [];
    case 'account-unlocked':
      return d.via === 'email-link' ? [t('security:details.viaEmailLink')] : [];
    case 'reauthenticated':
      return d.method === 'totp' ? [t('security:details.withCode')] : [t('security:details.withPassword')];
    case 'sign-out':
    case 'session-revoked':
    case 'user-deactivated':
      return reason ? [reason] : [];
    case 'role-granted':
    case 'role-revoked':
    case 'user-created':
    case 'user-invited':
      return Array.isArray(d.roles) && d.roles.length ? [t('security:details.roles', { roles: roleList(t, d.roles) })] : [];
    case 'two-factor-policy-changed':
      return Array.isArray(d.requiredRoles) && d.requiredRoles.length
        ? [t('security:details.requiredRoles', { roles: roleList(t, d.requiredRoles) })]
        : [t('security:details.requiredNone')];
    case 'feature-flag-changed':
      return typeof d.flag === 'string' ? [t(d.enabled ? 'security:details.featureOn' : 'security:details.featureOff', { flag: d.flag })] : [];
    case 'maintenance-mode-changed':
      return [t(d.enabled ? 'security:details.maintenanceOn' : 'security:details.maintenanceOff')];
    case 'data-exported':
      if (typeof d.dataset !== 'string') return [];
      return typeof d.rowCount === 'number'
        ? [t('security:details.exportRows', { dataset: d.dataset, format: d.format ?? '', count: d.rowCount })]
        : [t('security:details.export', { dataset: d.dataset, format: d.format ?? '' })];
    default:
      return [];
  }
}

/** Who an entry is about, for a sentence: the name, else the email tried, else "no account". */
export function subjectOf(t: TFunction, entry: SecurityEventView): string {
  if (entry.userName) return entry.userName;
  if (typeof entry.details.email === 'string') return entry.details.email;
  return t('security:feed.noAccount');
}

/** An IPv4 address as people write it, not in its IPv6-mapped form (`::ffff:10.0.0.1`). */
export function displayIp(ip: string): string {
  return ip.startsWith('::ffff:') && ip.includes('.') ? ip.slice('::ffff:'.length) : ip;
}

const BROWSERS: Array<[RegExp, string]> = [
  [/Edg(?:e|A|iOS)?\/(\d+)/, 'Edge'],
  [/OPR\/(\d+)/, 'Opera'],
  [/Firefox\/(\d+)/, 'Firefox'],
  [/FxiOS\/(\d+)/, 'Firefox'],
  [/CriOS\/(\d+)/, 'Chrome'],
  [/(?:Headless)?Chrome\/(\d+)/, 'Chrome'],
  [/Version\/(\d+)[\d.]* (?:Mobile\/\S+ )?Safari\//, 'Safari'],
];
const SYSTEMS: Array<[RegExp, string]> = [
  [/Windows/, 'Windows'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Android/, 'Android'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

/** "Chrome 142 · Windows" from a user-agent string; the string itself when it names neither. */
export function describeUserAgent(userAgent: string): string {
  const browser = BROWSERS.map(([pattern, name]) => {
    const match = pattern.exec(userAgent);
    return match ? `${name} ${match[1]}` : null;
  }).find(Boolean);
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1];
  if (!browser && !system) return userAgent.length > 60 ? `${userAgent.slice(0, 57)}…` : userAgent;
  return [browser, system].filter(Boolean).join(' · ');
}
