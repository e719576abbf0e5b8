// Response serializers (fast-json-stringify, as Fastify's own compiler builds them), kept for the life of the process.
import fastJsonStringify from 'fast-json-stringify';
import type { FastifyInstance } from 'fastify';

type Serializer = (data: unknown) => string;
/**
 * Serializers by schema text: an API built again in the same process (each server test file, a restart in a test)
 * reuses them instead of generating code for the contract's response schemas again (about 0.25 s of CPU per build).
 * The API registers no shared schemas (`addSchema`), so a serializer depends on its schema alone.
 */
const built = new Map<string, Serializer>();

export function registerSerializer(app: FastifyInstance) {
  app.setSerializerCompiler(({ schema }) => {
    const key = JSON.stringify(schema);
    let serialize = built.get(key);
    if (!serialize) {
      serialize = fastJsonStringify(schema as Parameters<typeof fastJsonStringify>[0]) as Serializer;
      built.set(key, serialize);
    }
    return serialize;
  });
}
