/**
 * Writes dist/openapi-schemas.json: a JSON Schema for every type named in ApiAnswers and
 * ApiRequests (src/openapi/api-schemas.type.ts) and every type they use, generated from the
 * TypeScript types themselves, keyed by type name, with `$ref`s into an OpenAPI document's
 * `components.schemas`. The backend puts them there (see its openapi-document.factory.ts).
 */
const { mkdirSync, writeFileSync } = require('node:fs');
const { join } = require('node:path');
const { createGenerator } = require('ts-json-schema-generator');

const root = join(__dirname, '..');
const REGISTRIES = ['ApiAnswers', 'ApiRequests'];

const generator = createGenerator({
  path: join(root, 'src/openapi/api-schemas.type.ts'),
  tsconfig: join(root, 'tsconfig.build.json'),
  expose: 'export',
  topRef: false,
  jsDoc: 'extended',
  // The build's tsc has just checked these files.
  skipTypeCheck: true,
});

const schemas = {};
for (const registry of REGISTRIES) {
  const { properties, definitions } = generator.createSchema(registry);
  for (const [name, schema] of Object.entries(properties)) {
    // The name a route gives (`@Answers('MemberPage')`, a DTO's class name) must be the schema's.
    if (schema.$ref !== `#/definitions/${name}`) throw new Error(`${registry}.${name} must be the type named ${name}, not another type or an inline one`);
  }
  Object.assign(schemas, definitions);
}

// A generic's instance is named as written (`Page<MemberView>`), which OpenAPI's component names
// refuse: it becomes `Page_MemberView` (`Map<A, B>` → `Map_A_B`), and every $ref with it.
let text = JSON.stringify(schemas, null, 2);
for (const name of Object.keys(schemas)) {
  if (/^[a-zA-Z0-9._-]+$/.test(name)) continue;
  const valid = name.replace(/[^a-zA-Z0-9._-]+/g, '_').replace(/_+$/, '');
  if (schemas[valid]) throw new Error(`${name} and ${valid} would share a schema name`);
  for (const written of new Set([name, encodeURIComponent(name), encodeURI(name)])) {
    text = text.replaceAll(`"#/definitions/${written}"`, `"#/definitions/${valid}"`).replaceAll(`${JSON.stringify(name)}:`, `${JSON.stringify(valid)}:`);
  }
}
text = text.replaceAll('"#/definitions/', '"#/components/schemas/');
const finalSchemas = JSON.parse(text);
for (const name of Object.keys(finalSchemas)) if (!/^[a-zA-Z0-9._-]+$/.test(name)) throw new Error(`schema name ${name} is not a valid OpenAPI component name`);
mkdirSync(join(root, 'dist'), { recursive: true });
writeFileSync(join(root, 'dist/openapi-schemas.json'), `${text}\n`);
console.log(`openapi-schemas.json: ${Object.keys(schemas).length} schemas`);
