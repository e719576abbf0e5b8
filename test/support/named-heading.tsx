// A page whose h1 names its subject from a list (a category, a brand): while the list is held the heading reads as
// loading, never the generic word; once the list answers, the subject's name.
import type { ReactElement } from 'react';
import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import type { FakeApi, Reply } from './fake-api.ts';
import { renderWithProviders } from './render.tsx';

/** Renders `page` at `url` (route `pattern`) with `list` held: the loading heading, then `name` after `reply`. */
export async function expectNamedOnceListed(
  api: FakeApi,
  at: { page: ReactElement; url: string; pattern: string; list: string },
  words: { generic: string; name: string },
  reply: Reply,
) {
  api.hold(at.list);
  await renderWithProviders(at.page, { route: at.url, routes: [{ path: at.pattern, element: at.page }] });
  expect(await screen.findByRole('heading', { level: 1, name: 'Loading…' })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { level: 1, name: words.generic })).toBeNull();
  await waitFor(() => expect(api.waiting(at.list)).toBe(1));
  api.release(at.list, reply);
  expect(await screen.findByRole('heading', { level: 1, name: words.name })).toBeInTheDocument();
}
