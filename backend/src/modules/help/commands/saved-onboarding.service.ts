import { Injectable } from '@nestjs/common';
import type { OnboardingState } from '@koinonia/contracts';
import { actorIdOf, type CommandActor } from '../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../platform/commands/command-done.type';
import { CommandExecutor } from '../../../platform/commands/command-executor.service';
import { onboardingDecider, type OnboardingCommand } from '../domain/onboarding.decider';
import { onboardingStream } from '../domain/onboarding.events';

/** An onboarding command's answer: the user's whole onboarding as now saved. */
export interface OnboardingSaved extends CommandDone {
  onboarding: OnboardingState;
}

/**
 * Decides on a user's onboarding stream and answers the state from the decider's own fold, stamped
 * with when it last changed (the time this command recorded, or the last event's when it changed
 * nothing) — exactly what the read model will hold, so the answer needs no wait for it.
 */
@Injectable()
export class SavedOnboarding {
  constructor(private readonly executor: CommandExecutor) {}

  async record(command: OnboardingCommand, actor: CommandActor): Promise<OnboardingSaved> {
    const stream = onboardingStream(command.userId);
    const now = new Date();
    // Their other browser recording a step at the same moment is no reason to fail: decide again.
    const outcome = await this.executor.execute(stream, onboardingDecider, command, { actorId: actorIdOf(actor), retries: 3, now });
    const updatedAt = outcome.position !== null ? now.toISOString() : ((await this.executor.eventAt(stream, outcome.revision))?.metadata.occurredAt ?? null);
    return { id: command.userId, revision: outcome.revision, position: outcome.position, onboarding: { ...outcome.state, updatedAt } };
  }
}
