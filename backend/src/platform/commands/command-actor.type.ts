import type { CurrentUser } from '@koinonia/contracts';

/**
 * Who a command is for: a signed-in person, whose roles a handler may check, or the app itself
 * (the first start, the demo church, a reactor), which records the events as nobody's — or, when
 * it carries out a person's own choice, as theirs.
 */
export type CommandActor = { readonly kind: 'user'; readonly user: CurrentUser } | { readonly kind: 'system'; readonly onBehalfOf: string | null };

export const byUser = (user: CurrentUser): CommandActor => ({ kind: 'user', user });

export const bySystem = (onBehalfOf: string | null = null): CommandActor => ({ kind: 'system', onBehalfOf });

/** The id the events record as their actor. */
export const actorIdOf = (actor: CommandActor): string | null => (actor.kind === 'user' ? actor.user.id : actor.onBehalfOf);
