import { Controller, Get, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { HealthReport, HealthStatus } from '@koinonia/contracts';
import type { FastifyReply } from 'fastify';
import { Public, Requires } from '../auth/access.decorator';
import { OpenDuringMaintenance } from '../availability/availability.decorator';
import { HealthService } from './health.service';
import { Answers } from './answers.decorator';

/** 503 while degraded, so an orchestrator restarts the instance or stops routing to it. */
@ApiTags('platform')
@Controller('health')
export class HealthController {
  constructor(private readonly health: HealthService) {}

  /** Anyone may ask whether the instance is well; what it runs and how far along it is stays with administrators. */
  @Public()
  @OpenDuringMaintenance()
  @Get()
  @Answers('HealthStatus', { alsoAt: [503] })
  @ApiOperation({ summary: 'ok, or 503 degraded while a projection or reactor retries or lags (anyone)' })
  async status(@Res({ passthrough: true }) reply: FastifyReply): Promise<HealthStatus> {
    const { status } = await this.health.report();
    if (status !== 'ok') void reply.status(503);
    return { status };
  }

  @Requires('settings.manage')
  @OpenDuringMaintenance()
  @Get('details')
  @Answers('HealthReport', { alsoAt: [503] })
  @ApiOperation({ summary: 'The status with store positions, projection and reactor lag and errors (administrators); 503 while degraded' })
  async report(@Res({ passthrough: true }) reply: FastifyReply): Promise<HealthReport> {
    const report = await this.health.report();
    if (report.status !== 'ok') void reply.status(503);
    return report;
  }
}
