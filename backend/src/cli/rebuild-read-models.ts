import 'reflect-metadata';
import { CONTEXT_MODULES } from '../app.module';
import { projectionsOf } from '../platform/context/context-module.decorator';
import { readConfig } from '../platform/config/app-config';
import { createEventStore } from '../platform/event-store';
import { createReadStore } from '../platform/read-store';
import { ProjectionRunner } from '../platform/projections/projection-runner.service';

/** `npm run rebuild-read-models`: drop every read model and replay the event store. Stop the app first. */
async function main(): Promise<void> {
  const config = readConfig();
  const eventStore = await createEventStore(config.eventStore);
  const readStore = await createReadStore(config.readStore);
  try {
    const runner = new ProjectionRunner(eventStore, readStore);
    for (const projection of projectionsOf(CONTEXT_MODULES)) runner.register(projection);
    const { events, ms } = await runner.rebuild();
    const rate = ms > 0 ? Math.round((events / ms) * 1000) : events;
    console.log(`Rebuilt ${runner.names.length} read models from ${events} events in ${ms} ms (${rate} events/s).`);
  } finally {
    await readStore.close();
    await eventStore.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
