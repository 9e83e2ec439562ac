import type { ErrorCode } from '../../errors/error-codes.constant';
import type { ToastTitle } from '../../errors/error-catalogue.constant';
import type { VALIDATION_MESSAGES } from '../../errors/validation-messages.constant';

export type ValidationKey = keyof typeof VALIDATION_MESSAGES;

/** The error catalogue in one language: every code's message, every validation message, every toast title. */
export interface CatalogueTranslation {
  errors: Record<ErrorCode, string>;
  validation: Record<ValidationKey, string>;
  toastTitles: Record<ToastTitle, string>;
}
