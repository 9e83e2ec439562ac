import SwaggerParser from '@apidevtools/swagger-parser';
import Ajv2020 from 'ajv/dist/2020';
import { routeCatalogue } from './testing/route-catalogue.util';
import { startTestApp, type TestApp } from './testing/test-app.util';

interface Schema {
  $ref?: string;
  type?: string;
  items?: Schema;
  properties?: Record<string, Schema>;
}
interface Response {
  description: string;
  content?: Record<string, { schema?: Schema }>;
}
interface Operation {
  operationId: string;
  parameters?: Array<{ name: string; in: string; schema?: Schema }>;
  requestBody?: { content: Record<string, { schema?: Schema }> };
  responses: Record<string, Response>;
  security?: unknown[];
}
interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema> };
}

const ERROR_BODY = '#/components/schemas/ApiErrorBody';
// An app, an administrator's sign-in and two dozen requests: more than jest's 5 s on a busy machine.
jest.setTimeout(30_000);

/** Every operation of the document as `method path` with the operation. */
function operationsOf(document: OpenApiDocument): Array<[string, Operation]> {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]): [string, Operation] => [`${method} ${path}`, operation]),
  );
}

/** Every `$ref` anywhere in the value, with where it stands. */
function refsIn(value: unknown, at = '#'): Array<[string, string]> {
  if (Array.isArray(value)) return value.flatMap((item, index) => refsIn(item, `${at}/${index}`));
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, item]) =>
    key === '$ref' && typeof item === 'string' ? [[at, item] as [string, string]] : refsIn(item, `${at}/${key}`),
  );
}

function resolves(document: unknown, ref: string): boolean {
  if (!ref.startsWith('#/')) return false;
  let node: unknown = document;
  for (const part of ref.slice(2).split('/')) {
    const key = part.replace(/~1/g, '/').replace(/~0/g, '~');
    if (node === null || typeof node !== 'object' || !(key in node)) return false;
    node = (node as Record<string, unknown>)[key];
  }
  return true;
}

function jsonSchemaOf(response: Response | undefined): Schema | undefined {
  return response?.content?.['application/json']?.schema;
}

/** A file answer (`@AnswersFile`): one media type other than JSON, whose body is binary. */
function isFileAnswer(response: Response | undefined): boolean {
  const entries = Object.entries(response?.content ?? {});
  return entries.length === 1 && entries[0][0] !== 'application/json' && JSON.stringify(entries[0][1].schema) === '{"type":"string","format":"binary"}';
}

