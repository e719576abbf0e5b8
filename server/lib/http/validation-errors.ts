import type { FastifySchemaValidationError } from 'fastify/types/schema.js';

/** Header names Fastify lowercases, mapped back to the names 6amMart reports. */
const headerNames: Record<string, string> = {
  moduleid: 'moduleId',
  zoneid: 'zoneId',
  'x-localization': 'X-localization',
  authorization: 'Authorization',
};

const humanize = (field: string) => field.replace(/_/g, ' ');

/** Maps one Ajv error to 6amMart's `{code: <field>, message}` (Laravel-style wording). */
export function toErrorItem(error: FastifySchemaValidationError, context: string | undefined) {
  const params = error.params as Record<string, unknown>;
  const pathField = (error.instancePath ?? '').split('/').filter(Boolean)[0];
  let field =
    (typeof params.missingProperty === 'string' ? params.missingProperty : undefined) ??
    (typeof params.additionalProperty === 'string' ? params.additionalProperty : undefined) ??
    pathField ??
    context ??
    'request';
  if (context === 'headers') field = headerNames[field.toLowerCase()] ?? field;
  if (field === 'moduleId') return { code: 'moduleId', message: 'Module id is required!' };
  if (field === 'zoneId') return { code: 'zoneId', message: 'Zone id is required!' };
  const name = humanize(field);
  let message: string;
  switch (error.keyword) {
    case 'required':
      message = `The ${name} field is required.`;
      break;
    case 'minLength':
      message = `The ${name} must be at least ${params.limit} characters.`;
      break;
    case 'maxLength':
      message = `The ${name} may not be greater than ${params.limit} characters.`;
      break;
    case 'minimum':
      message = `The ${name} must be at least ${params.limit}.`;
      break;
    case 'maximum':
      message = `The ${name} may not be greater than ${params.limit}.`;
      break;
    case 'enum':
      message = `The selected ${name} is invalid.`;
      break;
    case 'format':
      message =
        params.format === 'email' ? `The ${name} must be a valid email address.` : `The ${name} format is invalid.`;
      break;
    case 'type':
      message = `The ${name} must be ${params.type === 'integer' ? 'an integer' : `a ${params.type}`}.`;
      break;
    case 'additionalProperties':
      message = `The ${name} field is not allowed.`;
      break;
    default:
      message = `The ${name} is invalid.`;
  }
  return { code: field, message };
}
