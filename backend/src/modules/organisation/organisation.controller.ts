import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { MinistryView } from '@koinonia/contracts';
import { Requires } from '../../platform/auth/access.decorator';
import { MinistriesService } from './ministries.service';

@ApiTags('organisation')
@Controller('ministries')
export class OrganisationController {
  constructor(private readonly ministries: MinistriesService) {}

  @Get()
  @Requires('ministries.read')
  @ApiOperation({ summary: 'The ministries a member can be placed in' })
  list(): Promise<MinistryView[]> {
    return this.ministries.list();
  }
}
