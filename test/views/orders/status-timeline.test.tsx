import { vi } from 'vitest';
// The fake backend must replace fetch before the API client is imported.
await vi.hoisted(() => import('../../support/fake-api.ts'));
// The status timeline as a stepper: the current step is aria-current="step", each step's state is said in words to
// screen readers (visually hidden, in the page's language) instead of a visible "(done)".
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StatusTimeline } from '../../../src/features/orders/status-timeline.tsx';
import { orderSteps, timelineOf } from '../../../src/features/orders/timeline.ts';
import { FakeApi } from '../../support/fake-api.ts';
import { renderWithProviders } from '../../support/render.tsx';

const cancelled = timelineOf(orderSteps('delivery'), 'canceled', {
  pending: '2026-11-22T10:00:00Z',
  canceled: '2026-11-22T10:05:00Z',
});

describe('StatusTimeline', () => {
  it('a cancelled order in Arabic: the steps it reached say “done”, the cancellation is the current step', async () => {
    new FakeApi();
    await renderWithProviders(<StatusTimeline steps={cancelled} />, { language: 'ar' });
    const timeline = screen.getByRole('region', { name: 'حالة الطلب' });
    const [pending, canceled] = within(timeline).getAllByRole('listitem');
    expect(canceled).toHaveAttribute('aria-current', 'step');
    expect(pending).not.toHaveAttribute('aria-current');
    expect(within(pending!).getByText(/تمّ/)).toHaveClass('visually-hidden');
    expect(within(canceled!).getByText(/الحالية/)).toHaveClass('visually-hidden');
    expect(canceled).toHaveTextContent('ملغى');
    // its time is told, in a <time> of the moment
    expect(canceled!.querySelector('time')).toHaveAttribute('dateTime', '2026-11-22T10:05:00Z');
  });

  const hidden = () => [...document.querySelectorAll('li .visually-hidden')].map((e) => e.textContent);
  const confirmed = timelineOf(orderSteps('take_away'), 'confirmed', {});

  it('speaks each state in Spanish', async () => {
    new FakeApi();
    await renderWithProviders(<StatusTimeline steps={confirmed} />, { language: 'es' });
    expect(hidden().slice(0, 3)).toEqual([', completado', ', actual', ', pendiente']);
  });

  it('speaks each state in Bengali', async () => {
    new FakeApi();
    await renderWithProviders(<StatusTimeline steps={confirmed} />, { language: 'bn' });
    expect(hidden().slice(0, 3)).toEqual([', সম্পন্ন', ', চলমান', ', আসন্ন']);
  });
});
