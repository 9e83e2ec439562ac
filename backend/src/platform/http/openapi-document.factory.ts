import { readFileSync } from 'node:fs';
import { STATUS_CODES } from 'node:http';
import { RequestMethod, type INestApplication } from '@nestjs/common';
import { HTTP_CODE_METADATA, METHOD_METADATA, ROUTE_ARGS_METADATA } from '@nestjs/common/constants';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum';
import { ModulesContainer } from '@nestjs/core';
import {
  DocumentBuilder,
  SwaggerModule,
  type ExampleObject,
  type OpenAPIObject,
  type OperationObject,
  type ParameterObject,
  type ReferenceObject,
  type ResponseObject,
  type SchemaObject,
} from '@nestjs/swagger';
import { CONSISTENCY_HEADER, ERROR_CATALOGUE, ERROR_CODES, type AnswerName, type ErrorCode } from '@koinonia/contracts';
import { ACCESS, type AccessRule } from '../auth/access.decorator';
import { FEATURE, OPEN_DURING_MAINTENANCE } from '../availability/availability.decorator';
import { ANSWERS, type AnswerSpec } from './answers.decorator';
import { ifMatchOf } from './if-match.decorator';

const SESSION_SCHEME = 'session';
const ERROR_BODY: ReferenceObject = { $ref: '#/components/schemas/ApiErrorBody' };
const READ_METHODS = new Set([RequestMethod.GET, RequestMethod.HEAD, RequestMethod.OPTIONS]);

/** A route handler with what its decorators say, read from Nest's metadata. */
interface Route {
  operationId: string;
  method: RequestMethod;
  /** The success status, as Nest answers it: @HttpCode, else 201 for POST and 200 for the rest. */
  status: number;
  access: AccessRule | undefined;
  feature: boolean;
  openDuringMaintenance: boolean;
  takesBody: boolean;
  /** The class name of a whole-query DTO (`@Query() query: SomeQueryDto`). */
  queryDto: string | undefined;
  takesIfMatch: boolean;
  /** `@Param('id')`: a record that may not exist. */
  takesId: boolean;
  answer: AnswerSpec | undefined;
}

/**
 * The OpenAPI 3.1 document of the API. Nest's explorer gives the paths, path parameters and
 * request bodies; then, from contracts and each route's metadata:
 * - `components.schemas` are the JSON Schemas contracts' build generates from its TypeScript
 *   types (read models, request DTOs, the error body): Nest sees only classes, and only the
 *   properties decorated for it, so its own DTO schemas are empty;
 * - each operation's success response references its `@Answers` type (none for `@AnswersNothing`, a
 *   binary body of its media type for `@AnswersFile`);
 * - each operation's error responses carry the catalogue's body, under the statuses its guards,
 *   parameters and declared errors can answer;
 * - query DTOs become query parameters; If-Match and X-Consistency-Position headers, and the
 *   session cookie of routes that need one, are named.
 */
export function createOpenApiDocument(app: INestApplication, cookieName: string): OpenAPIObject {
  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setOpenAPIVersion('3.1.0')
      .setTitle('Koinonia API')
      .setDescription(
        "Church management: members, care, events, giving and more. Every answer other than 2xx has the error catalogue's body (ApiErrorBody); its `code` says what happened.",
      )
      .setVersion('0.1.0')
      .addCookieAuth(cookieName, { type: 'apiKey', in: 'cookie', description: 'The session cookie that signing in sets' }, SESSION_SCHEME)
      .build(),
    { operationIdFactory: (controller, method) => `${controller}_${method}` },
  );
  const schemas = contractSchemas();
  document.components = { ...document.components, schemas: { ...document.components?.schemas, ...schemas }, examples: errorExamples() };
  const routes = new Map(routesOf(app).map((route) => [route.operationId, route]));
  for (const pathItem of Object.values(document.paths)) {
    for (const method of ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const) {
      const operation = pathItem[method];
      const route = operation?.operationId ? routes.get(operation.operationId) : undefined;
      if (operation && route) describeOperation(operation, route, schemas);
    }
  }
  return document;
}

