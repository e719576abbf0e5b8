import { describe, expect, it } from 'vitest';
import { keysPerAttempt, newIdempotencyKey } from '../../src/api/idempotency.ts';

describe('Idempotency-Key values', () => {
  it('are fresh each time', () => {
    expect(newIdempotencyKey()).not.toBe(newIdempotencyKey());
  });

  it('per attempt: a retry of the same attempt sends the same key, another attempt another key', () => {
    const keyOf = keysPerAttempt();
    const first = keyOf('1');
    expect(keyOf('1')).toBe(first);
    expect(keyOf('2')).not.toBe(first);
    expect(keyOf('2')).toBe(keyOf('2'));
    // two flows keep their own keys
    expect(keysPerAttempt()('1')).not.toBe(first);
  });
});
