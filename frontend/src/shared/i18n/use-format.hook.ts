import { createContext, createElement, useContext, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_DATE_SETTINGS, formatCurrency, formatDate, formatDateTime, formatNumber, formatTime, type DateInput, type DateSettings } from './format.util';

const DateSettingsContext = createContext<DateSettings>(DEFAULT_DATE_SETTINGS);

/** Gives every date below it the reader's date format, clock and time zone. */
export function DateSettingsProvider({ value, children }: { value: DateSettings; children: ReactNode }) {
  return createElement(DateSettingsContext.Provider, { value }, children);
}

/** The reader's date format, clock and time zone, for a screen that writes times in another zone (the church's). */
export function useDateSettings(): DateSettings {
  return useContext(DateSettingsContext);
}

export interface Formatters {
  language: string;
  date: (value: DateInput) => string;
  time: (value: DateInput, options?: { seconds?: boolean }) => string;
  dateTime: (value: DateInput, options?: { seconds?: boolean }) => string;
  number: (value: number, options?: Intl.NumberFormatOptions) => string;
  currency: (amount: number, currency: string) => string;
}

/**
 * Dates, numbers and amounts in the reader's language and formats. Re-renders when the language
 * or a date preference changes, so what is on screen follows at once.
 */
export function useFormat(): Formatters {
  const { i18n } = useTranslation();
  const settings = useContext(DateSettingsContext);
  const language = i18n.language;
  return useMemo(
    () => ({
      language,
      date: (value) => formatDate(value, language, settings),
      time: (value, options) => formatTime(value, language, settings, options),
      dateTime: (value, options) => formatDateTime(value, language, settings, options),
      number: (value, options) => formatNumber(value, language, options),
      currency: (amount, currency) => formatCurrency(amount, currency, language),
    }),
    [language, settings],
  );
}
