import type { ClientErrorType } from './client-error.constant';

/** One error a browser reported, as administrators read it. */
export interface ClientErrorView {
  id: string;
  code: string;
  message: string;
  type: ClientErrorType;
  details: Record<string, unknown> | null;
  /** When the browser says it happened. */
  timestamp: string;
  /** When the server received it. */
  receivedAt: string;
  path: string;
  /** The signed-in user the session named (never the id the browser claimed), or null. */
  userId: string | null;
  userName: string | null;
  userAgent: string;
}

export interface ClientErrorPage {
  items: ClientErrorView[];
  /** How many entries the capped log holds now. */
  total: number;
  /** The most it keeps; older entries make room for new ones. */
  capacity: number;
}
