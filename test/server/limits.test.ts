// Limits: JSON bodies bounded in depth and size, every request string bounded by the contract (defaults
// from scripts/gen-contract.mjs where a source has none), and no arrays or booleans read as numbers.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { items, modules } from '../../server/db/schema/catalogue.ts';
import { carts } from '../../server/db/schema/customer.ts';
import { boundRequestStrings, DEFAULT_MAX_LENGTH, FREE_TEXT_MAX_LENGTH } from '../../scripts/gen-contract.mjs';
import { startTestServer, type TestServer } from '../support/api-server.ts';

let server: TestServer;
let item: typeof items.$inferSelect;
let guestId: string;

beforeAll(async () => {
  server = await startTestServer();
  const [row] = await server.database.db
    .select({ item: items })
    .from(items)
    .innerJoin(modules, eq(modules.id, items.moduleId))
    .where(and(eq(modules.moduleType, 'grocery'), eq(items.status, 1)))
    .limit(1);
  item = row!.item;
  await server.database.db.update(items).set({ stock: 100, maximumCartQuantity: null }).where(eq(items.id, item.id));
  guestId = (await server.call('requestGuestId')).body.guest_id;
});
afterAll(() => server.close());

const add = (body: Record<string, unknown>) =>
  server.call('addToCart', {
    moduleId: item.moduleId,
    body: { item_id: item.id, model: 'Item', price: 10, quantity: 1, variation: [], guest_id: guestId, ...body },
  });
const lines = () => server.database.db.select().from(carts).where(eq(carts.guestId, guestId));

describe('JSON bodies', () => {
  it('a variation nested 5,000 levels deep is a 403, not a 500 (Maximum call stack size exceeded)', async () => {
    const deep = `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`; // JSON.stringify itself overflows on such a value
    const body = `{"item_id":${item.id},"model":"Item","price":10,"quantity":1,"guest_id":"${guestId}","variation":[{"type":"Red","extra":${deep}}]}`;
    const res = await server.call('addToCart', {
      moduleId: item.moduleId,
      raw: { contentType: 'application/json', data: body },
    });
    expect(res.status).toBe(403);
    expect(res.body.errors[0]).toEqual({
      code: 'request',
      message: 'The request body may not be nested more than 32 levels deep.',
    });
    expect(await lines()).toEqual([]);
  });

  it('a body over 1 MiB is refused (413) before it is parsed', async () => {
    const res = await server.call('addToCart', {
      moduleId: item.moduleId,
      body: { item_id: item.id, model: 'Item', price: 10, quantity: 1, variation: [{ type: 'x'.repeat(1024 * 1024) }] },
      validate: false, // 413 comes from the framework before any operation
    });
    expect(res.status).toBe(413);
    expect(res.body.errors[0].code).toBe('request');
  });

  it('a 3 MB variation label, or one over the default bound, is a 403 naming the field and is not stored', async () => {
    const label = await add({ variation: [{ name: 'Size', values: { label: ['L'.repeat(DEFAULT_MAX_LENGTH + 1)] } }] });
    expect(label.status).toBe(403);
    expect(label.body.errors[0]).toEqual({
      code: 'variation',
      message: `The variation may not be greater than ${DEFAULT_MAX_LENGTH} characters.`,
    });
    const type = await add({ variation: [{ type: 'T'.repeat(DEFAULT_MAX_LENGTH + 1), price: 1 }] });
    expect(type.status).toBe(403);
    expect(await lines()).toEqual([]);
  });

  it('refuses [5] and true for a number (403 quantity) and still reads "2" as 2', async () => {
    for (const quantity of [[5], true, null, [true]]) {
      const res = await add({ quantity });
      expect(res.status, JSON.stringify(quantity)).toBe(403);
      expect(res.body.errors[0]).toEqual({ code: 'quantity', message: 'The quantity must be an integer.' });
    }
    expect(await lines()).toEqual([]);
    const text = await add({ quantity: '2' });
    expect(text.status, JSON.stringify(text.body)).toBe(200);
    expect((await lines()).map((l) => l.quantity)).toEqual([2]);
  });

  it('query and header values are still read from their strings', async () => {
    const res = await server.call('getCart', { moduleId: String(item.moduleId), query: { guest_id: guestId } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toHaveLength(1);
  });
});

describe('the contract’s default string bounds (scripts/gen-contract.mjs)', () => {
  it('bounds every open request string, free text wider, and leaves explicit bounds, enums and responses alone', () => {
    const doc = {
      paths: {
        '/x/{id}': {
          parameters: [{ $ref: '#/components/parameters/Zone' }],
          post: {
            parameters: [{ name: 'id', in: 'path', schema: { type: 'string' } }],
            requestBody: {
              content: {
                'application/json': {
                  schema: {
                    type: 'object',
                    properties: {
                      name: { type: 'string' },
                      order_note: { type: ['string', 'null'] },
                      code: { type: 'string', maxLength: 10 },
                      kind: { type: 'string', enum: ['a', 'b'] },
                      tags: { type: 'array', items: { type: 'string' } },
                      shared: { $ref: '#/components/schemas/Shared' },
                    },
                  },
                },
              },
            },
            responses: { '200': { content: { 'application/json': { schema: { type: 'string' } } } } },
          },
        },
      },
      components: {
        parameters: { Zone: { name: 'zoneId', in: 'header', schema: { type: 'string' } } },
        schemas: { Shared: { type: 'object', properties: { label: { type: 'string' } } } },
      },
    };
    boundRequestStrings(doc);
    const op = doc.paths['/x/{id}'].post;
    const props = op.requestBody.content['application/json'].schema.properties as Record<string, any>;
    expect(props.name.maxLength).toBe(DEFAULT_MAX_LENGTH);
    expect(props.order_note.maxLength).toBe(FREE_TEXT_MAX_LENGTH);
    expect(props.code.maxLength).toBe(10);
    expect(props.kind.maxLength).toBeUndefined();
    expect(props.tags.items.maxLength).toBe(DEFAULT_MAX_LENGTH);
    expect((op.parameters[0]!.schema as any).maxLength).toBe(DEFAULT_MAX_LENGTH);
    expect((doc.components.parameters.Zone.schema as any).maxLength).toBe(DEFAULT_MAX_LENGTH);
    expect((doc.components.schemas.Shared.properties.label as any).maxLength).toBe(DEFAULT_MAX_LENGTH);
    expect((op.responses['200'].content['application/json'].schema as any).maxLength).toBeUndefined();
  });
});
