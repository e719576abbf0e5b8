import { vi } from 'vitest';
// The fake backend must replace fetch before the API client is imported.
await vi.hoisted(() => import('../../support/fake-api.ts'));
// The store-registration machine's graph paths replayed through /store-registration against the fake API: the held
// GET zone/list, vendor/package-view, POST auth/vendor/register and vendor/business_plan are answered as the path's
// done / error events say; NEXT fills in the business step (the map's stand-in drags the pin to the store's point)
// and presses Next, NEXT_OWNER / SUBMIT / BACK type the owner's account and press Next / Submit / Back, CHOOSE_PLAN
// picks a plan's card, SET_* / REMOVE_* choose or remove the logo and cover, RETRY presses Try again. After every
// step the screen declared for the state must show.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { beforeEach, describe, expect, it } from 'vitest';
import type { EventObject } from 'xstate';
import { storeRegistrationMachine } from '../../../machines/store-registration.machine.ts';
import { StoreRegistrationPage } from '../../../src/features/joining/store-registration-page.tsx';
import { error, json, type FakeApi } from '../../support/fake-api.ts';
import { describePath, machineCoverage, replaySteps, stateKey } from '../../support/machine-paths.ts';
import { viewPaths } from '../../support/covering-paths.ts';
import { renderWithProviders } from '../../support/render.tsx';
import {
  type storeBusiness,
  storeChoices,
  storePackages,
  storeRegistrationPaths,
  storeZones,
} from '../../machines/store-registration.paths.ts';
import { choose, fill, sentForm, zoneRow } from './joining-fixtures.ts';
import {
  STORE_PACKAGES as PACKAGES,
  STORE_REGISTER as REGISTER,
  STORE_TRIAL as TRIAL,
  storeRegistrationApi,
  ZONES,
} from './registration-fixtures.ts';

// Leaflet cannot lay out in the test DOM: the map is a stand-in whose button reports a drag of the pin to the
// store's point, as the real map's moveend does (the e2e journey uses the real map).
vi.mock('../../../src/ui/map-canvas.tsx', async () => {
  const { storeBusiness: b } = await import('../../machines/store-registration.paths.ts');
  return {
    default: ({ label, onMove }: { label: string; onMove: (p: { lat: number; lng: number }) => void }) => (
      <div role="application" aria-label={label}>
        <button type="button" onClick={() => onMove({ lat: Number(b.latitude), lng: Number(b.longitude) })}>
          Drag to the store
        </button>
      </div>
    ),
  };
});

let api: FakeApi;
let subscriptions = true;

beforeEach(() => {
  toast.remove();
  localStorage.clear();
  api = storeRegistrationApi(() => subscriptions);
});

const region = (name: string) => within(screen.getByRole('region', { name }));

async function typeOwner(owner: Record<string, string>) {
  const labels = {
    f_name: 'First name',
    l_name: 'Last name',
    phone: 'Phone',
    email: 'Email',
    password: 'Password',
    confirm_password: 'Confirm password',
  } as const;
  for (const [key, label] of Object.entries(labels)) await fill(label, owner[key] ?? '');
}

const chooseFile = (label: string, file: File) =>
  act(async () => void fireEvent.change(screen.getByLabelText(label), { target: { files: [file] } }));

