import { classifyError } from './classify-error';

/** What "Report This Issue" hands over: enough for support to find the failure in the log. */
export interface ErrorReport {
  code: string;
  message: string;
  path: string;
  time: string;
  userId: string | null;
}

export function buildErrorReport(error: unknown, context: { path: string; userId: string | null; now: Date }): ErrorReport {
  const classified = classifyError(error);
  return { code: classified.code, message: classified.detail, path: context.path, time: context.now.toISOString(), userId: context.userId };
}

/**
 * Copies the report to the clipboard; where there is none (an insecure page, a refused
 * permission), writes it to the console instead. Says which it did.
 */
export async function shareErrorReport(report: ErrorReport): Promise<'copied' | 'logged'> {
  const text = JSON.stringify(report, null, 2);
  try {
    if (!navigator.clipboard?.writeText) throw new Error('no clipboard');
    await navigator.clipboard.writeText(text);
    return 'copied';
  } catch {
    console.info(`Koinonia error report\n${text}`);
    return 'logged';
  }
}