/** The schemas contracts' build wrote (contracts/scripts/openapi-schemas.cjs), by type name. */
function contractSchemas(): Record<string, SchemaObject> {
  let file: string;
  try {
    file = require.resolve('@koinonia/contracts/openapi-schemas.json');
  } catch {
    throw new Error('No OpenAPI schemas from contracts: run "npm run build -w contracts" first');
  }
  return JSON.parse(readFileSync(file, 'utf8')) as Record<string, SchemaObject>;
}

function routesOf(app: INestApplication): Route[] {
  const routes: Route[] = [];
  for (const module of app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const type = wrapper.metatype as (new (...args: unknown[]) => unknown) | null;
      if (!type) continue;
      for (const name of Object.getOwnPropertyNames(type.prototype)) {
        const handler = type.prototype[name] as unknown;
        if (name === 'constructor' || typeof handler !== 'function') continue;
        const method = Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod | undefined;
        if (method === undefined) continue;
        const meta = <T>(key: string) => (Reflect.getMetadata(key, handler) as T | undefined) ?? (Reflect.getMetadata(key, type) as T | undefined);
        const args = Object.entries((Reflect.getMetadata(ROUTE_ARGS_METADATA, type, name) ?? {}) as Record<string, RouteArgument>);
        const paramTypes = (Reflect.getMetadata('design:paramtypes', type.prototype, name) ?? []) as Array<{ name?: string } | undefined>;
        const kind = (key: string) => Number(key.split(':')[0]);
        const wholeQuery = args.find(([key, arg]) => kind(key) === RouteParamtypes.QUERY && arg.data === undefined);
        routes.push({
          operationId: `${type.name}_${name}`,
          method,
          status: (Reflect.getMetadata(HTTP_CODE_METADATA, handler) as number | undefined) ?? (method === RequestMethod.POST ? 201 : 200),
          access: meta<AccessRule>(ACCESS),
          feature: meta<string>(FEATURE) !== undefined,
          openDuringMaintenance: meta<boolean>(OPEN_DURING_MAINTENANCE) === true,
          takesBody: args.some(([key]) => kind(key) === RouteParamtypes.BODY),
          queryDto: wholeQuery ? paramTypes[wholeQuery[1].index]?.name : undefined,
          takesIfMatch: args.some(([, arg]) => arg.factory === ifMatchOf),
          takesId: args.some(([key, arg]) => kind(key) === RouteParamtypes.PARAM && arg.data === 'id'),
          answer: Reflect.getMetadata(ANSWERS, handler) as AnswerSpec | undefined,
        });
      }
    }
  }
  return routes;
}

/** One entry of Nest's ROUTE_ARGS_METADATA. */
interface RouteArgument {
  index: number;
  data?: unknown;
  factory?: unknown;
}

function describeOperation(operation: OperationObject, route: Route, schemas: Record<string, SchemaObject>): void {
  if (route.access?.kind !== 'public') operation.security = [{ [SESSION_SCHEME]: [] }];
  operation.parameters = [...(operation.parameters ?? []), ...parametersOf(route, schemas)];
  const responses = operation.responses;
  if (route.answer) {
    const success: ResponseObject = { ...(responses[route.status] as ResponseObject | undefined), description: STATUS_CODES[route.status] ?? '' };
    const schema = route.answer.schema && schemaOf(route.answer.schema);
    if (schema) success.content = { 'application/json': { schema } };
    if (route.answer.file) success.content = { [route.answer.file]: { schema: { type: 'string', format: 'binary' } } };
    responses[route.status] = success;
    for (const status of route.answer.alsoAt) responses[status] = { description: STATUS_CODES[status] ?? '', content: success.content };
  }
  for (const [status, codes] of failuresOf(route)) {
    if (!(status in responses)) responses[status] = errorResponse(status, codes);
  }
}

