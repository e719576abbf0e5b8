import { vi } from 'vitest';
// The fake backend must replace fetch before the API client is imported.
await vi.hoisted(() => import('../../support/fake-api.ts'));
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { beforeEach, describe, expect, it } from 'vitest';
import { InterestPage } from '../../../src/features/module/interest-page.tsx';
import { describePath, machineCoverage, replay } from '../../support/machine-paths.ts';
import { viewPaths } from '../../support/covering-paths.ts';
import { renderWithProviders } from '../../support/render.tsx';
import { moduleInterestPaths } from '../../machines/module-interest.paths.ts';
import { error, json, type FakeApi } from '../../support/fake-api.ts';
import { serveInterests, UPDATE_INTEREST as UPDATE } from './module-fixtures.ts';

let api: FakeApi;

beforeEach(() => {
  toast.remove(); // toasts live in a module-level store that outlives a test's render
  api = serveInterests();
});

const saved = () => JSON.parse(localStorage.getItem('selected-interests') ?? '{}') as Record<string, number[]>;

describe('/interest', () => {
  it('asks for a module first when none is stored', async () => {
    localStorage.removeItem('module');
    await renderWithProviders(<InterestPage />, { route: '/interest' });
    expect(await screen.findByRole('link', { name: 'Select a module' })).toHaveAttribute('href', '/home?picker=module');
  });

  it('a signed-in save sends the categories for the module and goes home', async () => {
    localStorage.setItem('token', 'tok');
    api.on(UPDATE, json({ message: 'Interests updated successfully' }));
    const { router } = await renderWithProviders(<InterestPage />, { route: '/interest' });
    const save = screen.getByRole('button', { name: 'Save and continue' });
    expect(save).toBeDisabled();
    await userEvent.click(await screen.findByRole('button', { name: 'Dairy' }));
    expect(screen.getByRole('button', { name: 'Dairy' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(save);
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    const call = api.calls(UPDATE)[0];
    expect(call.body).toEqual({ interest: [12] });
    expect(call.headers.get('moduleId')).toBe('1');
    expect(call.headers.get('Authorization')).toBe('Bearer tok');
    expect(saved()).toEqual({ 1: [12] });
    expect(await screen.findByText('Interests updated successfully')).toBeInTheDocument();
  });
});

describe('module-interest machine paths replayed through /interest', () => {
  const paths = viewPaths(moduleInterestPaths);

  it('the replayed paths take every transition of the machine', () => {
    expect(machineCoverage(moduleInterestPaths, paths).missing).toEqual([]);
  });

  it.each(paths.map((p) => [describePath(p), p] as const))('%s', async (_name, path) => {
    api.hold(UPDATE);
    const user = userEvent.setup();
    const { router } = await renderWithProviders(<InterestPage />, { route: '/interest' });
    await screen.findByRole('button', { name: 'Fruits' });
    for (const step of path.steps) {
      const event = step.event as { type: string; signedIn?: boolean; error?: Error; output?: { message: string } };
      if (event.type === 'TOGGLE') await user.click(screen.getByRole('button', { name: 'Fruits' }));
      else if (event.type === 'SESSION') localStorage.setItem('token', 'tok');
      else if (event.type === 'SAVE') await user.click(screen.getByRole('button', { name: 'Save and continue' }));
      else if (event.type === 'SKIP') await user.click(screen.getByRole('button', { name: 'Skip' }));
      else if (event.type === 'xstate.done.actor.saveInterests')
        await act(async () => api.release(UPDATE, json(event.output)));
      else if (event.type === 'xstate.error.actor.saveInterests')
        await act(async () => api.release(UPDATE, error(403, 'interest', event.error!.message)));
      if (event.type === 'SESSION')
        await act(async () => window.dispatchEvent(new StorageEvent('storage', { key: 'token' })));
    }
    const state = replay(moduleInterestPaths, path).final; // the state this exact path reaches
    const skipped = path.steps.at(-1)!.event.type === 'SKIP';
    if (state.status === 'done') {
      await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
      expect(saved()[1]).toEqual(skipped ? [] : state.context.selected);
    } else {
      expect(router.state.location.pathname).toBe('/interest');
      expect(screen.getByRole('button', { name: 'Fruits' })).toHaveAttribute(
        'aria-pressed',
        String(state.context.selected.includes(11)),
      );
      expect(screen.getByRole('button', { name: 'Save and continue' })).toHaveProperty(
        'disabled',
        state.context.selected.length === 0 || state.value === 'saving',
      );
      if (state.value === 'saving') await waitFor(() => expect(api.waiting(UPDATE)).toBe(1));
      if (state.context.error) expect(await screen.findByText(state.context.error)).toBeInTheDocument();
    }
  });
});
