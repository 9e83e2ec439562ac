import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { MinistryView } from '@koinonia/contracts';
import { Requires } from '../../platform/auth/access.decorator';
import { MinistriesService } from './ministries.service';
import { Answers } from '../../platform/http/answers.decorator';

@ApiTags('organisation')
@Controller('ministries')
export class OrganisationController {
  constructor(private readonly ministries: MinistriesService) {}

  @Get()
  @Requires('ministries.read')
  @Answers('MinistryView[]')
  @ApiOperation({ summary: 'The ministries a member can be placed in' })
  list(): Promise<MinistryView[]> {
    return this.ministries.list();
  }
}
