import { Inject, Injectable } from '@nestjs/common';
import { DEFAULT_PREFERENCES, type PreferencesChange, type UserPreferences } from '@koinonia/contracts';
import { READ_STORE } from '../../platform/platform.tokens';
import type { ReadStore } from '../../platform/read-store/read-store.port';
import { APP_CONFIG } from '../../platform/platform.tokens';
import type { AppConfig } from '../../platform/config/app-config';
import { CommandExecutor } from '../../platform/commands/command-executor.service';
import { ProjectionRunner } from '../../platform/projections/projection-runner.service';
import { preferencesDecider, type PreferencesCommand } from './domain/preferences.decider';
import { preferencesStream } from './domain/preferences.events';
import type { UserPreferencesDocument } from './projections/user-preferences.projection';

/** A user's preferences: read from the read model (defaults until first saved), changed by commands. */
@Injectable()
export class PreferencesService {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly runner: ProjectionRunner,
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async get(userId: string): Promise<UserPreferences> {
    const document = await this.readStore.collection<UserPreferencesDocument>('user_preferences').findOne({ _id: userId });
    if (!document) return structuredClone(DEFAULT_PREFERENCES);
    const { _id, revision: _revision, ...preferences } = document;
    return preferences;
  }

  /** Changes what `change` names and answers with the whole set as now saved. */
  async change(userId: string, change: PreferencesChange): Promise<UserPreferences> {
    return this.run(userId, { type: 'ChangePreferences', userId, change });
  }

  async reset(userId: string): Promise<UserPreferences> {
    return this.run(userId, { type: 'ResetPreferences', userId });
  }

  private async run(userId: string, command: PreferencesCommand): Promise<UserPreferences> {
    const outcome = await this.executor.execute(preferencesStream(userId), preferencesDecider, command, { actorId: userId, retries: 3 });
    if (outcome.position !== null) await this.runner.waitFor(outcome.position, this.config.consistencyWaitMs);
    return this.get(userId);
  }
}
