import { describe, expect, it } from 'vitest';
import {
  classifyContact,
  dialCodeOf,
  joinPhone,
  nationalDigits,
  normalizePhone,
  phoneWithDialCode,
} from '../../domain/contact.ts';

describe('contact helpers', () => {
  it.each([
    ['demo@sixam.market', 'email'],
    ['+8801700000001', 'phone'],
    ['+880 1700-000001', 'phone'],
    ['01700000001', 'phone'],
    ['demo@sixam', null],
    ['12ab', null],
    ['123', null],
  ])('%s is %s', (value, kind) => expect(classifyContact(value)).toBe(kind));

  it('normalises phones with a leading +', () => {
    expect(normalizePhone('+880 1700-000001')).toBe('+8801700000001');
    expect(normalizePhone('8801700000001')).toBe('+8801700000001');
    expect(joinPhone('+880', '1700000001')).toBe('+8801700000001');
    expect(joinPhone('+880', '01700000001')).toBe('+8801700000001');
    expect(joinPhone('+880', '+44 20 7946 0958')).toBe('+442079460958');
    expect(nationalDigits('+880', '+8801700000001')).toBe('1700000001');
    expect(dialCodeOf('BD')).toBe('+880');
    expect(dialCodeOf('sa')).toBe('+966');
  });

  it.each([
    // a national number gets the config country's dialling code (6amMart 3.5 stores +12025550123; +2025550123 is refused)
    ['+1', '2025550123', '+12025550123'],
    ['+1', '(202) 555-0123', '+12025550123'],
    // typed with the code, with or without its +: as typed
    ['+1', '12025550123', '+12025550123'],
    ['+1', '+1 202 555 0123', '+12025550123'],
    ['+880', '01700000001', '+8801700000001'],
    ['+880', '1700000001', '+8801700000001'],
    ['+880', '8801700000001', '+8801700000001'],
    ['+880', '+8801700000001', '+8801700000001'],
    ['+880', '+44 20 7946 0958', '+442079460958'],
    // no country known: the digits with a +
    ['', '2025550123', '+2025550123'],
  ])('a sign-in phone with %s: %s → %s', (code, typed, sent) => expect(phoneWithDialCode(code, typed)).toBe(sent));
});
