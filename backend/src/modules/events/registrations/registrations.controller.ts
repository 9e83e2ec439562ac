import { randomUUID } from 'node:crypto';
import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  CheckInAttendeeDto,
  RegisterForEventDto,
  RegistrationsQueryDto,
  type CommandResult,
  type CurrentUser,
  type EventRosterView,
  type MyRegistrationView,
  type RegistrationResult,
} from '@koinonia/contracts';
import { Requires } from '../../../platform/auth/access.decorator';
import { Actor } from '../../../platform/auth/current-user.decorator';
import { Feature } from '../../../platform/availability/availability.decorator';
import { byUser } from '../../../platform/commands/command-actor.type';
import { Answers } from '../../../platform/http/answers.decorator';
import { toCommandResult } from '../../../platform/http/command-result.util';
import { CancelRegistrationCommand } from '../commands/cancel-registration/cancel-registration.command';
import { CheckInAttendeeCommand } from '../commands/check-in-attendee/check-in-attendee.command';
import { RegisterForEventCommand } from '../commands/register-for-event/register-for-event.command';
import { RegistrationQueries } from './registration-queries.service';

/** Registrations with a capacity and a wait list, and check-in at the event (which records attendance). */
@ApiTags('events')
@Feature('eventManagement')
@Controller()
export class RegistrationsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: RegistrationQueries,
  ) {}

  @Post('events/:id/registrations')
  @Requires('events.register')
  @Answers('RegistrationResult', { errors: ['REGISTRATION_CLOSED', 'REGISTRATION_DEADLINE_PASSED', 'ALREADY_REGISTERED'] })
  @ApiOperation({ summary: 'Register yourself (or, with events.write, the member named) for an occurrence: a place, or the wait list when it is full' })
  async register(@Param('id') id: string, @Body() body: RegisterForEventDto, @Actor() actor: CurrentUser): Promise<RegistrationResult> {
    const done = await this.commands.execute(new RegisterForEventCommand(id, randomUUID(), body.memberId, body.occurrence, body.party ?? 1, byUser(actor)));
    return { ...toCommandResult(done), status: done.status, waitlistPlace: done.waitlistPlace };
  }

  @Get('events/:id/registrations')
  @Requires('events.registrations.read')
  @Answers('EventRosterView')
  @ApiOperation({ summary: "An occurrence's registrations in order, with their status, wait-list place and check-in, and the walk-ins" })
  roster(@Param('id') id: string, @Query() query: RegistrationsQueryDto, @Actor() actor: CurrentUser): Promise<EventRosterView> {
    return this.queries.roster(id, query.occurrence, actor);
  }

  @Get('events/:id/registrations/mine')
  @Requires('events.register')
  @Answers('MyRegistrationView[]')
  @ApiOperation({ summary: 'Your own registrations for this event (each occurrence), with your wait-list place' })
  mineForEvent(@Param('id') id: string, @Actor() actor: CurrentUser): Promise<MyRegistrationView[]> {
    return this.queries.mine(actor, id);
  }

  @Post('events/:id/occurrences/:date/registrations/:registrationId/cancel')
  @Requires('events.register')
  @HttpCode(200)
  @Answers('CommandResult')
  @ApiOperation({ summary: 'Cancel a registration (your own, or with events.write anyone’s): the first on the wait list takes the place and is told' })
  async cancel(
    @Param('id') id: string,
    @Param('date') date: string,
    @Param('registrationId') registrationId: string,
    @Actor() actor: CurrentUser,
  ): Promise<CommandResult> {
    return toCommandResult(await this.commands.execute(new CancelRegistrationCommand(id, date, registrationId, byUser(actor))));
  }

  @Post('events/:id/check-ins')
  @Requires('events.write')
  @Answers('CommandResult')
  @ApiOperation({ summary: 'Check someone in at an occurrence (registered or a walk-in): recorded in attendance for its gathering' })
  async checkIn(@Param('id') id: string, @Body() body: CheckInAttendeeDto, @Actor() actor: CurrentUser): Promise<CommandResult> {
    return toCommandResult(await this.commands.execute(new CheckInAttendeeCommand(id, body.memberId, body.occurrence, byUser(actor))));
  }

  @Get('me/registrations')
  @Requires('events.register')
  @Answers('MyRegistrationView[]')
  @ApiOperation({ summary: 'Your own registrations, soonest first, with your wait-list place' })
  mine(@Actor() actor: CurrentUser): Promise<MyRegistrationView[]> {
    return this.queries.mine(actor);
  }
}
