import { randomUUID } from 'node:crypto';
import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  AddHouseholdMemberDto,
  CreateHouseholdDto,
  ListDuplicatesQueryDto,
  ListHouseholdsQueryDto,
  MergeHouseholdsDto,
  UpdateHouseholdDto,
  type CommandResult,
  type CurrentUser,
  type DuplicatePairPage,
  type HouseholdPage,
  type HouseholdView,
  type MemberHouseholdView,
} from '@koinonia/contracts';
import { Requires } from '../../../platform/auth/access.decorator';
import { Actor } from '../../../platform/auth/current-user.decorator';
import { Feature } from '../../../platform/availability/availability.decorator';
import { byUser } from '../../../platform/commands/command-actor.type';
import { Answers } from '../../../platform/http/answers.decorator';
import { toCommandResult } from '../../../platform/http/command-result.util';
import { IfMatch } from '../../../platform/http/if-match.decorator';
import { Versioned } from '../../../platform/http/versioned.decorator';
import { DuplicateQueriesService } from '../duplicates/duplicate-queries.service';
import { directoryReaderOf } from '../queries/member-visibility.util';
import { AddHouseholdMemberCommand } from './commands/add-household-member/add-household-member.command';
import { ChangeHouseholdCommand } from './commands/change-household/change-household.command';
import { CreateHouseholdCommand } from './commands/create-household/create-household.command';
import { MergeHouseholdsCommand } from './commands/merge-households/merge-households.command';
import { RemoveHouseholdMemberCommand } from './commands/remove-household-member/remove-household-member.command';
import { HouseholdQueriesService } from './queries/household-queries.service';

/**
 * Households (families) and the possible-duplicates list. Reads follow the directory's visibility
 * (members.read); changes need members.write and answer `{ id, position, revision }`.
 */
@ApiTags('households')
@Feature('memberDirectory')
@Controller()
export class HouseholdsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: HouseholdQueriesService,
    private readonly duplicates: DuplicateQueriesService,
  ) {}

  @Get('households')
  @Requires('members.read')
  @Answers('HouseholdPage')
  @ApiOperation({
    summary: 'Search households by name (each as the reader may see it: without members.private.read, only the people the directory shows them)',
  })
  list(@Query() query: ListHouseholdsQueryDto, @Actor() actor: CurrentUser): Promise<HouseholdPage> {
    return this.queries.list(query, directoryReaderOf(actor));
  }

  @Post('households')
  @Requires('members.write')
  @Answers('CommandResult', { errors: ['MEMBER_NOT_FOUND', 'ALREADY_IN_HOUSEHOLD'] })
  @ApiOperation({ summary: 'Create a household, with its first people' })
  async create(@Body() body: CreateHouseholdDto, @Actor() actor: CurrentUser): Promise<CommandResult> {
    const members = (body.members ?? []).map(({ memberId, relationship }) => ({ memberId, relationship }));
    return toCommandResult(await this.commands.execute(new CreateHouseholdCommand(randomUUID(), body.name, body.address ?? '', members, byUser(actor))));
  }

  @Get('households/:id')
  @Requires('members.read')
  @Versioned()
  @Answers('HouseholdView', { errors: ['NOT_FOUND'] })
  @ApiOperation({ summary: 'A household (NOT_FOUND when it shows the reader nobody)' })
  get(@Param('id') id: string, @Actor() actor: CurrentUser): Promise<HouseholdView> {
    return this.queries.get(id, directoryReaderOf(actor));
  }

  @Patch('households/:id')
  @Requires('members.write')
  @Answers('CommandResult', { errors: ['NOT_FOUND'] })
  @ApiOperation({ summary: 'Rename a household or change its shared address (If-Match: the revision you last saw)' })
  async update(
    @Param('id') id: string,
    @Body() body: UpdateHouseholdDto,
    @IfMatch() expected: number | undefined,
    @Actor() actor: CurrentUser,
  ): Promise<CommandResult> {
    return toCommandResult(await this.commands.execute(new ChangeHouseholdCommand(id, { name: body.name, address: body.address }, expected, byUser(actor))));
  }

  @Post('households/:id/members')
  @Requires('members.write')
  @HttpCode(200)
  @Answers('CommandResult', { errors: ['NOT_FOUND', 'MEMBER_NOT_FOUND', 'ALREADY_IN_HOUSEHOLD'] })
  @ApiOperation({ summary: 'Add a person to a household or change their relationship; `move: true` moves them from their household' })
  async addMember(
    @Param('id') id: string,
    @Body() body: AddHouseholdMemberDto,
    @IfMatch() expected: number | undefined,
    @Actor() actor: CurrentUser,
  ): Promise<CommandResult> {
    return toCommandResult(
      await this.commands.execute(new AddHouseholdMemberCommand(id, body.memberId, body.relationship, body.move === true, expected, byUser(actor))),
    );
  }

  @Delete('households/:id/members/:memberId')
  @Requires('members.write')
  @HttpCode(200)
  @Answers('CommandResult', { errors: ['NOT_FOUND'] })
  @ApiOperation({ summary: 'Take a person out of a household' })
  async removeMember(
    @Param('id') id: string,
    @Param('memberId') memberId: string,
    @IfMatch() expected: number | undefined,
    @Actor() actor: CurrentUser,
  ): Promise<CommandResult> {
    return toCommandResult(await this.commands.execute(new RemoveHouseholdMemberCommand(id, memberId, expected, byUser(actor))));
  }

  @Post('households/:id/merge')
  @Requires('members.write')
  @HttpCode(200)
  @Answers('CommandResult', { errors: ['NOT_FOUND'] })
  @ApiOperation({
    summary:
      "Merge another household into this one: its people join, the chosen address stays, and it closes pointing here (If-Match: this household's revision)",
  })
  async merge(
    @Param('id') id: string,
    @Body() body: MergeHouseholdsDto,
    @IfMatch() expected: number | undefined,
    @Actor() actor: CurrentUser,
  ): Promise<CommandResult> {
    const relationships = (body.members ?? []).map(({ memberId, relationship }) => ({ memberId, relationship }));
    return toCommandResult(
      await this.commands.execute(new MergeHouseholdsCommand(id, body.mergedId, body.address ?? 'survivor', relationships, expected, byUser(actor))),
    );
  }

  @Get('members/duplicates')
  @Requires('members.private.read')
  @Answers('DuplicatePairPage')
  @ApiOperation({ summary: 'Possible duplicate people: the same email, the same phone digits or similar names (sharing within one household is flagged)' })
  listDuplicates(@Query() query: ListDuplicatesQueryDto): Promise<DuplicatePairPage> {
    return this.duplicates.list(query);
  }

  @Get('members/:id/household')
  @Requires('members.read')
  @Answers('MemberHouseholdView', { errors: ['MEMBER_NOT_FOUND'] })
  @ApiOperation({ summary: "A member's household, as the reader may see it (household: null when none)" })
  ofMember(@Param('id') id: string, @Actor() actor: CurrentUser): Promise<MemberHouseholdView> {
    return this.queries.ofMember(id, directoryReaderOf(actor));
  }
}
