// Request validation (Ajv, from the contract's schemas) without the coercions an attacker can lean on:
// - query, path and header values are strings on the wire: they are coerced to the schema's types (and a single
//   value to an array of one), as before;
// - multipart fields are strings too: coerced to numbers and booleans, never from arrays;
// - JSON bodies are validated as sent; only a string where a number or boolean is expected is read as one (older
//   6amMart clients send `"quantity": "2"`). `[5]`, `true` or `null` for a number is refused (403 with the field).
import { Ajv, type ErrorObject, type Options, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance, FastifySchema } from 'fastify';

const base: Options = { allErrors: true, removeAdditional: false, allowUnionTypes: true, useDefaults: true };

function ajvWith(coerceTypes: Options['coerceTypes']) {
  const ajv = new Ajv({ ...base, coerceTypes });
  addFormats.default(ajv);
  return ajv;
}

/** The value at a JSON pointer of an Ajv error (`/items/0/quantity`). */
function valueAt(data: unknown, pointer: string): unknown {
  let value = data;
  for (const part of pointer.split('/').slice(1)) {
    const key = part.replace(/~1/g, '/').replace(/~0/g, '~');
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/** Header names arrive lowercased; Fastify lowercases a header schema only for its own compiler, so we do it here. */
function lowerCaseHeaders(schema: FastifySchema): FastifySchema {
  const s = schema as { properties?: Record<string, unknown>; required?: string[] };
  return {
    ...schema,
    ...(s.properties
      ? { properties: Object.fromEntries(Object.entries(s.properties).map(([k, v]) => [k.toLowerCase(), v])) }
      : {}),
    ...(s.required ? { required: s.required.map((k) => k.toLowerCase()) } : {}),
  } as FastifySchema;
}

type Validator = ValidateFunction & { errors?: ErrorObject[] | null };

/**
 * A JSON body's validator: strict first; when the only complaints are strings standing for numbers or booleans, the
 * coercing one (which converts them in place) decides.
 */
function jsonBodyValidator(strict: Validator, coercing: Validator) {
  const validate = (data: unknown): boolean => {
    if (strict(data)) {
      validate.errors = null;
      return true;
    }
    const errors = strict.errors ?? [];
    const onlyStrings = errors.every(
      (e) =>
        (e.keyword === 'type' || e.keyword === 'anyOf' || e.keyword === 'oneOf') &&
        (e.keyword !== 'type' || typeof valueAt(data, e.instancePath) === 'string'),
    );
    if (onlyStrings && errors.some((e) => e.keyword === 'type')) {
      const ok = coercing(data);
      validate.errors = ok ? null : coercing.errors;
      return ok;
    }
    validate.errors = errors;
    return false;
  };
  validate.errors = null as ErrorObject[] | null | undefined;
  return validate;
}

type Part = 'wire' | 'form' | 'strict' | 'lenient';
const coercionOf: Record<Part, Options['coerceTypes']> = { wire: 'array', form: true, strict: false, lenient: true };
const ajvs: Partial<Record<Part, Ajv>> = {};
/**
 * Compiled validators by Ajv instance and schema text, for the life of the process: an API built again in the same
 * process (each server test file, a restart in a test) reuses them instead of compiling the contract's ~600 route
 * schemas again (about 0.4 s of CPU per build). A validator is a pure function of its schema and options.
 */
const compiled = new Map<string, Validator>();

/** The validator of `schema` for a part of a request (fastify-openapi-glue gives recursive schemas a shared placeholder $id: each route's schema is compiled on its own). */
function compile(part: Part, schema: FastifySchema): Validator {
  const { $id: _id, ...rest } = schema as Record<string, unknown>;
  const key = `${part} ${JSON.stringify(rest)}`;
  let validate = compiled.get(key);
  if (!validate) {
    validate = (ajvs[part] ??= ajvWith(coercionOf[part])).compile(rest);
    compiled.set(key, validate);
  }
  return validate;
}

export function registerValidator(app: FastifyInstance) {
  app.setValidatorCompiler(({ schema, httpPart, ...rest }) => {
    const contentType = (rest as { contentType?: string }).contentType;
    if (httpPart === 'headers') return compile('wire', lowerCaseHeaders(schema));
    if (httpPart !== 'body') return compile('wire', schema);
    if (contentType && contentType !== 'application/json') return compile('form', schema);
    return jsonBodyValidator(compile('strict', schema), compile('lenient', schema));
  });
}
