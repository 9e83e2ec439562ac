import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { DEFAULT_CHURCH_COUNTRY, DEFAULT_CHURCH_CURRENCY, type FeatureFlag, type FeatureFlags } from '@koinonia/contracts';
import { READ_STORE } from '../../platform/platform.tokens';
import type { ReadStore } from '../../platform/read-store/read-store.port';
import { ProjectionRunner } from '../../platform/projections/projection-runner.service';
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
 * No read-store round trip per request; never behind the read model either. The commands that
 * change them (commands/change-*) wait for that fold before they answer.
 */
@Injectable()
export class OrganisationSettingsService implements OnModuleInit {
  private settings: OrganisationSettingsDocument | null = null;

  constructor(
    runner: ProjectionRunner,
    @Inject(READ_STORE) private readonly readStore: ReadStore,
  ) {
    runner.onApplied((events) => {
      for (const event of events) {
        if (!SETTINGS_EVENT_TYPES.has(event.type)) continue;
        const current = this.settings && this.settings._id === organisationSettingsProjection.documentId(event) ? this.settings : null;
        this.settings = organisationSettingsProjection.project(current, event);
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

  /** The church's settings; a document stored before they existed has the defaults. */
  get church(): Required<Omit<OrganisationSettingsDocument['church'], 'timeZone'>> {
    const stored: Partial<OrganisationSettingsDocument['church']> = (this.settings ?? defaultSettings('')).church ?? {};
    return {
      country: stored.country ?? DEFAULT_CHURCH_COUNTRY,
      selfUpdatesNeedApproval: stored.selfUpdatesNeedApproval ?? false,
      currency: stored.currency ?? DEFAULT_CHURCH_CURRENCY,
      legalName: stored.legalName ?? '',
    };
  }

  get maintenance(): OrganisationSettingsDocument['maintenance'] {
    return (this.settings ?? defaultSettings('')).maintenance;
  }
}
