import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import YAML from 'yaml';
import { projectRoot } from '../../env.ts';

export const contractPath = join(projectRoot, 'openapi/storefront.yaml');

let cached: Record<string, any> | undefined;
/** The assembled OpenAPI document (openapi/storefront.yaml), parsed once. */
export function loadContract(): Record<string, any> {
  cached ??= YAML.parse(readFileSync(contractPath, 'utf8'));
  return structuredClone(cached!);
}
