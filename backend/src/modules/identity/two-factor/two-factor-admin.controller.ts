import { Body, Controller, Get, HttpCode, Inject, Param, Post, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { SecurityPolicyDto, type CommandResult, type CurrentUser, type SecurityPolicyView } from '@koinonia/contracts';
import { APP_CONFIG } from '../../../platform/platform.tokens';
import type { AppConfig } from '../../../platform/config/app-config';
import { Requires } from '../../../platform/auth/access.decorator';
import { Actor } from '../../../platform/auth/current-user.decorator';
import { byUser } from '../../../platform/commands/command-actor.type';
import { toCommandResult } from '../../../platform/http/command-result.util';
import { ResetTwoFactorCommand } from './commands/reset-two-factor/reset-two-factor.command';
import { SetTwoFactorRequirementCommand } from './commands/set-two-factor-requirement/set-two-factor-requirement.command';
import { TwoFactorPolicyQuery } from './queries/two-factor-policy.query';
import { Answers } from '../../../platform/http/answers.decorator';

/** Administrators and two-step verification: who must use it, and a reset for someone locked out of it. */
@ApiTags('admin')
@Controller('admin')
export class TwoFactorAdminController {
  constructor(
    private readonly commands: CommandBus,
    private readonly policy: TwoFactorPolicyQuery,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Post('users/:id/two-factor/reset')
  @HttpCode(200)
  @Requires('users.manage')
  @Answers('CommandResult', { errors: ['TWO_FACTOR_NOT_ENABLED'] })
  @ApiOperation({ summary: 'Turn off two-step verification for an account that lost its authenticator and recovery codes' })
  async resetTwoFactor(@Param('id') id: string, @Actor() actor: CurrentUser): Promise<CommandResult> {
    return toCommandResult(await this.commands.execute(new ResetTwoFactorCommand(id, byUser(actor))));
  }

  @Get('security-policy')
  @Requires('settings.manage')
  @Answers('SecurityPolicyView')
  @ApiOperation({ summary: 'Account security settings: the roles that must use two-step verification' })
  async securityPolicy(): Promise<SecurityPolicyView> {
    return { twoFactorRequiredRoles: await this.policy.requiredRoles(), demoChurch: this.config.demoMode };
  }

  @Put('security-policy')
  @HttpCode(200)
  @Requires('settings.manage')
  @Answers('CommandResult')
  @ApiOperation({ summary: 'Require two-step verification for the holders of these roles' })
  async setSecurityPolicy(@Body() body: SecurityPolicyDto, @Actor() actor: CurrentUser): Promise<CommandResult> {
    return toCommandResult(await this.commands.execute(new SetTwoFactorRequirementCommand(body.twoFactorRequiredRoles, byUser(actor))));
  }
}
