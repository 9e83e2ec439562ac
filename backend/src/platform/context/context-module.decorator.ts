import 'reflect-metadata';
import { Module, type ModuleMetadata, type Provider, type Type } from '@nestjs/common';
import type { Projection } from '../projections/projection.type';
import { ProjectionRunner } from '../projections/projection-runner.service';
import type { Reactor } from '../reactors/reactor.type';
import { ReactorRunner } from '../reactors/reactor-runner.service';
import type { NotificationSource } from '../notifications/notification-source.type';
import { NotificationSources } from '../notifications/notification-sources.registry';
import type { SearchProvider } from '../search/search-provider.type';
import { SearchRegistry } from '../search/search-registry.service';
import type { SecurityLogRules } from '../security-log/security-log-rule.type';
import { SecurityLogRuleRegistry } from '../security-log/security-log-rules.registry';

/** What a bounded context brings to the platform besides its controllers and providers. */
export interface ContextContributions {
  /** Read models it keeps: the projection runner builds them. */
  projections?: readonly Projection[];
  /** Events of its own that make notifications. */
  notificationSources?: readonly NotificationSource[];
  /** Security-log entries its events make, by exact event type. */
  securityLogRules?: SecurityLogRules;
  /** Its part of global search: provider classes, instantiated with the module's injector. */
  searchProviders?: readonly Type<SearchProvider>[];
  /** What it does in reply to events: reactor classes, instantiated with the module's injector and run by the ReactorRunner. */
  reactors?: readonly Type<Reactor>[];
}

export interface ContextModuleOptions extends ModuleMetadata, ContextContributions {
  /** The context's name, as in `modules/<name>/` (for messages and the registry of contexts). */
  name: string;
}

const CONTRIBUTIONS = Symbol('koinonia:context-contributions');

/**
 * A Nest module that is a bounded context: its controllers and providers as usual, plus what it
 * contributes (projections, notification sources, security-log rules, search providers, reactors), all
 * declared in its own `<name>.module.ts`. Adding a context is adding its folder and one line in
 * app.module.ts; nothing central lists its parts.
 */
export function ContextModule(options: ContextModuleOptions): ClassDecorator {
  const { name, projections = [], notificationSources = [], securityLogRules = {}, searchProviders = [], reactors = [], ...metadata } = options;
  const contributions: Required<ContextContributions> & { name: string } = {
    name,
    projections,
    notificationSources,
    securityLogRules,
    searchProviders,
    reactors,
  };
  const registration: Provider = {
    provide: Symbol(`${name} contributions`),
    inject: [ProjectionRunner, ReactorRunner, NotificationSources, SecurityLogRuleRegistry, SearchRegistry, ...searchProviders, ...reactors],
    useFactory: (
      runner: ProjectionRunner,
      reactorRunner: ReactorRunner,
      sources: NotificationSources,
      rules: SecurityLogRuleRegistry,
      search: SearchRegistry,
      ...instances: unknown[]
    ) => {
      for (const projection of projections) runner.register(projection);
      for (const source of notificationSources) sources.register(source);
      rules.register(securityLogRules);
      for (const provider of instances.slice(0, searchProviders.length) as SearchProvider[]) search.register(provider);
      for (const reactor of instances.slice(searchProviders.length) as Reactor[]) reactorRunner.register(reactor);
      return contributions;
    },
  };
  return (target) => {
    Reflect.defineMetadata(CONTRIBUTIONS, contributions, target);
    Module({ ...metadata, providers: [...(metadata.providers ?? []), ...searchProviders, ...reactors, registration] })(target);
  };
}

/** What a context module declared (empty for a plain Nest module). */
export function contributionsOf(module: Type<unknown>): Required<ContextContributions> & { name: string } {
  const found = Reflect.getMetadata(CONTRIBUTIONS, module) as (Required<ContextContributions> & { name: string }) | undefined;
  return found ?? { name: '', projections: [], notificationSources: [], securityLogRules: {}, searchProviders: [], reactors: [] };
}

/**
 * Every projection the given modules declare, without starting Nest: for the rebuild command and
 * the benches, which run the projection runner on their own.
 */
export function projectionsOf(modules: readonly Type<unknown>[]): Projection[] {
  return modules.flatMap((module) => [...contributionsOf(module).projections]);
}