async function drive(event: EventObject & Record<string, any>) {
  const user = userEvent.setup();
  switch (event.type) {
    case 'NEXT': {
      const b = event.business as typeof storeBusiness;
      await fill('Store name', b.name);
      await fill('Store address', b.address);
      await choose('Business module', 'Grocery');
      await choose('Zone', 'Dhaka Central');
      await user.click(await screen.findByRole('button', { name: 'Drag to the store' }));
      await fill('Minimum delivery time', String(b.minimum_delivery_time));
      await fill('Maximum delivery time', String(b.maximum_delivery_time));
      await fill('Tax', String(b.tax));
      return user.click(screen.getByRole('button', { name: 'Next' }));
    }
    case 'NEXT_OWNER':
      await typeOwner(event.owner);
      return user.click(screen.getByRole('button', { name: 'Next' }));
    case 'SUBMIT':
      if (screen.queryByRole('textbox', { name: /^First name/ })) await typeOwner(event.owner);
      return user.click(screen.getByRole('button', { name: 'Submit' }));
    case 'BACK':
      if (screen.queryByRole('textbox', { name: /^First name/ })) await typeOwner(event.owner);
      return user.click(screen.getByRole('button', { name: 'Back' }));
    case 'CHOOSE_PLAN':
      return user.click(
        screen.getByRole('radio', { name: event.plan.business_plan === 'commission' ? /^Commission base/ : /^Pro/ }),
      );
    case 'RETRY':
      return user.click(screen.getByRole('button', { name: 'Try again' }));
    case 'SET_LOGO':
      return chooseFile('Logo', event.file as File);
    case 'SET_COVER':
      return chooseFile('Cover image', event.file as File);
    case 'REMOVE_LOGO':
    case 'REMOVE_COVER': {
      const buttons = region('Logo and cover').getAllByRole('button', { name: 'Remove image 1' });
      return user.click(event.type === 'REMOVE_LOGO' ? buttons[0]! : buttons.at(-1)!);
    }
    case 'xstate.done.actor.loadChoices':
      await waitFor(() => expect(api.waiting(ZONES)).toBe(1));
      return act(async () => api.release(ZONES, json(storeZones.map(zoneRow))));
    case 'xstate.error.actor.loadChoices':
      await waitFor(() => expect(api.waiting(ZONES)).toBe(1));
      return act(async () => api.release(ZONES, error(403, 'rate', (event.error as Error).message)));
    case 'xstate.done.actor.loadPackages':
      await waitFor(() => expect(api.waiting(PACKAGES)).toBe(1));
      return act(async () =>
        api.release(
          PACKAGES,
          json({
            packages: storePackages.map((p) => ({
              id: p.id,
              package_name: p.name,
              price: p.price,
              validity: p.validity,
              max_order: 'unlimited',
              max_product: 'unlimited',
              pos: 0,
              mobile_app: 0,
              chat: 1,
              review: 1,
              self_delivery: 0,
              status: 1,
              default: 0,
              colour: null,
              text: null,
              module_type: 'all',
              created_at: '2026-01-01T00:00:00Z',
              updated_at: '2026-01-01T00:00:00Z',
            })),
          }),
        ),
      );
    case 'xstate.error.actor.loadPackages':
      await waitFor(() => expect(api.waiting(PACKAGES)).toBe(1));
      return act(async () => api.release(PACKAGES, error(403, 'rate', (event.error as Error).message)));
    case 'xstate.done.actor.register': {
      await waitFor(() => expect(api.waiting(REGISTER)).toBe(1));
      const o = event.output as { storeId: number; message: string; subscription: boolean };
      return act(async () =>
        api.release(
          REGISTER,
          json(
            o.subscription
              ? { store_id: o.storeId, package_id: 12, type: 'subscription', message: o.message }
              : { store_id: o.storeId, type: 'commission', message: o.message },
          ),
        ),
      );
    }
    case 'xstate.error.actor.register':
      await waitFor(() => expect(api.waiting(REGISTER)).toBe(1));
      return act(async () => api.release(REGISTER, error(403, 'email', (event.error as Error).message)));
    case 'xstate.done.actor.startTrial':
      await waitFor(() => expect(api.waiting(TRIAL)).toBe(1));
      return act(async () =>
        api.release(TRIAL, json({ store_business_model: 'subscription', logo: 'store/x.png', message: event.output })),
      );
    case 'xstate.error.actor.startTrial':
      await waitFor(() => expect(api.waiting(TRIAL)).toBe(1));
      return act(async () => api.release(TRIAL, error(403, 'package_id', (event.error as Error).message)));
    default:
      throw new Error(`no user action for ${event.type}`);
  }
}

interface Facts {
  event: EventObject & Record<string, any>;
  context: {
    subscriptions: boolean;
    business: typeof storeBusiness | null;
    owner: Record<string, string> | null;
    logo: Blob | null;
    cover: Blob | null;
    plan: { business_plan: string; package_id?: number } | null;
    storeId: number | null;
  };
}

const stepName = (c: Facts['context'], n: number, name: string) =>
  expect(screen.getByText(`Step ${n} of ${c.subscriptions ? 3 : 2} · ${name}`)).toBeInTheDocument();

function expectOwner({ context }: Facts) {
  expect(screen.getByRole('textbox', { name: /^First name/ })).toHaveValue(context.owner?.f_name ?? '');
  expect(screen.getByLabelText(/^Password/)).toHaveValue(context.owner?.password ?? '');
}

async function expectSent({ context }: Facts) {
  await waitFor(() => expect(api.waiting(REGISTER)).toBe(1));
  const form = await sentForm(api.calls(REGISTER).at(-1)!);
  const b = context.business!;
  expect(JSON.parse(form.get('translations') as string)).toEqual([
    { locale: 'en', key: 'name', value: b.name },
    { locale: 'en', key: 'address', value: b.address },
  ]);
  expect([form.get('zone_id'), form.get('module_id'), form.get('latitude'), form.get('longitude')]).toEqual([
    '1',
    '1',
    String(b.latitude),
    String(b.longitude),
  ]);
  expect([
    form.get('minimum_delivery_time'),
    form.get('maximum_delivery_time'),
    form.get('delivery_time_type'),
  ]).toEqual(['20', '40', 'min']);
  expect([form.get('f_name'), form.get('email'), form.get('password')]).toEqual([
    context.owner!.f_name,
    context.owner!.email,
    context.owner!.password,
  ]);
  expect(form.get('business_plan')).toBe(context.plan!.business_plan);
  expect(form.get('package_id')).toBe(context.plan!.package_id ? String(context.plan!.package_id) : null);
  expect(form.getAll('logo')).toHaveLength(1);
  expect(form.getAll('cover_photo')).toHaveLength(context.cover ? 1 : 0);
}

