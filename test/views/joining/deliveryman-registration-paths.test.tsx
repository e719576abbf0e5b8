import { vi } from 'vitest';
// The fake backend must replace fetch before the API client is imported.
await vi.hoisted(() => import('../../support/fake-api.ts'));
// The deliveryman-registration machine's graph paths replayed through /deliveryman-registration against the fake
// API: the held GET zone/list + get-vehicles and POST /auth/delivery-man/store are answered as the path's done /
// error events say; NEXT fills in the personal step and presses Next, BACK / SUBMIT type the passwords and press Back
// / Submit, ADD_IMAGES / SET_PHOTO choose files under "Identity images" / "Profile image", REMOVE_* press a
// thumbnail's Remove button, RETRY presses Try again. After every step the screen declared for the state must show.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { beforeEach, describe, expect, it } from 'vitest';
import type { EventObject } from 'xstate';
import { deliverymanRegistrationMachine } from '../../../machines/deliveryman-registration.machine.ts';
import { DeliverymanRegistrationPage } from '../../../src/features/joining/deliveryman-registration-page.tsx';
import { error, json, type FakeApi } from '../../support/fake-api.ts';
import { describePath, machineCoverage, replaySteps, stateKey } from '../../support/machine-paths.ts';
import { viewPaths } from '../../support/covering-paths.ts';
import { renderWithProviders } from '../../support/render.tsx';
import { choose, fill, sentForm, zoneRow } from './joining-fixtures.ts';
import {
  DELIVERYMAN_REGISTER as REGISTER,
  deliverymanRegistrationApi,
  VEHICLES,
  ZONES,
} from './registration-fixtures.ts';
import {
  deliverymanRegistrationPaths,
  joiningChoices,
  riderPersonal,
} from '../../machines/deliveryman-registration.paths.ts';

let api: FakeApi;

beforeEach(() => {
  toast.remove();
  localStorage.clear();
  api = deliverymanRegistrationApi();
});

const region = (name: string) => within(screen.getByRole('region', { name }));

async function typePasswords(account: { password: string; confirm_password: string }) {
  const user = userEvent.setup();
  for (const [label, value] of [
    ['Password', account.password],
    ['Confirm password', account.confirm_password],
  ] as const) {
    const box = screen.getByLabelText(new RegExp(`^${label}`));
    await user.clear(box);
    if (value) await user.type(box, value);
  }
}

async function drive(event: EventObject & Record<string, any>) {
  const user = userEvent.setup();
  switch (event.type) {
    case 'NEXT': {
      const v = event.values as typeof riderPersonal;
      await fill('First name', v.f_name);
      await fill('Last name', v.l_name);
      await fill('Phone', v.phone);
      await fill('Email', v.email);
      await choose('Identity type', 'National ID');
      await fill('Identity number', v.identity_number);
      await choose('Zone', 'Chattogram');
      await choose('Vehicle', 'Motorbike');
      await user.click(screen.getByRole('radio', { name: 'Freelancer' }));
      return user.click(screen.getByRole('button', { name: 'Next' }));
    }
    case 'BACK':
      await typePasswords(event.account);
      return user.click(screen.getByRole('button', { name: 'Back' }));
    case 'SUBMIT':
      await typePasswords(event.account);
      return user.click(screen.getByRole('button', { name: 'Submit' }));
    case 'RETRY':
      return user.click(screen.getByRole('button', { name: 'Try again' }));
    case 'ADD_IMAGES': {
      const input = screen.getByLabelText('Identity images') as HTMLInputElement;
      return act(async () => void fireEvent.change(input, { target: { files: event.files as File[] } }));
    }
    case 'REMOVE_IMAGE':
      return user.click(
        region('Identity').getByRole('button', { name: `Remove image ${(event.index as number) + 1}` }),
      );
    case 'SET_PHOTO': {
      const input = screen.getByLabelText('Profile image') as HTMLInputElement;
      return act(async () => void fireEvent.change(input, { target: { files: [event.file as File] } }));
    }
    case 'REMOVE_PHOTO':
      return user.click(region('Personal information').getByRole('button', { name: 'Remove image 1' }));
    case 'xstate.done.actor.loadChoices': {
      await waitFor(() => expect(api.waiting(ZONES) + api.waiting(VEHICLES)).toBe(2));
      const { zones, vehicles } = event.output as typeof joiningChoices;
      return act(async () => {
        api.release(ZONES, json(zones.map(zoneRow)));
        api.release(VEHICLES, json(vehicles.map((v) => ({ id: v.id, type: v.name }))));
      });
    }
    case 'xstate.error.actor.loadChoices':
      await waitFor(() => expect(api.waiting(ZONES) + api.waiting(VEHICLES)).toBe(2));
      return act(async () => {
        api.release(ZONES, error(403, 'rate', (event.error as Error).message));
        api.release(VEHICLES, json([]));
      });
    case 'xstate.done.actor.register':
      await waitFor(() => expect(api.waiting(REGISTER)).toBe(1));
      return act(async () => api.release(REGISTER, json({ message: event.output as string })));
    case 'xstate.error.actor.register':
      await waitFor(() => expect(api.waiting(REGISTER)).toBe(1));
      return act(async () => api.release(REGISTER, error(403, 'email', (event.error as Error).message)));
    default:
      throw new Error(`no user action for ${event.type}`);
  }
}

