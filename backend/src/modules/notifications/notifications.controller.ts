import { Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { CurrentUser, NotificationList } from '@koinonia/contracts';
import { SignedIn } from '../../platform/auth/access.decorator';
import { Actor } from '../../platform/auth/current-user.decorator';
import { NotificationsService } from './notifications.service';

/** The signed-in user's own notification centre. Every change answers the centre as it now is. */
@ApiTags('notifications')
@Controller('notifications')
export class NotificationsController {
  constructor(private readonly notifications: NotificationsService) {}

  @Get()
  @SignedIn()
  @ApiOperation({ summary: 'My notifications (kept, not dismissed, newest first) and how many are unread' })
  list(@Actor() actor: CurrentUser): Promise<NotificationList> {
    return this.notifications.list(actor.id);
  }

  @Post('read-all')
  @HttpCode(200)
  @SignedIn()
  @ApiOperation({ summary: 'Mark all my notifications read' })
  readAll(@Actor() actor: CurrentUser): Promise<NotificationList> {
    return this.notifications.change(actor.id, { kind: 'read', selection: { all: true } });
  }

  @Post('dismiss-all')
  @HttpCode(200)
  @SignedIn()
  @ApiOperation({ summary: 'Dismiss all my notifications' })
  dismissAll(@Actor() actor: CurrentUser): Promise<NotificationList> {
    return this.notifications.change(actor.id, { kind: 'dismiss', selection: { all: true } });
  }

  @Post('clear')
  @HttpCode(200)
  @SignedIn()
  @ApiOperation({ summary: 'Remove my read or dismissed notifications' })
  clear(@Actor() actor: CurrentUser): Promise<NotificationList> {
    return this.notifications.change(actor.id, { kind: 'clear' });
  }

  @Post(':id/read')
  @HttpCode(200)
  @SignedIn()
  @ApiOperation({ summary: 'Mark one of my notifications read (404 when it is not in my centre)' })
  read(@Param('id') id: string, @Actor() actor: CurrentUser): Promise<NotificationList> {
    return this.notifications.change(actor.id, { kind: 'read', selection: { ids: [id] } });
  }

  @Post(':id/dismiss')
  @HttpCode(200)
  @SignedIn()
  @ApiOperation({ summary: 'Dismiss one of my notifications (404 when it is not in my centre)' })
  dismiss(@Param('id') id: string, @Actor() actor: CurrentUser): Promise<NotificationList> {
    return this.notifications.change(actor.id, { kind: 'dismiss', selection: { ids: [id] } });
  }
}
