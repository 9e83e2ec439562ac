import { Command } from '@nestjs/cqrs';

/** End the session a cookie holds (nothing when it holds none). */
export class SignOutCommand extends Command<void> {
  constructor(readonly token: string) {
    super();
  }
}
