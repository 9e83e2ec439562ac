import { Controller, Get, Inject } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { HealthReport } from '@koinonia/contracts';
import { EVENT_STORE, READ_STORE } from '../platform.tokens';
import type { EventStore } from '../event-store/event-store.port';
import type { ReadStore } from '../read-store/read-store.port';
import { Public } from '../auth/access.decorator';
import { OpenDuringMaintenance } from '../availability/availability.decorator';
import { ProjectionRunner } from '../projections/projection-runner.service';

const started = Date.now();

@ApiTags('platform')
@Controller('health')
export class HealthController {
  constructor(
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    private readonly runner: ProjectionRunner,
  ) {}

  @Public()
  @OpenDuringMaintenance()
  @Get()
  @ApiOperation({ summary: 'Store positions and projection lag' })
  async health(): Promise<HealthReport> {
    const head = await this.eventStore.headPosition();
    const projections = this.runner.names.map((name) => {
      const checkpoint = this.runner.checkpointOf(name);
      const lag = head > checkpoint ? Number(head - checkpoint) : 0;
      return { name, checkpoint: checkpoint.toString(), lag };
    });
    const degraded = this.runner.lastError !== null;
    return {
      status: degraded ? 'degraded' : 'ok',
      eventStore: { adapter: this.eventStore.adapter, position: head.toString() },
      readStore: { adapter: this.readStore.adapter },
      projections,
      uptimeSeconds: Math.round((Date.now() - started) / 1000),
    };
  }
}
