import type { CurrentUser } from '@koinonia/contracts';
import type { Request } from 'express';

export interface AuthenticatedRequest extends Request {
  user: CurrentUser;
  sessionId: string;
}
