import { Inject, Injectable } from '@nestjs/common';
import { INITIAL_ONBOARDING_STATE, type OnboardingState } from '@koinonia/contracts';
import { CommandExecutor } from '../../platform/commands/command-executor.service';
import type { AppConfig } from '../../platform/config/app-config';
import { APP_CONFIG, READ_STORE } from '../../platform/platform.tokens';
import { ProjectionRunner } from '../../platform/projections/projection-runner.service';
import type { ReadStore } from '../../platform/read-store/read-store.port';
import { onboardingDecider, type OnboardingCommand } from './domain/onboarding.decider';
import { onboardingStream } from './domain/onboarding.events';
import type { OnboardingDocument } from './projections/onboarding.projection';

/** A user's tours and tutorials: read from the read model (the initial state until the first change), changed by commands. */
@Injectable()
export class OnboardingService {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly runner: ProjectionRunner,
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async get(userId: string): Promise<OnboardingState> {
    const document = await this.readStore.collection<OnboardingDocument>('onboarding_state').findOne({ _id: userId });
    if (!document) return structuredClone(INITIAL_ONBOARDING_STATE);
    const { _id, revision: _revision, ...state } = document;
    return state;
  }

  /** Runs the command and answers with the whole state as now saved. */
  async run(command: OnboardingCommand): Promise<OnboardingState> {
    const outcome = await this.executor.execute(onboardingStream(command.userId), onboardingDecider, command, { actorId: command.userId, retries: 3 });
    if (outcome.position !== null) await this.runner.waitFor(outcome.position, this.config.consistencyWaitMs);
    return this.get(command.userId);
  }
}
