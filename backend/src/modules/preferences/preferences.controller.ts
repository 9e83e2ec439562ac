import { Body, Controller, Delete, Get, Put } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { toPreferencesChange, UpdatePreferencesDto, type CurrentUser, type UserPreferences } from '@koinonia/contracts';
import { SignedIn } from '../../platform/auth/access.decorator';
import { Actor } from '../../platform/auth/current-user.decorator';
import { PreferencesService } from './preferences.service';

/** The signed-in user's own preferences: they follow the user from browser to browser. */
@ApiTags('preferences')
@Controller('preferences')
export class PreferencesController {
  constructor(private readonly preferences: PreferencesService) {}

  @Get()
  @SignedIn()
  @ApiOperation({ summary: 'My preferences (the defaults until I change one)' })
  get(@Actor() actor: CurrentUser): Promise<UserPreferences> {
    return this.preferences.get(actor.id);
  }

  @Put()
  @SignedIn()
  @ApiOperation({ summary: 'Change any of my preferences; answers with the whole set' })
  change(@Body() body: UpdatePreferencesDto, @Actor() actor: CurrentUser): Promise<UserPreferences> {
    return this.preferences.change(actor.id, toPreferencesChange(body));
  }

  @Delete()
  @SignedIn()
  @ApiOperation({ summary: 'Put my preferences back to the defaults' })
  reset(@Actor() actor: CurrentUser): Promise<UserPreferences> {
    return this.preferences.reset(actor.id);
  }
}
