export { errorHandler, setErrorUser } from './client-error-handler';
export { ComponentErrorBoundary, PageErrorBoundary, SectionErrorBoundary } from './error-boundaries';
export { ErrorToaster } from './error-toaster';
