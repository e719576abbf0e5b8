// The JSON-array query values of 6amMart's list filters (`cart_ids=[1,2]`, `category_ids=[…]`, the zoneId header):
// anything but ids is the worded 403 (or no zone), never a 500 — the fuzz found `cart_ids={"valueOf":1,"toString":"x"}`
// throwing inside Number().
import { describe, expect, it } from 'vitest';
import { idList, idOf } from '../../server/lib/http/json-lists.ts';
import { zoneIdsOfHeader } from '../../server/lib/http/scope.ts';
import { ApiError } from '../../server/lib/http/errors.ts';

const hostile = '{"toString":"x","valueOf":1,"hasOwnProperty":null}';

describe('id lists', () => {
  it('reads ids given as numbers or digit strings, a bare id as a list of one', () => {
    expect(idList('[1,"2",30]', 'cart_ids')).toEqual([1, 2, 30]);
    expect(idList('7', 'cart_ids')).toEqual([7]);
    expect(idList(undefined, 'cart_ids')).toBeNull();
  });

  it('refuses an object, a boolean, null, a fraction or zero with the 403 of the field', () => {
    for (const raw of [hostile, `[${hostile}]`, '[true]', '[null]', '[1.5]', '[0]', '["1e3"]']) {
      let thrown: unknown;
      try {
        idList(raw, 'cart_ids');
      } catch (e) {
        thrown = e;
      }
      expect(thrown, raw).toBeInstanceOf(ApiError);
      expect((thrown as ApiError).statusCode).toBe(403);
    }
    expect(idOf({ valueOf: 1, toString: 'x' })).toBeNaN();
  });

  it('reads no zone from a zoneId header of objects', () => {
    expect(zoneIdsOfHeader(`[${hostile}]`)).toBeNull();
    expect(zoneIdsOfHeader('[2,"1"]')).toEqual([2, 1]);
  });
});
