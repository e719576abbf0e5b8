// fast-check arbitraries for fuzzing the contract's operations: "valid-ish" values generated from the JSON schemas
// (so requests get past validation and reach the handlers), junk of every shape (wrong types, huge strings, deep
// nesting, NUL bytes, prototype keys…), and whole requests (path params, query, headers, body framing) per operation.
import fc from 'fast-check';
import { loadContract } from '../../server/lib/http/contract.ts';
import type { OperationInfo } from './contract-validator.ts';

type Schema = Record<string, any>;

const contract = loadContract();

/** Follows a local `$ref` (`#/components/...`). */
export function deref<T = Schema>(node: any): T {
  let current = node;
  for (let i = 0; current?.$ref && i < 20; i++) {
    const path = String(current.$ref).replace(/^#\//, '').split('/');
    current = path.reduce((obj: any, key) => obj?.[key], contract);
  }
  return current as T;
}

/** Merges `allOf` parts into one object schema (properties and required lists). */
function mergeAllOf(schema: Schema): Schema {
  const parts = (schema.allOf as Schema[]).map((p) => deref(p)).map((p) => (p.allOf ? mergeAllOf(p) : p));
  const { allOf: _allOf, ...rest } = schema;
  return parts.reduce<Schema>(
    (acc, part) => ({
      ...acc,
      ...part,
      type: acc.type ?? part.type,
      properties: { ...acc.properties, ...part.properties },
      required: [...(acc.required ?? []), ...(part.required ?? [])],
    }),
    { ...rest },
  );
}

// ---------- junk ----------

const hugeString = fc.constantFrom('x'.repeat(70_000), 'é'.repeat(20_000), '9'.repeat(5_000));
const nested = (depth: number, leaf: unknown) =>
  Array.from({ length: depth }).reduce<unknown>((inner, _, i) => (i % 2 ? [inner] : { a: inner }), leaf);
const deepNest = fc.constantFrom(nested(64, 1), nested(400, 'x'), nested(1000, null));
const protoKeys = fc.constantFrom(
  JSON.parse('{"__proto__":{"isAdmin":true,"status":1}}'),
  JSON.parse('{"constructor":{"prototype":{"polluted":true}}}'),
  { toString: 'x', valueOf: 1, hasOwnProperty: null },
);
/** Strings that break naive code: NUL bytes, SQL/HTML injection, RTL overrides, astral chars, numeric lookalikes. */
export const nastyString = fc.constantFrom(
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '-1',
  '0',
  '1e999',
  '0x1F',
  '١٢٣',
  "' OR '1'='1' --",
  '"; DROP TABLE users; --',
  '<script>alert(1)</script>',
  '../../../etc/passwd',
  '%00%ff',
  '\u202egnp.exe',
  '𝕏😀👨‍👩‍👧',
  'ﷺ',
  '\ud800',
  '\r\n\t',
  '{{7*7}}',
  '${process.exit(1)}',
);
const nastyNumber = fc.constantFrom(-1, 0, -0, 1.5, 1e308, -1e308, 2 ** 31, 2 ** 53 + 2, -9.2e18, 5e-324);

/** Anything JSON can carry, weighted toward the values that break servers. */
export const junkValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 3, arbitrary: nastyString },
  { weight: 2, arbitrary: nastyNumber },
  { weight: 1, arbitrary: fc.constantFrom(null, true, false, [], {}, [null], [[]]) },
  { weight: 1, arbitrary: hugeString },
  { weight: 1, arbitrary: deepNest },
  { weight: 1, arbitrary: protoKeys },
);

// ---------- valid-ish values from a schema ----------

