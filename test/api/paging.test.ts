// The next page of 6amMart's paged lists (src/api/paging.ts): while the pages hold fewer rows than total_size, and
// never after an empty page.
import { describe, expect, it } from 'vitest';
import { nextPageOf } from '../../src/api/paging.ts';

type Page = { total_size: number; rows: number[] };
const next = nextPageOf((p: Page) => p.rows);
const page = (total: number, rows: number[]): Page => ({ total_size: total, rows });

describe('nextPageOf', () => {
  it('asks for the page after the last while rows remain', () => {
    const first = page(5, [1, 2]);
    expect(next(first, [first])).toBe(2);
    const second = page(5, [3, 4]);
    expect(next(second, [first, second])).toBe(3);
  });

  it('stops once every row is in, or after an empty page whatever the total says', () => {
    const a = page(4, [1, 2]);
    const b = page(4, [3, 4]);
    expect(next(b, [a, b])).toBeUndefined();
    const empty = page(9, []);
    expect(next(empty, [a, empty])).toBeUndefined();
    expect(next(page(0, []), [page(0, [])])).toBeUndefined();
  });
});
