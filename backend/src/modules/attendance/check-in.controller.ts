import { randomUUID } from 'node:crypto';
import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  CheckInDto,
  CheckOutDto,
  CreateRoomDto,
  CustodyTrailQueryDto,
  FamilySearchQueryDto,
  type CheckInFamily,
  type CheckInLabels,
  type CheckInReceipt,
  type CommandResult,
  type CurrentUser,
  type CustodyEntry,
  type RoomView,
} from '@koinonia/contracts';
import { Requires } from '../../platform/auth/access.decorator';
import { Actor } from '../../platform/auth/current-user.decorator';
import { Feature } from '../../platform/availability/availability.decorator';
import { byUser } from '../../platform/commands/command-actor.type';
import { Answers } from '../../platform/http/answers.decorator';
import { toCommandResult } from '../../platform/http/command-result.util';
import { CheckInLabelsService } from './check-in/check-in-labels.service';
import { AddRoomCommand } from './commands/add-room/add-room.command';
import { CheckInChildrenCommand } from './commands/check-in-children/check-in-children.command';
import { CheckOutChildCommand } from './commands/check-out-child/check-out-child.command';
import { CheckInQueriesService } from './queries/check-in-queries.service';

/** The check-in kiosk at the door, its rooms, and the custody trail. */
@ApiTags('check-in')
@Feature('memberDirectory')
@Controller('check-in')
export class CheckInController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: CheckInQueriesService,
    private readonly labels: CheckInLabelsService,
  ) {}

  @Get('rooms')
  @Requires('checkin.operate')
  @Answers('RoomView[]')
  @ApiOperation({ summary: 'The rooms children are checked in to' })
  rooms(): Promise<RoomView[]> {
    return this.queries.rooms();
  }

  @Post('rooms')
  @Requires('attendance.write')
  @Answers('CommandResult')
  @ApiOperation({ summary: 'Add a room' })
  async addRoom(@Body() body: CreateRoomDto, @Actor() actor: CurrentUser): Promise<CommandResult> {
    return toCommandResult(await this.commands.execute(new AddRoomCommand(randomUUID(), body.name, byUser(actor))));
  }

  @Get('families')
  @Requires('checkin.operate')
  @Answers('CheckInFamily[]')
  @ApiOperation({ summary: 'Find a family by name or the last four digits of a phone' })
  families(@Query() query: FamilySearchQueryDto): Promise<CheckInFamily[]> {
    return this.queries.findFamilies(query.search);
  }

  @Post()
  @Requires('checkin.operate')
  @Answers('CheckInReceipt', { errors: ['MEMBER_NOT_FOUND'] })
  @ApiOperation({ summary: 'Check children in to their rooms: one security code for their labels and the receipt' })
  async checkIn(@Body() body: CheckInDto, @Actor() actor: CurrentUser): Promise<CheckInReceipt> {
    const children = body.children.map((child) => ({
      memberId: child.memberId,
      roomId: child.roomId,
      allergies: child.allergies ?? '',
      medicalNotes: child.medicalNotes ?? '',
    }));
    const done = await this.commands.execute(new CheckInChildrenCommand(randomUUID(), body.guardian, children, byUser(actor)));
    // The answer is the receipt itself, made from what was decided: the kiosk prints it at once.
    return {
      id: done.id,
      position: (done.position ?? 0n).toString(),
      securityCode: done.securityCode,
      guardian: body.guardian,
      checkedInAt: new Date().toISOString(),
      children: done.children.map((child) => ({
        memberId: child.memberId,
        fullName: child.childName,
        roomName: child.roomName,
        allergies: child.allergies,
        medicalNotes: child.medicalNotes,
      })),
    };
  }

  @Post(':id/check-out')
  @HttpCode(200)
  @Requires('checkin.operate')
  @Answers('CommandResult', { errors: ['CHECK_IN_CODE_MISMATCH'] })
  @ApiOperation({ summary: "Check a child out with the code on the parent's receipt; a wrong code is refused and recorded" })
  async checkOut(@Param('id') id: string, @Body() body: CheckOutDto, @Actor() actor: CurrentUser): Promise<CommandResult> {
    return toCommandResult(await this.commands.execute(new CheckOutChildCommand(id, body.memberId, body.code, body.collectedBy, byUser(actor))));
  }

  @Get('custody')
  @Requires('attendance.read')
  @Answers('CustodyEntry[]')
  @ApiOperation({ summary: 'The custody trail between two dates: who checked each child in and out, when, and which room' })
  custody(@Query() query: CustodyTrailQueryDto): Promise<CustodyEntry[]> {
    return this.queries.trail(query.from, query.to);
  }

  @Get(':id/labels')
  @Requires('checkin.operate')
  @Answers('CheckInLabels')
  @ApiOperation({ summary: "A check-in's labels and receipt as a PDF for 2.25 × 1.25 in. labels (base64)" })
  async labelsOf(@Param('id') id: string): Promise<CheckInLabels> {
    const receipt = await this.queries.receipt(id);
    const pdf = await this.labels.render(receipt);
    return { filename: `check-in-${receipt.securityCode}.pdf`, contentType: 'application/pdf', base64: pdf.toString('base64') };
  }
}
