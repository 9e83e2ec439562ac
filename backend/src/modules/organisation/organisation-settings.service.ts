import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import type { CommandResult, FeatureFlag, FeatureFlags } from '@koinonia/contracts';
import { APP_CONFIG, READ_STORE } from '../../platform/platform.tokens';
import type { AppConfig } from '../../platform/config/app-config';
import type { ReadStore } from '../../platform/read-store/read-store.port';
import { CommandExecutor } from '../../platform/commands/command-executor.service';
import { DomainError } from '../../platform/errors/domain-error';
import { ProjectionRunner } from '../../platform/projections/projection-runner.service';
import { churchDecider, type ChurchCommand } from './domain/church.decider';
import { churchStream } from './domain/church.events';
import type { ChurchDocument } from './projections/church.projection';
import {
  defaultSettings,
  organisationSettingsProjection,
  SETTINGS_EVENT_TYPES,
  type OrganisationSettingsDocument,
} from './projections/organisation-settings.projection';

/**
 * The organisation's feature flags and maintenance mode. Every request asks about them, so the
 * read model lives here in memory as well: loaded once at start, then folded with the
 * projection's own `apply` as the runner applies each batch (see ProjectionRunner.onApplied).
 * No read-store round trip per request; never behind the read model either.
 */
@Injectable()
export class OrganisationSettingsService implements OnModuleInit {
  private settings: OrganisationSettingsDocument | null = null;

  constructor(
    private readonly executor: CommandExecutor,
    private readonly runner: ProjectionRunner,
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    runner.onApplied((events) => {
      for (const event of events) {
        if (!SETTINGS_EVENT_TYPES.has(event.type)) continue;
        const current = this.settings && this.settings._id === organisationSettingsProjection.documentId(event) ? this.settings : null;
        this.settings = organisationSettingsProjection.apply(current, event);
      }
    });
  }

  /** Runs before the projection runner starts (createApp starts it after init), so no batch is missed. */
  async onModuleInit(): Promise<void> {
    const stored = await this.readStore.collection<OrganisationSettingsDocument>(organisationSettingsProjection.collection).findOne({});
    // Keep whichever is newer, should a batch ever arrive first.
    if (stored && (!this.settings || stored.revision > this.settings.revision)) this.settings = stored;
  }

  get features(): FeatureFlags {
    return (this.settings ?? defaultSettings('')).features;
  }

  isEnabled(flag: FeatureFlag): boolean {
    return this.features[flag] !== false;
  }

  get maintenance(): OrganisationSettingsDocument['maintenance'] {
    return (this.settings ?? defaultSettings('')).maintenance;
  }

  changeFeatureFlag(flag: FeatureFlag, enabled: boolean, actorId: string): Promise<CommandResult> {
    return this.execute((churchId) => ({ type: 'ChangeFeatureFlag', churchId, flag, enabled }), actorId);
  }

  changeMaintenanceMode(enabled: boolean, message: string | null, actorId: string): Promise<CommandResult> {
    return this.execute((churchId) => ({ type: 'ChangeMaintenanceMode', churchId, enabled, message }), actorId);
  }

  /** Decides on the church stream and waits until the guard's copy has the change. */
  private async execute(command: (churchId: string) => ChurchCommand, actorId: string): Promise<CommandResult> {
    const church = await this.readStore.collection<ChurchDocument>('church').findOne({});
    if (!church) throw new DomainError('NOT_FOUND');
    // Two administrators switching different flags at once both win: decide again on a conflict.
    const outcome = await this.executor.execute(churchStream(church._id), churchDecider, command(church._id), { actorId, retries: 5 });
    if (outcome.position !== null) await this.runner.waitFor(outcome.position, this.config.consistencyWaitMs);
    return { id: church._id, position: (outcome.position ?? 0n).toString(), revision: outcome.revision };
  }
}