const nameHints: Array<[RegExp, fc.Arbitrary<unknown>]> = [
  [/phone/i, fc.constantFrom('+8801700000000', '+966500000001', '01700000000', '+1 555 0100', '12345')],
  [/email/i, fc.oneof(fc.emailAddress(), fc.constantFrom('customer@example.com', 'a@b', 'not-an-email'))],
  [/otp|^token$|code/i, fc.oneof(fc.stringMatching(/^\d{6}$/), fc.constantFrom('123456', '000000', '12345'))],
  [/password/i, fc.constantFrom('12345678', 'Secret#123', 'short', 'x'.repeat(300))],
  [
    /^lat(itude)?$/i,
    fc.oneof(fc.double({ min: 23, max: 24.2, noNaN: true }), fc.double({ min: -90, max: 90, noNaN: true })),
  ],
  [
    /^(lng|lon|longitude)$/i,
    fc.oneof(fc.double({ min: 90, max: 90.6, noNaN: true }), fc.double({ min: -180, max: 180, noNaN: true })),
  ],
];

const boundedInt = (schema: Schema) => {
  const min = Number.isFinite(schema.minimum) ? schema.minimum : schema.exclusiveMinimum + 1 || -1_000;
  const max = Number.isFinite(schema.maximum) ? schema.maximum : schema.exclusiveMaximum - 1 || 1_000_000;
  const lo = Math.max(min, -(2 ** 31));
  const hi = Math.min(max, 2 ** 31);
  // Small ids hit seeded rows; the full range hits "not found" and limits.
  return fc.oneof(
    fc.integer({ min: Math.max(lo, 0), max: Math.max(Math.min(hi, 40), Math.max(lo, 0)) }),
    fc.integer({ min: lo, max: hi }),
  );
};

function typedValue(
  schema: Schema,
  type: string,
  name: string | undefined,
  depth: number,
  extra: Extras,
): fc.Arbitrary<unknown> {
  switch (type) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer':
      return boundedInt(schema);
    case 'number':
      return fc.oneof(
        fc.double({ min: schema.minimum ?? -1e6, max: schema.maximum ?? 1e6, noNaN: true, noDefaultInfinity: true }),
        boundedInt(schema),
      );
    case 'string':
      return stringValue(schema, extra);
    case 'array': {
      const items = schema.items ? valueFor(schema.items, name, depth + 1, extra) : junkValue;
      return fc.array(items, { minLength: schema.minItems ?? 0, maxLength: Math.min(schema.maxItems ?? 4, 4) });
    }
    case 'object':
      return objectValue(schema, depth, extra);
    default:
      return junkValue;
  }
}

function stringValue(schema: Schema, extra: Extras): fc.Arbitrary<string> {
  const maxLength = Math.min(schema.maxLength ?? 40, 40);
  const minLength = Math.min(schema.minLength ?? 0, maxLength);
  const sized = (s: string) => s.length >= (schema.minLength ?? 0) && s.length <= (schema.maxLength ?? Infinity);
  if (schema.format === 'email') return fc.emailAddress();
  if (schema.format === 'date') return fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
  if (schema.format === 'date-time') return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
  if (schema.pattern) {
    try {
      return fc.stringMatching(new RegExp(schema.pattern)).filter(sized);
    } catch {
      /* unsupported regex: plain strings below */
    }
  }
  const plain = fc.string({ minLength, maxLength });
  const realistic = extra.strings.filter(sized);
  return realistic.length ? fc.oneof(plain, fc.constantFrom(...realistic)) : plain;
}

function objectValue(schema: Schema, depth: number, extra: Extras): fc.Arbitrary<unknown> {
  const props: Record<string, Schema> = schema.properties ?? {};
  if (depth > 4 || !Object.keys(props).length) return fc.constant({});
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [key, sub] of Object.entries(props)) model[key] = valueFor(sub, key, depth + 1, extra);
  const required = (schema.required ?? []).filter((k: string) => k in model);
  return fc.record(model, { requiredKeys: required });
}

/** Extra realistic strings to mix in (a real guest id, seeded slugs…). */
export interface Extras {
  strings: string[];
}

