import { Injectable } from '@nestjs/common';
import type { UserPreferences } from '@koinonia/contracts';
import { actorIdOf, type CommandActor } from '../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../platform/commands/command-done.type';
import { CommandExecutor } from '../../../platform/commands/command-executor.service';
import { preferencesDecider, type PreferencesCommand } from '../domain/preferences.decider';
import { preferencesStream } from '../domain/preferences.events';

/** A preferences command's answer: the whole set as now saved. */
export interface PreferencesSaved extends CommandDone {
  preferences: UserPreferences;
}

/**
 * Decides on a user's preferences stream and answers the set from the decider's own state, stamped
 * with when it last changed (the time this command recorded, or the last event's when it changed
 * nothing) — exactly what the read model will hold, so the answer needs no wait for it.
 */
@Injectable()
export class SavedPreferences {
  constructor(private readonly executor: CommandExecutor) {}

  async record(userId: string, command: PreferencesCommand, actor: CommandActor): Promise<PreferencesSaved> {
    const stream = preferencesStream(userId);
    const now = new Date();
    // Their other browser saving at the same moment is no reason to fail: decide again.
    const outcome = await this.executor.execute(stream, preferencesDecider, command, { actorId: actorIdOf(actor), retries: 3, now });
    const lastUpdated = outcome.position !== null ? now.toISOString() : ((await this.executor.eventAt(stream, outcome.revision))?.metadata.occurredAt ?? null);
    return { id: userId, revision: outcome.revision, position: outcome.position, preferences: { ...outcome.state.preferences, lastUpdated } };
  }
}
