export { classifyError, isCancellation, type ClassifiedError } from './classify-error';
export {
  createErrorHandler,
  currentErrorUser,
  errorHandler,
  errorLog,
  setErrorNotifier,
  setErrorUser,
  type ErrorHandler,
  type HandleOptions,
} from './client-error-handler';
export { ERROR_LOG_LIMITS, ErrorLog, type LoggedError } from './error-log';
export { buildErrorReport, shareErrorReport, type ErrorReport } from './error-report';
export { ComponentErrorBoundary, PageErrorBoundary, SectionErrorBoundary, useReportIssue } from './error-boundaries';
export { ErrorToaster } from './error-toaster';
export { useConnectionToasts } from './use-connection-toasts.hook';