/** A value that mostly satisfies `schema` (the property's name steers strings toward phones, emails, OTPs…). */
export function valueFor(node: any, name?: string, depth = 0, extra: Extras = { strings: [] }): fc.Arbitrary<unknown> {
  let schema = deref<Schema>(node) ?? {};
  if (schema.allOf) schema = mergeAllOf(schema);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (Array.isArray(schema.enum) && schema.enum.length) return fc.constantFrom(...schema.enum);
  const choices = schema.oneOf ?? schema.anyOf;
  if (Array.isArray(choices) && choices.length)
    return fc.oneof(...choices.map((c: any) => valueFor(c, name, depth + 1, extra)));
  const hint =
    name && schema.type !== 'object' && schema.type !== 'array' ? nameHints.find(([re]) => re.test(name)) : undefined;
  const types: string[] = Array.isArray(schema.type)
    ? schema.type
    : schema.type
      ? [schema.type]
      : schema.properties
        ? ['object']
        : [];
  if (!types.length) return junkValue;
  const typed = fc.oneof(...types.map((t) => typedValue(schema, t, name, depth, extra)));
  if (!hint) return typed;
  // Hints come in the schema's type: numbers as strings where the field is a string, and vice versa.
  const [, hinted] = hint;
  const wantsString = types.includes('string');
  return fc.oneof(
    typed,
    hinted.map((v) => (wantsString ? String(v) : typeof v === 'string' && Number.isFinite(Number(v)) ? Number(v) : v)),
  );
}

/** Breaks a valid-ish object: a property of the wrong type, a required one dropped, unknown keys added. */
export function mutated(schemaNode: any, extra: Extras): fc.Arbitrary<unknown> {
  let schema = deref<Schema>(schemaNode) ?? {};
  if (schema.allOf) schema = mergeAllOf(schema);
  const keys = Object.keys(schema.properties ?? {});
  const base = valueFor(schema, undefined, 0, extra);
  if (!keys.length) return fc.oneof(base, junkValue);
  return fc.tuple(base, fc.constantFrom(...keys), junkValue, fc.nat(3)).map(([value, key, junk, how]) => {
    if (!value || typeof value !== 'object' || Array.isArray(value)) return junk;
    const copy: Record<string, unknown> = { ...(value as Record<string, unknown>) };
    if (how === 0) delete copy[key];
    else if (how === 1) copy[`${key}_extra`] = junk;
    else copy[key] = junk;
    return copy;
  });
}

// ---------- whole requests ----------

export type FuzzBody =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown }
  /** Bytes with a content type (null: none): invalid JSON, wrong media types, empty bodies. */
  | { kind: 'raw'; contentType: string | null; data: string }
  | { kind: 'form'; fields: Record<string, unknown> };

export interface FuzzRequest {
  params: Record<string, string>;
  query: Array<[string, string]>;
  headers: Record<string, string>;
  body: FuzzBody;
}

/** Header values fetch can send: printable ASCII (no CR/LF/NUL, which undici rejects before the server sees them). */
const headerText = (maxLength: number) =>
  fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)), maxLength });
const headerJunk = fc.oneof(
  headerText(24),
  headerText(400),
  fc.constantFrom(
    '',
    'null',
    'undefined',
    '[]',
    '[',
    '[1,',
    '{}',
    '[-1]',
    '["1"]',
    '[1.5]',
    '[99999999999999999999]',
    '0',
    '-1',
    '1e3',
    'NaN',
  ),
);

export interface SessionValues {
  /** A valid bearer token for an active customer (fuzzing authenticated operations past the 401). */
  token?: string;
  guestId?: string;
  zoneId: string;
  moduleIds: number[];
}

function authorization(session: SessionValues): fc.Arbitrary<string | undefined> {
  return fc.oneof(
    { weight: 3, arbitrary: fc.constant(undefined) },
    { weight: session.token ? 4 : 0, arbitrary: fc.constant(`Bearer ${session.token}`) },
    {
      weight: 3,
      arbitrary: fc.oneof(
        fc.constantFrom(
          'Bearer null',
          'Bearer undefined',
          'Bearer',
          'Bearer ',
          'bearer null',
          'Basic dXNlcjpwYXNz',
          'Token abc',
        ),
        fc.stringMatching(/^[0-9a-f]{64}$/).map((t) => `Bearer ${t}`),
        headerText(300).map((t) => `Bearer ${t}`),
      ),
    },
  );
}

