// JSON-array query values of 6amMart's list filters ("[1,2]", or one bare value).
import { forbidden } from './errors.ts';

/** Parses a JSON array query value ("[1,2]"); a bare value counts as a one-element list. */
export function jsonList(raw: string | undefined, field: string): unknown[] | null {
  if (raw === undefined || raw === '') return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed : [parsed];
  } catch {
    if (/^[\w.+-]+$/.test(raw)) return [raw];
    throw forbidden(field, `The ${field.replace(/_/g, ' ')} must be a JSON array.`);
  }
}

/** An id as a number: a JSON number or a string of digits; anything else (an object, a boolean, null) is NaN. */
export const idOf = (value: unknown): number =>
  typeof value === 'number' ? value : typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : NaN;

/** A JSON list of positive integer ids (an object in it is refused with the 403, never converted). */
export function idList(raw: string | undefined, field: string): number[] | null {
  const list = jsonList(raw, field);
  if (!list) return null;
  const ids = list.map(idOf);
  if (ids.some((n) => !Number.isInteger(n) || n < 1))
    throw forbidden(field, `The ${field.replace(/_/g, ' ')} must be a JSON array of ids.`);
  return ids;
}