async function expectState(state: string, facts: Facts) {
  const { context } = facts;
  switch (state) {
    case 'loadingChoices':
    case 'loadingPackages':
      expect(await screen.findByRole('status', { name: 'Loading the form…' })).toBeInTheDocument();
      break;
    case 'choicesFailed':
    case 'packagesFailed':
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Could not load the form. Too many requests, please slow down.',
      );
      break;
    case 'business':
      await screen.findByRole('heading', { name: 'Business information' });
      stepName(context, 1, 'Business information');
      expect(screen.getByRole('textbox', { name: /^Store name/ })).toHaveValue(context.business?.name ?? '');
      expect(region('Logo and cover').queryAllByRole('button', { name: 'Remove image 1' })).toHaveLength(
        Number(!!context.logo) + Number(!!context.cover),
      );
      break;
    case 'owner':
      await screen.findByRole('heading', { name: 'Owner information' });
      stepName(context, 2, 'Owner information');
      expectOwner(facts);
      expect(screen.getByRole('button', { name: context.subscriptions ? 'Next' : 'Submit' })).toBeEnabled();
      break;
    case 'plan': {
      await screen.findByRole('radio', { name: /^Commission base/ });
      stepName(context, 3, 'Business plan');
      expect(screen.getByRole('radio', { name: /^Pro/ })).toHaveAccessibleName(/\$79\.00 for 90 days/);
      const checked = screen.getAllByRole('radio').filter((r) => (r as HTMLInputElement).checked);
      expect(checked).toHaveLength(context.plan ? 1 : 0);
      if (context.plan) expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
      else expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
      break;
    }
    case 'submitting':
      await expectSent(facts);
      expect(screen.getByRole('button', { name: 'Sending…' })).toBeDisabled();
      break;
    case 'startingTrial': {
      await waitFor(() => expect(api.waiting(TRIAL)).toBe(1));
      expect(api.calls(TRIAL).at(-1)!.body).toEqual({
        store_id: 501,
        business_plan: 'subscription',
        package_id: 12,
        payment_gateway: 'free_trial',
        payment_platform: 'web',
      });
      break;
    }
    case 'trialFailed':
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'The store is registered, but its package could not be started. The selected package id is invalid.',
      );
      break;
    case 'failed': {
      const message = (facts.event.error as Error).message;
      await waitFor(() => expect(screen.getAllByText(message).length).toBeGreaterThanOrEqual(1));
      if (!context.subscriptions) expectOwner(facts);
      else expect(screen.getByRole('radio', { name: /^Pro|^Commission/, checked: true })).toBeInTheDocument();
      break;
    }
    case 'registered':
      expect(await screen.findByRole('heading', { name: 'Application placed successfully' })).toBeInTheDocument();
      expect(screen.getByText(/pending approval/)).toBeInTheDocument();
      break;
    default:
      throw new Error(`no UI declared for ${state}`);
  }
}

describe('store registration page (store-registration paths replayed through the view)', () => {
  const paths = viewPaths(storeRegistrationPaths);

  it('the replayed paths take every transition of the machine', () => {
    const coverage = machineCoverage(storeRegistrationPaths, paths);
    expect(coverage.missing).toEqual([]);
    expect(coverage.covered).toBe(coverage.transitions);
  });

  it.each(paths.map((p) => [describePath(p), p] as const))(
    '%s',
    async (_name, path) => {
      const steps = replaySteps({ machine: storeRegistrationMachine }, path);
      const loaded = steps.find((s) => s.event.type === 'xstate.done.actor.loadChoices');
      subscriptions =
        (loaded?.event as { output?: { subscriptions: boolean } } | undefined)?.output?.subscriptions ?? true;
      await renderWithProviders(<StoreRegistrationPage />, { route: '/store-registration?active=active' });
      await screen.findByRole('heading', { name: 'Store registration' }, { timeout: 30_000 });
      for (const step of steps) {
        toast.remove();
        await drive(step.event as EventObject & Record<string, any>);
        await expectState(stateKey(step.after), { event: step.event as never, context: step.after.context as never });
      }
    },
    60_000,
  );

  it('names what the business step is missing, and a store outside its zone', async () => {
    const user = userEvent.setup();
    subscriptions = true;
    await renderWithProviders(<StoreRegistrationPage />, { route: '/store-registration?active=active' });
    await drive({ type: 'xstate.done.actor.loadChoices', output: storeChoices(true) });
    await screen.findByRole('heading', { name: 'Business information' });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    for (const message of [
      'Store name is required',
      'Store address is required',
      'Select a business module',
      'Select a zone',
      "Pick the store's location on the map",
      'Minimum delivery time is required',
      'Logo is required',
    ])
      expect(await screen.findByText(message)).toBeInTheDocument();
    await choose('Zone', 'Chattogram'); // the map goes to Chattogram; the stand-in drags the pin to Dhaka
    await user.click(await screen.findByRole('button', { name: 'Drag to the store' }));
    expect(await screen.findByText('Coordinates out of zone')).toBeInTheDocument();
    await fill('Minimum delivery time', '50');
    await fill('Maximum delivery time', '40');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(
      await screen.findByText('Maximum delivery time must be greater than or equal to the minimum'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Business information' })).toBeInTheDocument();
  });
});