function headerArb(op: OperationInfo, session: SessionValues): fc.Arbitrary<Record<string, string>> {
  const declared = new Set<string>(
    (op.spec.parameters ?? [])
      .map((p: any) => deref(p))
      .filter((p: any) => p?.in === 'header')
      .map((p: any) => p.name.toLowerCase()),
  );
  // Every request may carry the 6amMart headers (the SPA sends them everywhere); declared ones more often.
  const maybe = (name: string, valid: fc.Arbitrary<string>) =>
    fc.oneof(
      { weight: declared.has(name.toLowerCase()) ? 1 : 3, arbitrary: fc.constant(undefined) },
      { weight: 3, arbitrary: valid },
      { weight: 2, arbitrary: headerJunk },
    );
  return fc
    .record({
      zoneId: maybe('zoneId', fc.constantFrom(session.zoneId, '[1]', '[1,2]', '[ 2 , 3 ]')),
      moduleId: maybe('moduleId', fc.constantFrom(...session.moduleIds.map(String), '1', '2')),
      'X-localization': maybe('X-localization', fc.constantFrom('en', 'ar', 'fr', 'EN')),
      latitude: maybe('latitude', fc.double({ min: -90, max: 90, noNaN: true }).map(String)),
      longitude: maybe('longitude', fc.double({ min: -180, max: 180, noNaN: true }).map(String)),
      Authorization: authorization(session),
    })
    .map((h) => Object.fromEntries(Object.entries(h).filter(([, v]) => v !== undefined)) as Record<string, string>);
}

const asText = (v: unknown) => (typeof v === 'string' ? v : (JSON.stringify(v) ?? ''));
/** Keeps a query value's encoded form under ~3 KB: Node rejects request heads over 16 KB with 431 before the app runs. */
const urlSafeLength = (v: string) => {
  let out = v.slice(0, 3000);
  // URLSearchParams (what sendFuzz uses) encodes lone surrogates too, unlike encodeURIComponent, which throws.
  while (new URLSearchParams({ v: out }).toString().length > 3000) out = out.slice(0, Math.floor(out.length / 2));
  return out;
};

function queryArb(op: OperationInfo, extra: Extras): fc.Arbitrary<Array<[string, string]>> {
  const params = (op.spec.parameters ?? []).map((p: any) => deref(p)).filter((p: any) => p?.in === 'query');
  const entries = params.map((p: any) =>
    fc.oneof(
      { weight: p.required ? 1 : 3, arbitrary: fc.constant([] as Array<[string, string]>) },
      {
        weight: 5,
        arbitrary: valueFor(p.schema, p.name, 0, extra).map(
          (v) => [[p.name, urlSafeLength(asText(v))]] as Array<[string, string]>,
        ),
      },
      { weight: 2, arbitrary: junkValue.map((v) => [[p.name, urlSafeLength(asText(v))]] as Array<[string, string]>) },
      // Repeated keys turn into arrays in Fastify's query parser.
      {
        weight: 1,
        arbitrary: fc.tuple(nastyString, nastyString).map(
          ([a, b]) =>
            [
              [p.name, a],
              [p.name, b],
            ] as Array<[string, string]>,
        ),
      },
    ),
  );
  const unknown = fc.option(fc.tuple(fc.constantFrom('foo', 'limit[]', '__proto__', 'guest_id'), nastyString), {
    nil: undefined,
  });
  return fc
    .tuple(fc.tuple(...entries), unknown)
    .map(([lists, extraParam]): Array<[string, string]> => [
      ...(lists as Array<Array<[string, string]>>).flat(),
      ...(extraParam ? [extraParam as [string, string]] : []),
    ]);
}

