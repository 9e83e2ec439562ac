import type { TFunction } from 'i18next';
import { formatNumber } from '../../../shared/i18n';

const UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte', 'terabyte'] as const;

/** 1536 → "1.5 kB" in the reader's language (powers of 1024, as disks are usually read). */
export function formatBytes(bytes: number, language: string): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const options: Intl.NumberFormatOptions = { style: 'unit', unit: UNITS[unit], unitDisplay: 'short', maximumFractionDigits: unit === 0 ? 0 : 1 };
  return formatNumber(value, language, options);
}

export function formatCount(value: number | string, language: string): string {
  const number = typeof value === 'string' ? Number(value) : value;
  if (!Number.isFinite(number)) return String(value);
  return formatNumber(number, language);
}

/** Uptime as its two largest units: "3 d 4 h", "2 h 5 min", "7 min", "12 s". */
export function formatUptime(t: TFunction, totalSeconds: number): string {
  const days = Math.floor(totalSeconds / 86_400);
  const hours = Math.floor((totalSeconds % 86_400) / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  if (days > 0) return t('admin:system.uptimeDays', { days, hours });
  if (hours > 0) return t('admin:system.uptimeHours', { hours, minutes });
  if (minutes > 0) return t('admin:system.uptimeMinutes', { minutes });
  return t('admin:system.uptimeSeconds', { seconds: totalSeconds });
}
