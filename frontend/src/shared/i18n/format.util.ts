import { AUTO_TIME_ZONE, LANGUAGE_INFO, toLanguage, type DateFormat, type TimeFormat } from '@koinonia/contracts';

/** How dates are written: the reader's date and time formats and time zone (their preferences). */
export interface DateSettings {
  dateFormat: DateFormat;
  timeFormat: TimeFormat;
  /** An IANA zone, or `auto` for the device's. */
  timeZone: string;
}

/** The language's own conventions, as a reader who chose no format gets them. */
export const DEFAULT_DATE_SETTINGS: DateSettings = { dateFormat: 'auto', timeFormat: 'auto', timeZone: AUTO_TIME_ZONE };

export type DateInput = string | number | Date;

/** The Intl locale for an interface language (`pt` → `pt-BR`); any other tag is passed through. */
export function localeOf(language: string): string {
  const known = toLanguage(language);
  return known ? LANGUAGE_INFO[known].locale : language || 'en';
}

function toDate(value: DateInput): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** `2024-03-05`: a calendar day, the same everywhere, so no time zone may move it. */
const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

function zoneOf(settings: DateSettings, value?: DateInput): string | undefined {
  if (typeof value === 'string' && CALENDAR_DAY.test(value)) return 'UTC';
  return settings.timeZone === AUTO_TIME_ZONE ? undefined : settings.timeZone;
}

/** Made once per language and options: building an Intl formatter costs far more than using one (a list of dates would build one per row). */
const formatters = new Map<string, Intl.DateTimeFormat>();

/** Intl with the reader's locale; a locale or zone this runtime refuses falls back to English, then to the device's zone. */
function dateTimeFormat(language: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${language} ${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = newDateTimeFormat(language, options);
    formatters.set(key, formatter);
  }
  return formatter;
}

function newDateTimeFormat(language: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  for (const [locale, zone] of [
    [localeOf(language), options.timeZone],
    ['en', options.timeZone],
    ['en', undefined],
  ] as const) {
    try {
      return new Intl.DateTimeFormat(locale, { ...options, timeZone: zone });
    } catch {
      // Try the next, plainer one.
    }
  }
  return new Intl.DateTimeFormat('en');
}

/**
 * A date in the reader's order with the digits of their language: the language's own convention
 * (`auto`: 26/11/2026 in Spanish, 26.11.2026 in German, 11/26/2026 in English), or the order
 * they chose (MM/DD/YYYY, DD/MM/YYYY or YYYY-MM-DD; Intl gives the digits, the preference the
 * order and separators).
 */
export function formatDate(value: DateInput, language: string, settings: DateSettings = DEFAULT_DATE_SETTINGS): string {
  const date = toDate(value);
  if (!date) return String(value);
  const format = dateTimeFormat(language, { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: zoneOf(settings, value) });
  if (settings.dateFormat === 'auto') return format.format(date);
  const parts = format.formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  const [year, month, day] = [part('year'), part('month'), part('day')];
  switch (settings.dateFormat) {
    case 'DD/MM/YYYY':
      return `${day}/${month}/${year}`;
    case 'YYYY-MM-DD':
      return `${year}-${month}-${day}`;
    default:
      return `${month}/${day}/${year}`;
  }
}

/** A time on the reader's clock: their language's (`auto`), 12h with the language's day period, or 24h. */
export function formatTime(value: DateInput, language: string, settings: DateSettings = DEFAULT_DATE_SETTINGS, { seconds = false } = {}): string {
  const date = toDate(value);
  if (!date) return String(value);
  const second = seconds ? '2-digit' : undefined;
  if (settings.timeFormat === 'auto') return dateTimeFormat(language, { hour: 'numeric', minute: '2-digit', second, timeZone: zoneOf(settings) }).format(date);
  const twelve = settings.timeFormat === '12h';
  return dateTimeFormat(language, {
    hour: twelve ? 'numeric' : '2-digit',
    minute: '2-digit',
    second,
    hourCycle: twelve ? 'h12' : 'h23',
    timeZone: zoneOf(settings),
  }).format(date);
}

export function formatDateTime(
  value: DateInput,
  language: string,
  settings: DateSettings = DEFAULT_DATE_SETTINGS,
  options: { seconds?: boolean } = {},
): string {
  const date = toDate(value);
  if (!date) return String(value);
  return `${formatDate(date, language, settings)} ${formatTime(date, language, settings, options)}`;
}

const numberFormats = new Map<string, Intl.NumberFormat>();

function numberFormat(language: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${language} ${JSON.stringify(options)}`;
  let formatter = numberFormats.get(key);
  if (!formatter) {
    try {
      formatter = new Intl.NumberFormat(localeOf(language), options);
    } catch {
      formatter = new Intl.NumberFormat('en', options);
    }
    numberFormats.set(key, formatter);
  }
  return formatter;
}

export function formatNumber(value: number, language: string, options: Intl.NumberFormatOptions = {}): string {
  return numberFormat(language, options).format(value);
}

/** An amount in an ISO 4217 currency, written the reader's way (`1.234,50 €`, `US$1,234.50`). */
export function formatCurrency(amount: number, currency: string, language: string): string {
  try {
    return new Intl.NumberFormat(localeOf(language), { style: 'currency', currency }).format(amount);
  } catch {
    return `${formatNumber(amount, language, { minimumFractionDigits: 2, maximumFractionDigits: 2 })} ${currency}`;
  }
}
