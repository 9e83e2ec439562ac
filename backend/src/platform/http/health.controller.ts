import { Controller, Get, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { HealthReport } from '@koinonia/contracts';
import type { FastifyReply } from 'fastify';
import { Public } from '../auth/access.decorator';
import { OpenDuringMaintenance } from '../availability/availability.decorator';
import { HealthService } from './health.service';
import { Answers } from './answers.decorator';

@ApiTags('platform')
@Controller('health')
export class HealthController {
  constructor(private readonly health: HealthService) {}

  /** 503 while degraded, so an orchestrator restarts the instance or stops routing to it. */
  @Public()
  @OpenDuringMaintenance()
  @Get()
  @Answers('HealthReport', { alsoAt: [503] })
  @ApiOperation({ summary: 'Store positions, projection and reactor lag; 503 while a projection or reactor retries or lags' })
  async report(@Res({ passthrough: true }) reply: FastifyReply): Promise<HealthReport> {
    const report = await this.health.report();
    if (report.status !== 'ok') void reply.status(503);
    return report;
  }
}
