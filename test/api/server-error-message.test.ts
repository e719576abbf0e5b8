// A 5xx shows a worded, translated message — never the server's internal text (e.g. 'cURL error 6 …').
import { afterEach, describe, expect, it } from 'vitest';
import { answerMessage, setServerErrorText } from '../../src/api/errors.ts';
import { en } from '../../src/i18n/en/index.ts';
import { ar } from '../../src/i18n/ar/index.ts';

const worded = (catalogue: typeof en) => String((catalogue.common as Record<string, unknown>).serverUnavailable);

afterEach(() => setServerErrorText(() => worded(en)));

describe('answerMessage', () => {
  const curl = { errors: [{ code: 'server', message: 'cURL error 6: Could not resolve host: maps.googleapis.com' }] };

  it('replaces the text of a 500 with the worded message of the current language', () => {
    setServerErrorText(() => worded(ar));
    const res = answerMessage(500, curl, 'Internal Server Error');
    expect(res).toEqual({ message: 'الخدمة غير متاحة حاليًا. يرجى المحاولة مرة أخرى لاحقًا.', code: 'server_error' });
    expect(answerMessage(502, 'Bad Gateway', 'Bad Gateway').message).not.toMatch(/Gateway/);
  });

  it("keeps the server's own message of a 4xx (6amMart's errors shape)", () => {
    setServerErrorText(() => worded(en));
    expect(answerMessage(403, { errors: [{ code: 'phone', message: 'The phone field is required.' }] }, 'x')).toEqual({
      message: 'The phone field is required.',
      code: 'phone',
    });
    expect(worded(en)).toBe('The service is not available right now. Please try again later.');
  });
});