function schemaOf(name: AnswerName): SchemaObject | ReferenceObject {
  const list = name.endsWith('[]');
  const ref = { $ref: `#/components/schemas/${list ? name.slice(0, -2) : name}` };
  return list ? { type: 'array', items: ref } : ref;
}

function parametersOf(route: Route, schemas: Record<string, SchemaObject>): ParameterObject[] {
  const parameters: ParameterObject[] = [];
  const query = route.queryDto ? schemas[route.queryDto] : undefined;
  for (const [name, schema] of Object.entries(query?.properties ?? {})) {
    const { description, ...rest } = schema as SchemaObject;
    parameters.push({ name, in: 'query', required: query?.required?.includes(name) ?? false, schema: rest, ...(description ? { description } : {}) });
  }
  if (route.takesIfMatch) {
    parameters.push({
      name: 'If-Match',
      in: 'header',
      required: false,
      description: 'The revision you last saw (the ETag of the GET, `"<n>"`): a stale one answers 409 CONCURRENCY_CONFLICT and changes nothing',
      schema: { type: 'string' },
    });
  }
  if (route.method === RequestMethod.GET) {
    parameters.push({
      name: CONSISTENCY_HEADER,
      in: 'header',
      required: false,
      description: "A command's `position`: the query waits (briefly) until the read side has caught up with it, to read your own write",
      schema: { type: 'string', pattern: '^\\d{1,30}$' },
    });
  }
  return parameters;
}

/** The catalogue codes a route can answer, by status: derived from its metadata, plus those its @Answers declares. */
function failuresOf(route: Route): Map<number, ErrorCode[]> {
  const failures: Array<[number, ErrorCode]> = [];
  const may = (...codes: ErrorCode[]) => codes.forEach((code) => failures.push([ERROR_CATALOGUE[code].status, code]));
  // A malformed URL, parameter, query, body or header; anything unforeseen.
  may('VALIDATION_ERROR', 'SERVER_ERROR');
  // TWO_FACTOR_SETUP_REQUIRED also on the few routes that set it up: identity exempts them, and the platform does not read identity's marks.
  if (route.access?.kind !== 'public') may('AUTH_REQUIRED', 'AUTH_EXPIRED', 'TWO_FACTOR_SETUP_REQUIRED');
  if (route.access?.kind === 'permission') may('AUTHORIZATION');
  if (!READ_METHODS.has(route.method)) may('CROSS_SITE_REQUEST');
  if (route.feature) may('FEATURE_DISABLED');
  if (!route.openDuringMaintenance) may('MAINTENANCE_MODE');
  if (route.takesId) may('NOT_FOUND');
  if (route.takesIfMatch) may('CONCURRENCY_CONFLICT');
  // A body too large (413) or not JSON (415) is a VALIDATION_ERROR under its own status.
  if (route.takesBody) failures.push([413, 'VALIDATION_ERROR'], [415, 'VALIDATION_ERROR']);
  may(...(route.answer?.errors ?? []));
  const byStatus = new Map<number, ErrorCode[]>();
  for (const [status, code] of failures.sort(([a], [b]) => a - b)) {
    const codes = byStatus.get(status) ?? [];
    if (!codes.includes(code)) codes.push(code);
    byStatus.set(status, codes);
  }
  return byStatus;
}

/** One example body per catalogue code, in English (the API answers in the request's Accept-Language). */
function errorExamples(): Record<string, ExampleObject> {
  return Object.fromEntries(ERROR_CODES.map((code) => [code, { summary: code, value: { code, message: ERROR_CATALOGUE[code].message } }]));
}

function errorResponse(status: number, codes: ErrorCode[]): ResponseObject {
  return {
    description: `${STATUS_CODES[status] ?? status}: ${codes.join(', ')}`,
    content: {
      'application/json': {
        schema: ERROR_BODY,
        examples: Object.fromEntries(codes.map((code) => [code, { $ref: `#/components/examples/${code}` }])),
      },
    },
  };
}
