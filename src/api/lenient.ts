// The tolerant boundary's readers (docs/6ammart-clients.md, "What each version sends, what the app makes of it"):
// real 6amMart backends send the same field in several ways — a flag as 1, true, "1" or "true"; a number as a
// numeric string; a list or an object as JSON text ("[]"); nothing as null, an absent key or "". Each resource's
// normaliser (beside its contract type: cartRowsOf in cart-rows.ts, zoneDataOf in zone-data.ts, and the *-shape.ts
// modules with shape-readers.ts) reads its answer with these, so the app gets one typed shape and no component reads a
// raw field.

/** A JSON object as the readers see it. */
export type Raw = Record<string, unknown>;

/** JSON text a backend sent in place of a list or an object, parsed; anything else as it came. */
export function decodedJson(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  if (!text.startsWith('[') && !text.startsWith('{')) return value;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return value;
  }
}

/** A list: an array, or JSON text of one; anything else (null, absent, "", an object) is empty. */
export function listOf(value: unknown): unknown[] {
  const decoded = decodedJson(value);
  return Array.isArray(decoded) ? decoded : [];
}

/** An object: an object, or JSON text of one; anything else is null. */
export function objectOf(value: unknown): Raw | null {
  const decoded = decodedJson(value);
  return decoded !== null && typeof decoded === 'object' && !Array.isArray(decoded) ? (decoded as Raw) : null;
}

/** The objects of a list (entries that are not objects are left out). */
export const objectsOf = (value: unknown): Raw[] =>
  listOf(value).flatMap((entry) => {
    const o = objectOf(entry);
    return o ? [o] : [];
  });

/** A number, or null for nothing (null, absent, "", text that is not a number). Booleans are 1 and 0. */
export function numberOrNull(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (typeof value === 'string' && value.trim() !== '') {
    const n = Number(value.trim());
    return Number.isFinite(n) ? n : null;
  }
  return null;
}

/** A number, `missing` for nothing. */
export const numberOf = (value: unknown, missing = 0): number => numberOrNull(value) ?? missing;

/** A whole number (ids, counts, quantities), `missing` for nothing. */
export const integerOf = (value: unknown, missing = 0): number => Math.trunc(numberOf(value, missing));

/** A flag as 1 or 0: true, "true", any non-zero number or numeric text are 1; nothing is `missing`. */
export function flagOf(value: unknown, missing: 0 | 1 = 0): 0 | 1 {
  if (value === null || value === undefined || value === '') return missing;
  if (typeof value === 'string') {
    const text = value.trim().toLowerCase();
    if (text === 'true' || text === 'yes' || text === 'on') return 1;
    if (text === 'false' || text === 'no' || text === 'off') return 0;
  }
  const n = numberOrNull(value);
  return n === null ? missing : n !== 0 ? 1 : 0;
}

/** A flag as a boolean (flagOf). */
export const booleanOf = (value: unknown, missing = false): boolean => flagOf(value, missing ? 1 : 0) === 1;

/** Text: a string as it is, a number as its digits; nothing is `missing`. */
export function textOf(value: unknown, missing = ''): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return missing;
}

/** Text or null for nothing (null, absent, ""). */
export const textOrNull = (value: unknown): string | null => {
  const text = textOf(value);
  return text === '' ? null : text;
};

/**
 * An answer read by a normaliser that is loaded with it (a `*-shape.ts` module imported beside the request): the
 * normalisers of the resources stay off a page's first load, and a page the server rendered, whose answers arrive
 * already read, never loads them.
 */
export async function readWith<M, T>(answer: Promise<unknown>, shape: Promise<M>, read: (m: M, a: unknown) => T) {
  const [a, m] = await Promise.all([answer, shape]);
  return read(m, a);
}
