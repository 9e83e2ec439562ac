import { CLIENT_ERROR_LIMITS } from '@koinonia/contracts';
import { apiFetch } from '../api/api-fetch';
import { classifyError, isCancellation, type ClassifiedError } from './classify-error';
import { ErrorLog, type LoggedError } from './error-log';

export interface ErrorNotice {
  /** The catalogue code whose words to show. */
  displayCode: string;
  /** The catalogue code whose toast title to show. */
  titleCode: string;
}

export interface ErrorHandlerDeps {
  log: ErrorLog;
  /** Sends one entry to the server; its failure is ignored. */
  send: (entry: LoggedError) => Promise<unknown>;
  /** Shows the destructive toast. */
  notify: (notice: ErrorNotice) => void;
  userId: () => string | null;
  path: () => string;
  now: () => Date;
}

export interface HandleOptions {
  /** Show the toast (default). Off where the screen already shows the failure in place. */
  toast?: boolean;
  /** Where it was caught: 'query', 'mutation', 'page', 'section', 'component'. */
  source?: string;
}

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

function detailsOf(classified: ClassifiedError, error: unknown, source: string | undefined): Record<string, unknown> {
  const details: Record<string, unknown> = { status: classified.status, detail: clip(classified.detail, 500) };
  if (source) details.source = source;
  if (!(error instanceof Error) || !error.stack || classified.status !== 0) return details;
  // What is left of the details' room goes to the stack, which says where a screen broke.
  // (Measured as JSON, where every line break takes two characters.)
  let stack = error.stack;
  for (let excess = JSON.stringify({ ...details, stack }).length - CLIENT_ERROR_LIMITS.details; excess > 0 && stack.length > 200;) {
    stack = clip(stack, stack.length - excess);
    excess = JSON.stringify({ ...details, stack }).length - CLIENT_ERROR_LIMITS.details;
  }
  if (JSON.stringify({ ...details, stack }).length <= CLIENT_ERROR_LIMITS.details) details.stack = stack;
  return details;
}

/**
 * The client's one error handler: classifies, keeps (memory and local storage), sends to
 * `POST /api/errors/log` and shows a destructive toast with the catalogue's title. A validation
 * refusal (a password too weak, a field left empty) is the server answering a person, not a fault:
 * its form shows it, and it is kept here but not sent to the administrators' error reports.
 */
export function createErrorHandler(deps: ErrorHandlerDeps) {
  return {
    handle(error: unknown, options: HandleOptions = {}): ClassifiedError | null {
      if (isCancellation(error)) return null;
      const classified = classifyError(error);
      const entry: LoggedError = {
        code: classified.code,
        message: clip(classified.detail || classified.code, CLIENT_ERROR_LIMITS.message),
        type: classified.type,
        details: detailsOf(classified, error, options.source),
        timestamp: deps.now().toISOString(),
        path: clip(deps.path() || '/', CLIENT_ERROR_LIMITS.path),
        userId: deps.userId(),
      };
      deps.log.add(entry);
      if (classified.type !== 'validation') deps.send(entry).catch(() => undefined);
      if (options.toast !== false) deps.notify({ displayCode: classified.displayCode, titleCode: classified.titleCode });
      return classified;
    },
  };
}

export type ErrorHandler = ReturnType<typeof createErrorHandler>;

/** The app's handler. The signed-in shell tells it who is signed in; the toast provider, how to show. */
const context: { userId: string | null; notify: ((notice: ErrorNotice) => void) | null } = { userId: null, notify: null };

export const errorLog = new ErrorLog();

export const errorHandler: ErrorHandler = createErrorHandler({
  log: errorLog,
  send: (entry) => apiFetch('/api/errors/log', { method: 'POST', body: entry }),
  notify: (notice) => context.notify?.(notice),
  userId: () => context.userId,
  path: () => (typeof window === 'undefined' ? '/' : window.location.pathname),
  now: () => new Date(),
});

export function setErrorUser(userId: string | null): void {
  context.userId = userId;
}

export function currentErrorUser(): string | null {
  return context.userId;
}

export function setErrorNotifier(notify: ((notice: ErrorNotice) => void) | null): void {
  context.notify = notify;
}
