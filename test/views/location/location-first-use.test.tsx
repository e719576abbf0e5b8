// The landing page's location flow starts on intent (src/features/location/location-flow.tsx): its statechart is a
// chunk of its own, held back here until the test lets it arrive. The very first press a guest makes — which is what
// asks for the chunk — works once it is in: "Saved addresses" tells them to sign in, in the spec's words.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, testQueryClient } from '../../support/render.tsx';
import { resetPage } from './location-harness.tsx';
import { configFixture, locationPage } from './location-page.tsx';

const chunk = await vi.hoisted(() => import('../../support/held-chunk.ts').then((m) => m.heldChunk()));
vi.mock('../../../src/features/location/location.context.ts', (importOriginal) => chunk.hold(importOriginal));

afterEach(() => resetPage());

describe('the location flow before its statechart is in', () => {
  it("answers a guest's first press of Saved addresses with 'To select from saved addresses, you need to sign in'", async () => {
    const queryClient = testQueryClient();
    queryClient.setQueryData(['config'], configFixture);
    queryClient.setQueryData(['modules'], []);
    await renderWithProviders(locationPage({ reloadHome: vi.fn() }), { queryClient });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Saved addresses' }));
    expect(screen.queryByText('To select from saved addresses, you need to sign in')).toBeNull();

    await chunk.arrive();
    expect(await screen.findByText('To select from saved addresses, you need to sign in')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
