export { Badge, type BadgeTone } from './badge';
export { Button, ButtonLink, type ButtonProps, type ButtonVariant } from './button';
export { Card, CardTitle } from './card';
export { Dialog, type DialogProps } from './dialog';
export { EmptyState } from './empty-state';
export { ErrorState } from './error-state';
export { InlineAlert, PageActions, PageHeader, PageHeading, PageSubtitle, pageColumnBar, Stack } from './page';
export { SelectField, type SelectFieldProps, type SelectOption } from './select-field';
export { LoadingState, Spinner } from './spinner';
export { TextField, type TextFieldProps } from './text-field';
export {
  TOAST_DURATION_MS,
  TOAST_LIMIT,
  TOAST_SWIPE_THRESHOLD_PX,
  ToastActionError,
  ToastProvider,
  useToast,
  type ToastAction,
  type ToastMessage,
  type ToastTone,
} from './toast';
export { VisuallyHidden } from './visually-hidden';
export { THEME_STORAGE_KEY, ThemeProvider, initialThemeMode, useThemeMode, useTooltip } from './theme/theme-provider';
export { buildTheme, DEFAULT_DISPLAY, palettes, type AppTheme, type ThemeDisplay, type ThemeMode } from './theme/theme.tokens';
export { Brand } from './brand';
export { Switch, type SwitchProps } from './switch';
export { TextAreaField, type TextAreaFieldProps } from './text-area-field';
export { CheckboxGroup, type CheckboxOption } from './checkbox-group';
export { ConfirmDialog } from './confirm-dialog';
export { ActionMenu, type ActionMenuItem } from './action-menu';
export { DataTable, type DataTableColumn } from './data-table';
export { ListBody } from './list-body';
export { ListPage } from './list-page';
export { ResultsBar } from './results-bar';
export { Pagination } from './pagination';
export { FilterBar } from './filter-bar';
export { Form, SubmitButton } from './form';
export { Chart } from './chart';
export { useMenuButton } from './use-menu-button.hook';
export { CloseButton, IconButton } from './icon-button';
export { StackList } from './stack-list';
export { Email } from './email';
