import type { ImportField } from '@koinonia/contracts';
import type { TFunction } from 'i18next';

/** A field's name, a preview error's field included (`row` for a refusal of the whole row). */
export function fieldLabel(t: TFunction, field: ImportField | string): string {
  return t(`imports:fields.${field}`, { defaultValue: field });
}