/** Path segments that survive URL normalisation ('.'/'..' would resolve away and hit another route). */
const pathJunk = fc
  .oneof(
    nastyString,
    fc.string({ minLength: 1, maxLength: 30 }),
    fc.constantFrom('0', '-1', '1.5', '99999999999999999999', '1e3', 'abc', '%', ' '),
  )
  .filter((s) => s !== '' && !/^(\.|%2e){1,2}$/i.test(s));

function paramsArb(op: OperationInfo, extra: Extras): fc.Arbitrary<Record<string, string>> {
  const params = (op.spec.parameters ?? []).map((p: any) => deref(p)).filter((p: any) => p?.in === 'path');
  const model: Record<string, fc.Arbitrary<string>> = {};
  for (const p of params) {
    const valid = valueFor(p.schema, p.name, 0, extra)
      .map(asText)
      .filter((s) => s !== '' && !/^\.{1,2}$/.test(s));
    model[p.name] = fc.oneof({ weight: 3, arbitrary: valid }, { weight: 2, arbitrary: pathJunk });
  }
  return fc.record(model) as fc.Arbitrary<Record<string, string>>;
}

const invalidJson = fc.constantFrom(
  '{',
  '{"a":',
  '[1,2',
  'nul',
  "{'a':1}",
  '{"a":1}}',
  '\u0000',
  '{"a":"\\ud800"}',
  '1'.repeat(400),
);

function bodyArb(op: OperationInfo, extra: Extras): fc.Arbitrary<FuzzBody> {
  const method = op.method.toLowerCase();
  if (method === 'get' || method === 'head') return fc.constant({ kind: 'none' });
  const requestBody = deref<Schema>(op.spec.requestBody);
  const content: Record<string, Schema> = requestBody?.content ?? {};
  const jsonSchema = content['application/json']?.schema;
  const formSchema = content['multipart/form-data']?.schema ?? content['application/x-www-form-urlencoded']?.schema;
  const json = (value: fc.Arbitrary<unknown>) => value.map((v): FuzzBody => ({ kind: 'json', value: v }));
  const raw = (contentType: string | null, data: fc.Arbitrary<string>) =>
    data.map((d): FuzzBody => ({ kind: 'raw', contentType, data: d }));
  const wrongMedia = fc.oneof(
    raw('application/json', invalidJson),
    raw('application/json', fc.constant('')),
    raw('text/plain', fc.string({ maxLength: 50 })),
    raw('application/xml', fc.constant('<a><b>1</b></a>')),
    raw('application/x-www-form-urlencoded', fc.constantFrom('a=1&b[]=2', 'phone=%00', '=&=&')),
    raw('multipart/form-data', fc.constant('--x\r\n')),
    raw(null, fc.string({ maxLength: 20 })),
  );
  const arms: Array<fc.WeightedArbitrary<FuzzBody>> = [
    { weight: 2, arbitrary: json(junkValue) },
    { weight: 1, arbitrary: wrongMedia },
  ];
  if (jsonSchema) {
    arms.push({ weight: 5, arbitrary: json(valueFor(jsonSchema, undefined, 0, extra)) });
    arms.push({ weight: 3, arbitrary: json(mutated(jsonSchema, extra)) });
  } else {
    arms.push({ weight: 2, arbitrary: fc.constant({ kind: 'none' }) });
  }
  if (formSchema) {
    const fields = fc.oneof(valueFor(formSchema, undefined, 0, extra), mutated(formSchema, extra));
    arms.push({
      weight: 4,
      arbitrary: fields.map((v): FuzzBody => ({
        kind: 'form',
        fields: v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : { value: v },
      })),
    });
  }
  return fc.oneof(...arms);
}

/** Random requests for one operation. */
export function requestArb(op: OperationInfo, session: SessionValues): fc.Arbitrary<FuzzRequest> {
  const extra: Extras = { strings: session.guestId ? [session.guestId] : [] };
  return fc.record({
    params: paramsArb(op, extra),
    query: queryArb(op, extra),
    headers: headerArb(op, session),
    body: bodyArb(op, extra),
  });
}
