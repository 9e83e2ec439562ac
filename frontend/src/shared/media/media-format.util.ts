import type { Formatters } from '../i18n';

const UNITS = [
  ['gigabyte', 1024 ** 3],
  ['megabyte', 1024 ** 2],
  ['kilobyte', 1024],
] as const;

/** A size in the reader's language: 1.5 MB, 820 kB, 2 GB, 202 bytes (CLDR's short "byte" reads as a typo). */
export function bytesText(format: Formatters, bytes: number): string {
  for (const [unit, size] of UNITS) {
    if (bytes >= size) return format.number(bytes / size, { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: 1 });
  }
  return format.number(bytes, { style: 'unit', unit: 'byte', unitDisplay: 'long' });
}

/** A duration as a clock: 0:42, 12:05, 1:02:09. */
export function durationText(seconds: number): string {
  const whole = Math.round(seconds);
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = String(whole % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}