/** Ajv (JSON Schema 2020-12, OpenAPI 3.1's dialect) with the document's schemas, and a validator for one of its schemas. */
function validatorsOf(document: OpenApiDocument): (schema: Schema) => ReturnType<Ajv2020['compile']> {
  const ajv = new Ajv2020({ allErrors: true, strict: false });
  ajv.addSchema({ $id: 'openapi.json', components: document.components });
  return (schema) => ajv.compile(JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"openapi.json#/components/')) as object);
}

/**
 * The document a church's integrator generates a client from: valid OpenAPI, every operation's
 * answers typed with the schemas contracts' build generates from its types, every error with the
 * catalogue's body, and real answers that validate against what it says.
 */
describe('the OpenAPI document', () => {
  let t: TestApp;
  let document: OpenApiDocument;
  let admin: string;

  beforeAll(async () => {
    t = await startTestApp({ demoMemberCount: 5 });
    document = (await t.http().get('/api/docs/openapi.json').expect(200)).body as OpenApiDocument;
    admin = await t.signIn();
  });
  afterAll(() => t.close());

  it('is a valid OpenAPI 3.1 document to an OpenAPI validator, and the validator refuses a broken one', async () => {
    expect(document.openapi).toBe('3.1.0');
    await expect(SwaggerParser.validate(structuredClone(document) as never)).resolves.toBeDefined();
    const broken = structuredClone(document);
    delete broken.components.schemas.MemberPage;
    await expect(SwaggerParser.validate(broken as never)).rejects.toThrow(/MemberPage/);
  });

  it('has no $ref that does not resolve', () => {
    const refs = refsIn(document);
    expect(refs.length).toBeGreaterThan(500);
    expect(refs.filter(([, ref]) => !resolves(document, ref))).toEqual([]);
  });

  it('describes every route of the app', () => {
    const routes = routeCatalogue(t.app).map(({ method, path }) => `${method} ${path.replace(/:(\w+)/g, '{$1}')}`);
    expect(
      operationsOf(document)
        .map(([key]) => key)
        .sort(),
    ).toEqual(routes.sort());
  });

  it('types the success answer of every operation: a schema, a file of a named type, or 202/204 with no body', () => {
    const untyped = operationsOf(document).flatMap(([key, operation]) => {
      // The tus protocol answers these in headers alone: a new upload's Location (201), an upload's Upload-Offset (200).
      if (key === 'post /api/uploads' || key === 'head /api/uploads/{id}') return [];
      const successes = Object.entries(operation.responses).filter(([status]) => /^2\d\d$/.test(status));
      const typed =
        successes.length === 1 &&
        successes.every(([status, response]) =>
          jsonSchemaOf(response) || isFileAnswer(response) ? true : ['202', '204'].includes(status) && !response.content,
        );
      return typed ? [] : [`${key}: ${successes.map(([status]) => status).join(', ') || 'no 2xx'}`];
    });
    expect(untyped).toEqual([]);
  });

  it("gives every error answer the catalogue's body, and each operation the statuses its access rule, parameters and handler can answer", () => {
    const operations = new Map(operationsOf(document));
    const statuses = (key: string) => Object.keys(operations.get(key)?.responses ?? {});
    for (const [key, operation] of operations) {
      for (const [status, response] of Object.entries(operation.responses)) {
        // Health answers 503 with its own report while degraded (the status alone, or its details for administrators).
        if (Number(status) < 400 || (['get /api/health', 'get /api/health/details'].includes(key) && status === '503')) continue;
        expect({ key, status, schema: jsonSchemaOf(response) }).toEqual({ key, status, schema: { $ref: ERROR_BODY } });
      }
      expect({ key, statuses: statuses(key) }).toEqual({ key, statuses: expect.arrayContaining(['400', '500']) });
    }
    // Signed-in only, a permission, an id, If-Match, the maintenance refusal, a rate limit.
    expect(statuses('get /api/members/{id}')).toEqual(['200', '400', '401', '403', '404', '500', '503']);
    expect(statuses('patch /api/members/{id}')).toEqual(['200', '400', '401', '403', '404', '409', '413', '415', '500', '503']);
    expect(statuses('post /api/auth/login')).toEqual(['200', '400', '401', '403', '413', '415', '423', '429', '500']);
    expect(statuses('get /api/health')).toEqual(['200', '400', '500', '503']);
    expect(operations.get('get /api/members/{id}')?.responses['403'].description).toContain('AUTHORIZATION');
    expect(operations.get('get /api/members/{id}')?.responses['404'].description).toContain('MEMBER_NOT_FOUND');
    expect(operations.get('get /api/members')?.security).toEqual([{ session: [] }]);
    expect(operations.get('post /api/auth/login')?.security).toBeUndefined();
    expect(document.components.schemas.ErrorCode).toMatchObject({ type: 'string', enum: expect.arrayContaining(['VALIDATION_ERROR', 'MEMBER_NOT_FOUND']) });
  });

  it('describes every request body and query with a generated schema, never an empty one', () => {
    const bodies = operationsOf(document).flatMap(([, operation]) => {
      const ref = jsonSchemaOf({ description: '', content: operation.requestBody?.content })?.$ref;
      return ref ? [ref.split('/').pop() ?? ''] : [];
    });
    expect(bodies.length).toBeGreaterThan(20);
    expect(bodies.filter((name) => Object.keys(document.components.schemas[name]?.properties ?? {}).length === 0)).toEqual([]);
    const membersQuery = operationsOf(document).find(([key]) => key === 'get /api/members')?.[1].parameters ?? [];
    expect(membersQuery.filter((p) => p.in === 'query').map((p) => p.name)).toEqual(
      expect.arrayContaining(['search', 'role', 'status', 'page', 'pageSize', 'sort']),
    );
  });

  it('is what the API answers: every GET without path parameters, asked as an administrator, matches its documented response', async () => {
    const validatorOf = validatorsOf(document);
    const checked: string[] = [];
    for (const [key, operation] of operationsOf(document)) {
      const [method, path] = key.split(' ');
      if (method !== 'get' || path.includes('{') || path.startsWith('/api/docs')) continue;
      const response = await t.http().get(path).set('Cookie', admin);
      // A file answer (an export) is checked by its media type: its body is not JSON.
      const answered = operation.responses[String(response.status)];
      if (isFileAnswer(answered)) {
        const [mediaType] = Object.keys(answered!.content!);
        expect({ key, mediaType: String(response.headers['content-type']).split(';')[0] }).toEqual({ key, mediaType });
        checked.push(`${key} ${response.status}`);
        continue;
      }
      const schema = jsonSchemaOf(answered);
      expect({ key, status: response.status, documented: schema !== undefined }).toEqual({ key, status: response.status, documented: true });
      const validate = validatorOf(schema ?? {});
      expect({ key, errors: validate(response.body) ? null : validate.errors }).toEqual({ key, errors: null });
      checked.push(`${key} ${response.status}`);
    }
    expect(checked).toEqual(
      expect.arrayContaining([
        'get /api/members 200',
        'get /api/auth/user 200',
        'get /api/admin/users 200',
        'get /api/search 400',
        'get /api/members/export.csv 200',
      ]),
    );
  });

  it('matches a member page, a member and an error body against their schemas, and notices a body that does not match', async () => {
    const validatorOf = validatorsOf(document);
    const memberPage = validatorOf({ $ref: '#/components/schemas/MemberPage' });
    const errorBody = validatorOf({ $ref: ERROR_BODY });
    const page = (await t.http().get('/api/members').set('Cookie', admin).expect(200)).body as { items: Array<{ id: string }> };
    expect(page.items.length).toBeGreaterThan(0);
    expect(memberPage(page)).toBe(true);
    expect(memberPage({ ...page, items: [{ ...page.items[0], passwordHash: 'x' }] })).toBe(false);
    expect(memberPage({ ...page, total: '5' })).toBe(false);
    const member = (await t.http().get(`/api/members/${page.items[0].id}`).set('Cookie', admin).expect(200)).body as unknown;
    expect(validatorOf({ $ref: '#/components/schemas/MemberView' })(member)).toBe(true);
    const refused = await t.http().get('/api/members').expect(401);
    expect(errorBody(refused.body)).toBe(true);
    expect(errorBody({ code: 'NO_SUCH_CODE', message: 'x' })).toBe(false);
  });
});