interface Facts {
  event: EventObject & Record<string, any>;
  context: {
    personal: typeof riderPersonal | null;
    account: { password: string; confirm_password: string };
    images: Blob[];
    photo: Blob | null;
    imageProblem: string | null;
  };
}

function expectPersonal({ context }: Facts) {
  expect(screen.getByText('Step 1 of 2 · Personal information')).toBeInTheDocument();
  const typed = context.personal;
  expect(screen.getByRole('textbox', { name: /^First name/ })).toHaveValue(typed?.f_name ?? '');
  expect(screen.getByRole('textbox', { name: /^Email/ })).toHaveValue(typed?.email ?? '');
  expect(screen.getByRole('combobox', { name: 'Zone' })).toHaveTextContent(typed ? 'Chattogram' : 'Select');
  expect(region('Identity').queryAllByRole('button', { name: /^Remove image/ })).toHaveLength(context.images.length);
  expect(region('Personal information').queryAllByRole('button', { name: /^Remove image/ })).toHaveLength(
    context.photo ? 1 : 0,
  );
  if (context.imageProblem)
    expect(region('Identity').getByText(/This file format is not supported/)).toBeInTheDocument();
}

function expectAccount({ context }: Facts) {
  expect(screen.getByText('Step 2 of 2 · Account information')).toBeInTheDocument();
  expect(screen.getByLabelText(/^Password/)).toHaveValue(context.account.password);
  expect(screen.getByLabelText(/^Confirm password/)).toHaveValue(context.account.confirm_password);
}

async function expectState(state: string, facts: Facts) {
  switch (state) {
    case 'loadingChoices':
      expect(await screen.findByRole('status', { name: 'Loading the form…' })).toBeInTheDocument();
      break;
    case 'choicesFailed':
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Could not load the form. Too many requests, please slow down.',
      );
      break;
    case 'personal':
      await screen.findByRole('heading', { name: 'Personal information' });
      expectPersonal(facts);
      break;
    case 'account':
      await screen.findByRole('heading', { name: 'Account information' });
      expectAccount(facts);
      break;
    case 'submitting': {
      await waitFor(() => expect(api.waiting(REGISTER)).toBe(1));
      const form = await sentForm(api.calls(REGISTER).at(-1)!);
      const p = facts.context.personal!;
      expect(Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === 'string'))).toEqual({
        f_name: p.f_name,
        l_name: p.l_name,
        email: p.email,
        phone: p.phone,
        identity_type: 'nid',
        identity_number: p.identity_number,
        zone_id: '2',
        vehicle_id: '2',
        earning: '1',
        password: facts.context.account.password,
      });
      expect(form.getAll('identity_image[]')).toHaveLength(facts.context.images.length);
      expect(form.getAll('image')).toHaveLength(facts.context.photo ? 1 : 0);
      expect(screen.getByRole('button', { name: 'Sending…' })).toBeDisabled();
      break;
    }
    case 'failed': {
      const message = (facts.event.error as Error).message;
      await waitFor(() => expect(screen.getAllByText(message).length).toBeGreaterThanOrEqual(1));
      expectAccount(facts);
      expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
      break;
    }
    case 'registered':
      expect(await screen.findByRole('heading', { name: 'Application placed successfully' })).toBeInTheDocument();
      expect(screen.getByText(/pending approval/)).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
      break;
    default:
      throw new Error(`no UI declared for ${state}`);
  }
}

describe('delivery-man registration page (deliveryman-registration paths replayed through the view)', () => {
  const paths = viewPaths(deliverymanRegistrationPaths);

  it('the replayed paths take every transition of the machine', () => {
    const coverage = machineCoverage(deliverymanRegistrationPaths, paths);
    expect(coverage.missing).toEqual([]);
    expect(coverage.covered).toBe(coverage.transitions);
  });

  it.each(paths.map((p) => [describePath(p), p] as const))(
    '%s',
    async (_name, path) => {
      const steps = replaySteps({ machine: deliverymanRegistrationMachine }, path);
      await renderWithProviders(<DeliverymanRegistrationPage />, { route: '/deliveryman-registration' });
      await screen.findByRole('heading', { name: 'Delivery man registration' }, { timeout: 30_000 });
      for (const step of steps) {
        toast.remove();
        await drive(step.event as EventObject & Record<string, any>);
        await expectState(stateKey(step.after), { event: step.event as never, context: step.after.context as never });
      }
    },
    60_000,
  );

  it('names every missing field of the personal step when Next is pressed, and a weak password on Submit', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<DeliverymanRegistrationPage />, { route: '/deliveryman-registration' });
    await drive({ type: 'xstate.done.actor.loadChoices', output: joiningChoices });
    await screen.findByRole('heading', { name: 'Personal information' });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    for (const message of [
      'First name is required',
      'Phone number is required',
      'Email is required',
      'Select an identity type',
      'Identity number is required',
      'Select a zone',
      'Select a vehicle',
      'Select delivery man type',
    ])
      expect(await screen.findByText(message)).toBeInTheDocument();
    await drive({ type: 'NEXT', values: riderPersonal });
    await screen.findByRole('heading', { name: 'Account information' });
    await typePasswords({ password: 'lowercase1!', confirm_password: 'lowercase2!' });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('The password must contain both uppercase and lowercase letters')).toBeVisible();
    expect(await screen.findByText('Passwords must match')).toBeVisible();
    expect(api.calls(REGISTER)).toEqual([]);
  });
});
