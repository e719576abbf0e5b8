// The /flows viewer on real machines: counts and coverage per machine, the drawing (elkjs in happy-dom), the test path
// of a chosen transition, and the live state of an actor published through the same inspection listener the app uses.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { logoutMachine } from '../../../machines/logout.machine.ts';
import { languageMachine } from '../../../machines/language.machine.ts';
import { flowEntries, type FlowPlans } from '../../../src/features/flows/flow-catalogue.ts';
import { flowGraph } from '../../../src/features/flows/flow-graph.ts';
import { FlowsView } from '../../../src/features/flows/flows-view.tsx';
import { publishActors } from '../../../src/features/flows/live-actors.ts';
import { renderWithProviders } from '../../support/render.tsx';

const confirmPlan = {
  key: 'logout.confirming|CONFIRM|0',
  transition: 'logout.confirming --CONFIRM--> logout.waiting',
  guard: null,
  from: 'confirming',
  to: 'waiting',
  setup: [],
  given: ["'Are you sure you want to logout?'"],
  when: 'the customer confirms the logout',
  then: ['About 0.5 s before the session ends.'],
  tags: ['busy', 'open'],
};
// One plan only: logout shows 1 of its 8 transitions covered; language none.
const logoutFlow = { description: null, graph: flowGraph(logoutMachine) };
/** The plans as the build serves them: the covered keys up front, each machine's plans loaded when asked for. */
let loads: string[] = [];
const served = (id: string, plans: (typeof confirmPlan)[]) => ({
  keys: plans.map((p) => p.key),
  load: async () => (loads.push(id), plans),
});
const plans: FlowPlans = {
  logout: { ...logoutFlow, ...served('logout', [confirmPlan]) },
  language: { description: null, graph: flowGraph(languageMachine), ...served('language', []) },
};

describe('flow viewer', () => {
  it('lists the machines with counts and coverage, draws the chosen one and shows a transition’s test path', async () => {
    loads = [];
    const entries = flowEntries(plans);
    const user = userEvent.setup();
    await renderWithProviders(<FlowsView entries={entries} />);

    const table = screen.getByRole('table', { name: 'Machines' });
    const language = within(table).getByRole('button', { name: 'Show language' }).closest('tr')!;
    expect(
      within(language)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['4', '4', '0/4 (0 %)', '0']);
    const logout = within(table).getByRole('button', { name: 'Show logout' }).closest('tr')!;
    expect(
      within(logout)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['5', '8', '1/8 (12 %)', '0']);

    await user.click(within(table).getByRole('button', { name: 'Show logout' }));
    const drawing = await screen.findByRole('img', { name: 'logout: 5 states and 8 transitions' }, { timeout: 20_000 });
    expect(drawing.querySelectorAll('[data-state-id]')).toHaveLength(6);

    const transitions = screen.getByRole('list', { name: 'Transitions of logout' });
    const confirm = within(transitions)
      .getAllByRole('button')
      .find((b) => b.textContent?.includes('CONFIRM'))!;
    expect(loads).toEqual([]); // no plan texts before one is shown
    await user.click(confirm);
    expect(confirm).toHaveAttribute('aria-pressed', 'true');
    const path = await screen.findByRole('region', { name: confirmPlan.transition });
    expect(path).toHaveTextContent('Whenthe customer confirms the logout');
    expect(path).toHaveTextContent('Thenthe screen shows: About 0.5 s before the session ends.');

    const other = within(transitions)
      .getAllByRole('button')
      .find((b) => b.textContent?.includes('CANCEL'))!;
    await user.click(other);
    expect(screen.getByText('No generated test path covers this transition.')).toHaveAttribute('role', 'status');
    expect(loads).toEqual(['logout']); // once
  }, 30_000);

  it('highlights the current state of a running actor', async () => {
    const entries = flowEntries({ logout: { ...logoutFlow, ...served('logout', []) } });
    await renderWithProviders(<FlowsView entries={entries} />);
    const drawing = await screen.findByRole('img', { name: /^logout:/ }, { timeout: 20_000 });
    const node = (id: string) => drawing.querySelector(`[data-state-id="${id}"]`)!;
    expect(node('logout.idle')).toHaveAttribute('data-active', 'false');

    const actor = createActor(logoutMachine, { inspect: publishActors() });
    actor.start();
    await waitFor(() => expect(node('logout.idle')).toHaveAttribute('data-active', 'true'));
    expect(screen.getByText('logout is in idle')).toBeInTheDocument();
    actor.send({ type: 'LOGOUT' });
    await waitFor(() => expect(node('logout.confirming')).toHaveAttribute('data-active', 'true'));
    expect(node('logout.idle')).toHaveAttribute('data-active', 'false');
    actor.stop();
  }, 30_000);
});
