// The /flows viewer links a chosen state to its screen in the Storybook state gallery when VITE_STORYBOOK_URL is set
// (docs/architecture.md, "The component catalogue"): a state clicked in the drawing, or a chosen transition's target.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkoutMachine } from '../../../machines/checkout.machine.ts';
import { logoutMachine } from '../../../machines/logout.machine.ts';
import { flowEntries } from '../../../src/features/flows/flow-catalogue.ts';
import { flowGraph, type FlowNode } from '../../../src/features/flows/flow-graph.ts';
import { FlowsView } from '../../../src/features/flows/flows-view.tsx';
import { galleryKeyOf, galleryUrl } from '../../../src/features/flows/gallery-link.ts';
import { renderWithProviders } from '../../support/render.tsx';

const entries = () =>
  flowEntries({ logout: { description: null, graph: flowGraph(logoutMachine), keys: [], load: async () => [] } });

afterEach(() => vi.unstubAllEnvs());

async function drawn() {
  return screen.findByRole('img', { name: /^logout:/ }, { timeout: 20_000 });
}

describe('/flows gallery link', () => {
  it('links a clicked state and a chosen transition’s target to their gallery stories', async () => {
    vi.stubEnv('VITE_STORYBOOK_URL', 'https://design.example/storybook/');
    const user = userEvent.setup();
    await renderWithProviders(<FlowsView entries={entries()} />);
    const drawing = await drawn();
    await user.click(drawing.querySelector('[data-state-id="logout.confirming"] rect')!);
    const link = await screen.findByRole('link', { name: 'See this state: confirming' });
    expect(link).toHaveAttribute(
      'href',
      'https://design.example/storybook/?path=/story/state-gallery-logout--state-confirming',
    );
    // a transition chosen in the list links its target
    const list = screen.getByRole('list', { name: 'Transitions of logout' });
    await user.click(within(list).getAllByRole('button', { name: /^confirming — CONFIRM/ })[0]!);
    expect(screen.getByRole('link', { name: /^See this state: / })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/\?path=\/story\/state-gallery-logout--state-waiting$/),
    );
  });

  it('shows no link without VITE_STORYBOOK_URL', async () => {
    vi.stubEnv('VITE_STORYBOOK_URL', '');
    const user = userEvent.setup();
    await renderWithProviders(<FlowsView entries={entries()} />);
    const drawing = await drawn();
    await user.click(drawing.querySelector('[data-state-id="logout.confirming"] rect')!);
    expect(drawing.querySelector('[data-state-id="logout.confirming"]')).toHaveClass('chosen');
    expect(screen.queryByRole('link', { name: /See this state/ })).toBeNull();
  });

  it('names a compound state by its initial leaves and a parallel one by every region', () => {
    const root = flowGraph(checkoutMachine).root;
    const all = (n: FlowNode): FlowNode[] => [n, ...n.children.flatMap(all)];
    const parallel = all(root).find((c) => c.type === 'parallel');
    expect(parallel, 'checkout has a parallel state').toBeDefined();
    // a state in the last region: the other regions at their initial states
    const region = parallel!.children.at(-1)!;
    const leaf = all(region).find((n) => n.children.length === 0)!;
    const key = galleryKeyOf(root, leaf.id)!;
    expect(key.split('|').length).toBeGreaterThanOrEqual(parallel!.children.length);
    expect(key.split('|')).toContain(leaf.id.split('.').slice(1).join('.'));
    expect(galleryKeyOf(root, root.id)).toBeNull();
    expect(galleryUrl(undefined, 'checkout', root, parallel!.id)).toBeNull();
  });
});
