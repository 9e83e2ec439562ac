import type { CurrentUser } from '@koinonia/contracts';
import type { FastifyRequest } from 'fastify';

export interface AuthenticatedRequest extends FastifyRequest {
  user: CurrentUser;
  sessionId: string;
}
