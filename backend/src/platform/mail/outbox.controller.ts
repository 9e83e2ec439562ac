import { Controller, Get, Inject } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { CurrentUser, OutboxView } from '@koinonia/contracts';
import { Requires } from '../auth/access.decorator';
import { Actor } from '../auth/current-user.decorator';
import { MAILER, type Mailer } from './mail.port';
import { OutboxMailer } from './outbox-mailer';
import { Answers } from '../http/answers.decorator';
import { outboxViewOf } from './outbox-view.util';

@ApiTags('admin')
@Controller('admin/outbox')
export class OutboxController {
  constructor(@Inject(MAILER) private readonly mailer: Mailer) {}

  @Get()
  @Requires('users.manage')
  @Answers('OutboxView')
  @ApiOperation({ summary: "Mail kept in the local outbox (when no SMTP server is set up), newest first; links' tokens masked but in the reader's own mail" })
  async list(@Actor() reader: CurrentUser): Promise<OutboxView> {
    if (!(this.mailer instanceof OutboxMailer)) return { delivery: this.mailer.delivery, messages: [] };
    return { delivery: 'outbox', messages: (await this.mailer.list()).map((record) => outboxViewOf(record, reader.email)) };
  }
}
