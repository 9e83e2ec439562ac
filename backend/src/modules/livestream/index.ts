/** The livestream context's public face: its module, and the commands the demo church is set up with. */
export { LivestreamModule } from './livestream.module';
export {
  AddRestreamDestinationCommand,
  ChangeLivestreamOptionsCommand,
  RotateStreamKeyCommand,
  ScheduleNextStreamCommand,
  TrimRecordingCommand,
} from './commands/livestream.commands';
export type { LivestreamRecordingSaved } from './domain/livestream.events';
