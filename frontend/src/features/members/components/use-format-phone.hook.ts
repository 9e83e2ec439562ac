import { DEFAULT_CHURCH_COUNTRY } from '@koinonia/contracts';
import { useChurchSettings } from '../../../shared/availability';
import { formatPhone } from './phone-format.util';

/** Formats stored phones for the church's country (the default until its settings have come). */
export function useFormatPhone(): (stored: string) => string {
  const country = useChurchSettings().data?.country ?? DEFAULT_CHURCH_COUNTRY;
  return (stored) => formatPhone(stored, country);
}
