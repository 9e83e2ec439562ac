/**
 * The livestream context's public face: its module, and the commands the demo church is set up
 * with. A broadcast's recording is the `LivestreamRecordingSaved` event (domain/livestream.events.ts).
 */
export { LivestreamModule } from './livestream.module';
export { AddRestreamDestinationCommand, RotateStreamKeyCommand, ScheduleNextStreamCommand } from './commands/livestream.commands';
export type { LivestreamRecordingSaved } from './domain/livestream.events';
