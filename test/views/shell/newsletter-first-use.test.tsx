// The footer's newsletter starts on intent (src/features/shell/newsletter.tsx): its statechart is a chunk of its own,
// held back here until the test lets it arrive. What a reader types and their Subscribe before then are not lost:
// once the chunk is in, the email is subscribed and 'Subscribed Successfully' shows.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { requestsTo, route } from '../../support/fake-api.ts';
import { defaultRoutes, renderShell } from './shell-harness.tsx';

const chunk = await vi.hoisted(() => import('../../support/held-chunk.ts').then((m) => m.heldChunk()));
vi.mock('../../../src/features/shell/newsletter.context.ts', (importOriginal) => chunk.hold(importOriginal));

beforeEach(() => defaultRoutes());

describe('the newsletter before its statechart is in', () => {
  it('keeps what was typed and subscribes with the first Subscribe once the chunk arrives', async () => {
    route('POST /api/v1/newsletter/subscribe', { body: { message: 'ok' } });
    await renderShell();
    const footer = screen.getByRole('contentinfo', { name: 'Footer' });
    const email = await within(footer).findByRole('textbox', { name: 'Your email address' });
    const user = userEvent.setup();
    await user.type(email, 'reader@example.com');
    await user.click(within(footer).getByRole('button', { name: 'Subscribe' }));
    expect(email).toHaveValue('reader@example.com');
    expect(requestsTo('POST /api/v1/newsletter/subscribe')).toHaveLength(0);

    await chunk.arrive();
    expect(await screen.findByText('Subscribed Successfully')).toBeInTheDocument();
    expect(requestsTo('POST /api/v1/newsletter/subscribe')[0].body).toEqual({ email: 'reader@example.com' });
    await waitFor(() => expect(email).toHaveValue(''));
  });
});
