import { describe, expect, it } from 'vitest';
import { timeLeft } from '../../domain/time-left.ts';

describe('timeLeft (the flash sale countdown)', () => {
  const now = new Date('2026-11-24T10:00:00Z');
  it('splits what is left into days, hours, minutes and seconds', () => {
    expect(timeLeft(new Date('2026-11-26T13:04:05Z'), now)).toEqual({ days: 2, hours: 3, minutes: 4, seconds: 5 });
  });
  it('drops a part of a second and is all 0 once the end has passed', () => {
    expect(timeLeft(new Date('2026-11-24T10:00:00.900Z'), now)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
    expect(timeLeft(new Date('2026-11-24T09:00:00Z'), now)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });
});
