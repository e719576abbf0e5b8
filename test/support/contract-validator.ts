// Validates response bodies against openapi/storefront.yaml's response schemas (Ajv 2020 for OpenAPI 3.1).
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { loadContract } from '../../server/lib/http/contract.ts';

export interface OperationInfo {
  operationId: string;
  method: string;
  path: string;
  responses: Record<string, any>;
  spec: any;
}

const contract = loadContract();
const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
addFormats(ajv);
ajv.addSchema({ $id: 'contract', components: contract.components }, 'contract');

const operations = new Map<string, OperationInfo>();
for (const [path, item] of Object.entries<any>(contract.paths)) {
  for (const [method, op] of Object.entries<any>(item)) {
    if (op?.operationId)
      operations.set(op.operationId, { operationId: op.operationId, method, path, responses: op.responses, spec: op });
  }
}

export const allOperations = () => [...operations.values()];

export function operation(id: string): OperationInfo {
  const op = operations.get(id);
  if (!op) throw new Error(`no operation ${id} in the contract`);
  return op;
}

const rewriteRefs = (schema: unknown): unknown => {
  if (Array.isArray(schema)) return schema.map(rewriteRefs);
  if (schema && typeof schema === 'object') {
    return Object.fromEntries(
      Object.entries(schema).map(([k, v]) => [
        k,
        k === '$ref' && typeof v === 'string' && v.startsWith('#/') ? `contract${v}` : rewriteRefs(v),
      ]),
    );
  }
  return schema;
};

const resolveResponse = (r: any): any => {
  if (r?.$ref) {
    const name = r.$ref.split('/').pop();
    return contract.components.responses[name];
  }
  return r;
};

const compiled = new Map<string, ReturnType<typeof ajv.compile> | null>();

/** Throws with a readable message when `body` does not match the documented response for `status`. */
export function assertResponseMatches(id: string, status: number, contentType: string | null, body: unknown) {
  const op = operation(id);
  const response = resolveResponse(
    op.responses[String(status)] ?? op.responses[`${String(status)[0]}XX`] ?? op.responses.default,
  );
  if (!response)
    throw new Error(`${id}: status ${status} is not documented (body: ${JSON.stringify(body).slice(0, 300)})`);
  const media = response.content?.['application/json'] ?? response.content?.['text/html'];
  if (!response.content) return;
  if (!media) throw new Error(`${id} ${status}: undocumented content type ${contentType}`);
  if (!contentType?.includes('json')) return;
  const key = `${id}:${status}`;
  if (!compiled.has(key)) compiled.set(key, media.schema ? ajv.compile(rewriteRefs(media.schema) as object) : null);
  const validate = compiled.get(key);
  if (validate && !validate(body)) {
    throw new Error(
      `${id} ${status}: response does not match the contract: ${ajv.errorsText(validate.errors, { separator: '\n  ' })}\nbody: ${JSON.stringify(body).slice(0, 500)}`,
    );
  }
}
