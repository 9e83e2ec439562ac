export { validateDto, type FieldErrors } from './validate-dto.util';
export { useFocusFirstError } from './use-focus-first-error.hook';
export { useFormErrors } from './use-form-errors.hook';
