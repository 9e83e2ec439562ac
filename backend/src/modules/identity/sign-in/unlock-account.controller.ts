import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { UnlockAccountDto } from '@koinonia/contracts';
import type { FastifyRequest } from 'fastify';
import { Public } from '../../../platform/auth/access.decorator';
import { OpenDuringMaintenance } from '../../../platform/availability/availability.decorator';
import { clientAddress } from '../../../platform/http/client-address.util';
import { AccountLimits } from '../accounts/account-limits.service';
import { UnlockAccountCommand } from './commands/unlock-account/unlock-account.command';

/** The link a lockout email carries: its holder lifts the lock themselves. */
@ApiTags('auth')
@Controller('auth')
export class UnlockAccountController {
  constructor(
    private readonly commands: CommandBus,
    private readonly limits: AccountLimits,
  ) {}

  // An administrator locked out must be able to get back in during maintenance.
  @Public()
  @OpenDuringMaintenance()
  @Post('unlock')
  @HttpCode(204)
  @ApiOperation({ summary: 'Lift a lockout of my account with the token from the emailed link (once, within the hour)' })
  async unlock(@Body() body: UnlockAccountDto, @Req() request: FastifyRequest): Promise<void> {
    this.limits.takeLinkRedemption(clientAddress(request));
    await this.commands.execute(new UnlockAccountCommand(body.token));
  }
}
