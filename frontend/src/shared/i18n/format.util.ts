/** Dates in the reader's language; an unreadable date shows as given rather than "Invalid Date". */
export function formatDate(iso: string, language: string, style: 'date' | 'dateTime' = 'date'): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const options: Intl.DateTimeFormatOptions =
    style === 'date' ? { dateStyle: 'medium' } : { dateStyle: 'medium', timeStyle: 'short' };
  try {
    return new Intl.DateTimeFormat(language, options).format(date);
  } catch {
    return new Intl.DateTimeFormat('en', options).format(date);
  }
}
