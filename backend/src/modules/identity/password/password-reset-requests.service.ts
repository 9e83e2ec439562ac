import { Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Language } from '@koinonia/contracts';
import { RequestPasswordResetCommand } from './commands/request-password-reset/request-password-reset.command';

/**
 * Reset emails are asked for, then worked on after the answer, so the answer (and its timing) is
 * the same whether or not the account exists.
 */
@Injectable()
export class PasswordResetRequests implements OnModuleDestroy {
  private readonly logger = new Logger('PasswordResetRequests');
  private readonly pending = new Set<Promise<void>>();

  constructor(private readonly commands: CommandBus) {}

  request(email: string, requestLanguage: Language): void {
    const task = this.commands
      .execute(new RequestPasswordResetCommand(email, requestLanguage))
      .catch((error: unknown) => this.logger.error(`Password reset email failed: ${String(error)}`));
    this.pending.add(task);
    void task.finally(() => this.pending.delete(task));
  }

  /** Reset emails still being sent finish before the stores close. */
  async onModuleDestroy(): Promise<void> {
    await Promise.all([...this.pending]);
  }

  /** For tests: wait until every reset email asked for so far has been handled. */
  async idle(): Promise<void> {
    await Promise.all([...this.pending]);
  }
}
