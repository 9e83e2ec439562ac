import { Body, Controller, Delete, Get, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { toPreferencesChange, UpdatePreferencesDto, type CurrentUser, type UserPreferences } from '@koinonia/contracts';
import { SignedIn } from '../../platform/auth/access.decorator';
import { Actor } from '../../platform/auth/current-user.decorator';
import { byUser } from '../../platform/commands/command-actor.type';
import { ChangePreferencesCommand } from './commands/change-preferences/change-preferences.command';
import { ResetPreferencesCommand } from './commands/reset-preferences/reset-preferences.command';
import { PreferencesService } from './preferences.service';
import { Answers } from '../../platform/http/answers.decorator';

/**
 * The signed-in user's own preferences: they follow the user from browser to browser. A change
 * answers the whole set as saved (the contract), taken from the decider's state, not the read model.
 */
@ApiTags('preferences')
@Controller('preferences')
export class PreferencesController {
  constructor(
    private readonly commands: CommandBus,
    private readonly preferences: PreferencesService,
  ) {}

  @Get()
  @SignedIn()
  @Answers('UserPreferences')
  @ApiOperation({ summary: 'My preferences (the defaults until I change one)' })
  get(@Actor() actor: CurrentUser): Promise<UserPreferences> {
    return this.preferences.get(actor.id);
  }

  @Put()
  @SignedIn()
  @Answers('UserPreferences')
  @ApiOperation({ summary: 'Change any of my preferences; answers with the whole set' })
  async change(@Body() body: UpdatePreferencesDto, @Actor() actor: CurrentUser): Promise<UserPreferences> {
    return (await this.commands.execute(new ChangePreferencesCommand(actor.id, toPreferencesChange(body), byUser(actor)))).preferences;
  }

  @Delete()
  @SignedIn()
  @Answers('UserPreferences')
  @ApiOperation({ summary: 'Put my preferences back to the defaults' })
  async reset(@Actor() actor: CurrentUser): Promise<UserPreferences> {
    return (await this.commands.execute(new ResetPreferencesCommand(actor.id, byUser(actor)))).preferences;
  }
}
