import { SetMetadata } from '@nestjs/common';
import type { AnswerName, AnswerOf, ErrorCode } from '@koinonia/contracts';

export const ANSWERS = 'koinonia:answers';

/** What a route answers, for the OpenAPI document (see openapi-document.factory.ts). */
export interface AnswerSpec {
  /** The 2xx body's type in contracts' ApiAnswers, or null when the route answers no body (204, 202). */
  schema: AnswerName | null;
  /**
   * Catalogue codes the handler itself may answer with. Those of the guards, pipes and parameters
   * (sign-in, permission, maintenance, validation, a missing id, a stale If-Match) are derived.
   */
  errors: readonly ErrorCode[];
  /** Further statuses that answer the same body (health's 503 while degraded). */
  alsoAt: readonly number[];
  /** A file's media type, for a route that answers a file rather than JSON (`schema` is then null). */
  file?: string;
}

export interface AnswerOptions {
  errors?: readonly ErrorCode[];
  alsoAt?: readonly number[];
}

type Handler<T> = (...args: never[]) => T | Promise<T>;

/** A method decorator that only compiles on a handler returning `T` (or a promise of it). */
type AnswerDecorator<T> = <M extends Handler<T>>(target: object, key: string | symbol, descriptor: TypedPropertyDescriptor<M>) => void;

function answer<T>(spec: AnswerSpec): AnswerDecorator<T> {
  return (target, key, descriptor) => void SetMetadata(ANSWERS, spec)(target, key, descriptor);
}

/**
 * The route answers `name` (a type of contracts' ApiAnswers, or `Name[]` for a list of them) with
 * its success status: the document gets that type's generated schema. A name that is no answer
 * type, or a handler that returns another type, does not compile.
 */
export function Answers<N extends AnswerName>(name: N, options: AnswerOptions = {}): AnswerDecorator<AnswerOf<N>> {
  return answer({ schema: name, errors: options.errors ?? [], alsoAt: options.alsoAt ?? [] });
}

/** The route answers its success status (204, or 202) with no body. */
export function AnswersNothing(options: Pick<AnswerOptions, 'errors'> = {}): AnswerDecorator<void> {
  return answer({ schema: null, errors: options.errors ?? [], alsoAt: [] });
}

/** The route answers a file of `mediaType` (an image, a CSV, a PDF), sent by the handler itself through the reply. */
export function AnswersFile(mediaType: string, options: Pick<AnswerOptions, 'errors'> = {}): AnswerDecorator<void> {
  return answer({ schema: null, errors: options.errors ?? [], alsoAt: [], file: mediaType });
}
