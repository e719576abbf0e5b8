// The readers of the resources' normalisers (src/api/*-shape.ts), built on src/api/lenient.ts: `shapeOf` reads the
// named fields of an answer by their rules, `pageOf` a page of a list. A module of their own: only the normalisers,
// loaded with the answers they read, import them (never a page's first load).
import {
  booleanOf,
  flagOf,
  integerOf,
  listOf,
  numberOf,
  numberOrNull,
  objectOf,
  objectsOf,
  textOf,
  textOrNull,
  type Raw,
} from './lenient.ts';

/** A list of whole numbers (ids): an array or JSON text of one; entries that are not numbers are left out. */
export const integersOf = (value: unknown): number[] =>
  listOf(value).flatMap((v) => {
    const n = numberOrNull(v);
    return n === null ? [] : [Math.trunc(n)];
  });

/** A list of texts: an array or JSON text of one; empty entries are left out. */
export const textsOf = (value: unknown): string[] =>
  listOf(value)
    .map((v) => textOf(v))
    .filter((v) => v !== '');

/** Each object of a list read by a resource's normaliser. */
export const eachOf =
  <T>(read: (value: unknown) => T) =>
  (value: unknown): T[] =>
    objectsOf(value).map(read);

/** An object read by a resource's normaliser, or null when there is none (null, absent, "", not an object). */
export const oneOrNull =
  <T>(read: (value: unknown) => T) =>
  (value: unknown): T | null =>
    objectOf(value) ? read(value) : null;

/** How a field of an answer is read: a reader above, or a nested resource's normaliser. */
export type FieldRule = (value: unknown) => unknown;

const readers = {
  integer: (v: unknown) => integerOf(v),
  number: (v: unknown) => numberOf(v),
  numberOrNull,
  integerOrNull: (v: unknown) => {
    const n = numberOrNull(v);
    return n === null ? null : Math.trunc(n);
  },
  flag: (v: unknown) => flagOf(v),
  flagOn: (v: unknown) => flagOf(v, 1),
  boolean: (v: unknown) => booleanOf(v),
  text: (v: unknown) => textOf(v),
  textOrNull,
  integers: integersOf,
  texts: textsOf,
  objectOrNull: objectOf,
  objects: objectsOf,
} satisfies Record<string, FieldRule>;

/** The rules of a resource's fields: a reader's name (`'flag'`: 0/1, `'boolean'`…) or a normaliser. */
export type FieldRules<T> = { readonly [K in keyof T]?: keyof typeof readers | FieldRule };

/**
 * An object of any version with the named fields read by their rules; a field the answer lacks stays absent, fields
 * without a rule pass as sent (each resource's normaliser: `shapeOf<Store>(answer, storeRules)`).
 */
export const shapeOf = <T>(value: unknown, rules: FieldRules<T>): T => readFields(value, rules, false);

/**
 * An object of any version with every named field read by its rule: a field the answer lacks is read too, as the
 * reader's value for nothing (0, '', [], null, a flag's default) — for a resource the app reads whole (an item).
 */
export const fullShapeOf = <T>(value: unknown, rules: FieldRules<T>): T => readFields(value, rules, true);

function readFields<T>(value: unknown, rules: FieldRules<T>, absentToo: boolean): T {
  const raw = objectOf(value) ?? {};
  const out: Raw = { ...raw };
  for (const [key, rule] of Object.entries(rules) as [string, keyof typeof readers | FieldRule][])
    if (absentToo || key in raw) out[key] = (typeof rule === 'function' ? rule : readers[rule])(raw[key]);
  return out as T;
}

/** A page of a list answer: its counts as numbers (v2.6 sends `limit`/`offset` as text), each entry read by `read`. */
export function pageOf<K extends string, T>(
  answer: unknown,
  key: K,
  read: (value: unknown) => T,
): { total_size: number; limit: number; offset: number } & Record<K, T[]> {
  const page = objectOf(answer) ?? {};
  return {
    total_size: integerOf(page['total_size']),
    limit: integerOf(page['limit']),
    offset: integerOf(page['offset']),
    [key]: eachOf(read)(page[key]),
  } as { total_size: number; limit: number; offset: number } & Record<K, T[]>;
}
