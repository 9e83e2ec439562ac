import { readFileSync } from 'node:fs';
import { SetMetadata } from '@nestjs/common';
import { RouteSchema } from '@nestjs/platform-fastify';
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
  /**
   * Serialize the success body by its schema (Fastify's compiled serializer, fast-json-stringify)
   * rather than JSON.stringify: for the largest answers (a month of the calendar, thousands of
   * occurrences), where it is about half the time. Properties the schema does not name are left out.
   */
  serializeBySchema?: boolean;
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
  const spec = answer<AnswerOf<N>>({ schema: name, errors: options.errors ?? [], alsoAt: options.alsoAt ?? [] });
  if (!options.serializeBySchema) return spec;
  return (target, key, descriptor) => {
    spec(target, key, descriptor);
    RouteSchema({ response: { '2xx': selfContainedSchema(name) } })(target, key, descriptor);
  };
}

type JsonSchema = { [key: string]: unknown };
let contractSchemas: Record<string, JsonSchema> | null = null;

/**
 * `name`'s schema from contracts' build (`Name[]` an array of them), every `$ref` written out in
 * place, as fast-json-stringify takes it best. Read when the controller's module loads.
 */
export function selfContainedSchema(name: string): JsonSchema {
  contractSchemas ??= JSON.parse(readFileSync(require.resolve('@koinonia/contracts/openapi-schemas.json'), 'utf8')) as Record<string, JsonSchema>;
  const schemas = contractSchemas;
  const inline = (value: unknown, depth: number): unknown => {
    if (depth > 20) throw new Error(`The schema of ${name} refers to itself: it cannot be written out`);
    if (Array.isArray(value)) return value.map((item) => inline(item, depth));
    if (value === null || typeof value !== 'object') return value;
    const ref = (value as { $ref?: unknown }).$ref;
    if (typeof ref === 'string') return inline(schemaNamed(ref.split('/').pop()!), depth + 1);
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, inline(item, depth)]));
  };
  const schemaNamed = (type: string): JsonSchema => {
    const schema = schemas[type];
    if (!schema) throw new Error(`No schema named ${type} in contracts' openapi-schemas.json`);
    return schema;
  };
  const list = name.endsWith('[]');
  const item = inline(schemaNamed(list ? name.slice(0, -2) : name), 0);
  return (list ? { type: 'array', items: item } : item) as JsonSchema;
}

/** The route answers its success status (204, or 202) with no body. */
export function AnswersNothing(options: Pick<AnswerOptions, 'errors'> = {}): AnswerDecorator<void> {
  return answer({ schema: null, errors: options.errors ?? [], alsoAt: [] });
}

/** The route answers a file of `mediaType` (an image, a CSV, a PDF), sent by the handler itself through the reply. */
export function AnswersFile(mediaType: string, options: Pick<AnswerOptions, 'errors'> = {}): AnswerDecorator<void> {
  return answer({ schema: null, errors: options.errors ?? [], alsoAt: [], file: mediaType });
}
