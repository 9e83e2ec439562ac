import { Injectable } from '@nestjs/common';
import { CommandExecutor } from '../../../platform/commands/command-executor.service';
import { livestreamSettingsDecider, type LivestreamSettingsState } from '../domain/livestream-settings.decider';
import { LIVESTREAM_SETTINGS_STREAM } from '../domain/livestream.events';

/**
 * The settings stream folded, kept in memory: an RTMP push is checked against it synchronously.
 * The command handlers refresh it after each change.
 */
@Injectable()
export class LivestreamSettingsStore {
  private state: LivestreamSettingsState = livestreamSettingsDecider.initialState();

  constructor(private readonly executor: CommandExecutor) {}

  get current(): LivestreamSettingsState {
    return this.state;
  }

  async refresh(): Promise<LivestreamSettingsState> {
    this.state = (await this.executor.load(LIVESTREAM_SETTINGS_STREAM, livestreamSettingsDecider)).state;
    return this.state;
  }
}
