import { Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { CurrentUser, NotificationList } from '@koinonia/contracts';
import { SignedIn } from '../../platform/auth/access.decorator';
import { Actor } from '../../platform/auth/current-user.decorator';
import { byUser } from '../../platform/commands/command-actor.type';
import { ClearNotificationsCommand } from './commands/clear-notifications/clear-notifications.command';
import { DismissNotificationsCommand } from './commands/dismiss-notifications/dismiss-notifications.command';
import { MarkNotificationsReadCommand } from './commands/mark-notifications-read/mark-notifications-read.command';
import { NotificationQueries } from './queries/notification-queries.service';
import { Answers } from '../../platform/http/answers.decorator';

/** The signed-in user's own notification centre. Every change answers the centre as it now is. */
@ApiTags('notifications')
@Controller('notifications')
export class NotificationsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: NotificationQueries,
  ) {}

  @Get()
  @SignedIn()
  @Answers('NotificationList')
  @ApiOperation({ summary: 'My notifications (kept, not dismissed, newest first) and how many are unread' })
  list(@Actor() actor: CurrentUser): Promise<NotificationList> {
    return this.queries.list(actor.id);
  }

  @Post('read-all')
  @HttpCode(200)
  @SignedIn()
  @Answers('NotificationList')
  @ApiOperation({ summary: 'Mark all my notifications read' })
  async readAll(@Actor() actor: CurrentUser): Promise<NotificationList> {
    return (await this.commands.execute(new MarkNotificationsReadCommand(actor.id, { all: true }, byUser(actor)))).centre;
  }

  @Post('dismiss-all')
  @HttpCode(200)
  @SignedIn()
  @Answers('NotificationList')
  @ApiOperation({ summary: 'Dismiss all my notifications' })
  async dismissAll(@Actor() actor: CurrentUser): Promise<NotificationList> {
    return (await this.commands.execute(new DismissNotificationsCommand(actor.id, { all: true }, byUser(actor)))).centre;
  }

  @Post('clear')
  @HttpCode(200)
  @SignedIn()
  @Answers('NotificationList')
  @ApiOperation({ summary: 'Remove my read or dismissed notifications' })
  async clear(@Actor() actor: CurrentUser): Promise<NotificationList> {
    return (await this.commands.execute(new ClearNotificationsCommand(actor.id, byUser(actor)))).centre;
  }

  @Post(':id/read')
  @HttpCode(200)
  @SignedIn()
  @Answers('NotificationList')
  @ApiOperation({ summary: 'Mark one of my notifications read (404 when it is not in my centre)' })
  async read(@Param('id') id: string, @Actor() actor: CurrentUser): Promise<NotificationList> {
    return (await this.commands.execute(new MarkNotificationsReadCommand(actor.id, { ids: [id] }, byUser(actor)))).centre;
  }

  @Post(':id/dismiss')
  @HttpCode(200)
  @SignedIn()
  @Answers('NotificationList')
  @ApiOperation({ summary: 'Dismiss one of my notifications (404 when it is not in my centre)' })
  async dismiss(@Param('id') id: string, @Actor() actor: CurrentUser): Promise<NotificationList> {
    return (await this.commands.execute(new DismissNotificationsCommand(actor.id, { ids: [id] }, byUser(actor)))).centre;
  }
}
