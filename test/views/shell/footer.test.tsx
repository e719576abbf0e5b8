import { defaultRoutes, landing, renderShell, signedIn } from './shell-harness.tsx';
import { requestsTo, route } from '../../support/fake-api.ts';
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describePath, machineCoverage } from '../../support/machine-paths.ts';
import { viewPaths } from '../../support/covering-paths.ts';
import { newsletterPaths } from '../../machines/newsletter.paths.ts';

const footer = () => screen.getByRole('contentinfo', { name: 'Footer' });
const emailField = () => within(footer()).getByRole('textbox', { name: 'Your email address' });
const subscribe = () => within(footer()).getByRole('button', { name: 'Subscribe' });

describe('newsletter through the views (machine paths replayed)', () => {
  beforeEach(() => defaultRoutes());

  const paths = viewPaths(newsletterPaths);

  it('the replayed paths take every transition of the machine', () => {
    expect(machineCoverage(newsletterPaths, paths).missing).toEqual([]);
  });

  it.each(paths.map((p) => [describePath(p), p] as const))('%s', async (_name, path) => {
    let answer: (r: { status: number; body: unknown }) => void = () => {};
    route('POST /api/v1/newsletter/subscribe', () => new Promise((resolve) => (answer = resolve)));
    await renderShell();
    await within(footer()).findByRole('textbox', { name: 'Your email address' }); // the footer's content is a later chunk
    const user = userEvent.setup();
    let typed = '';
    let outcome: 'none' | 'ok' | 'error' = 'none';
    for (const step of path.steps) {
      const { type } = step.event;
      if (type === 'CHANGE') {
        typed = (step.event as unknown as { value: string }).value;
        await user.clear(emailField());
        await user.type(emailField(), typed);
      } else if (type === 'SUBMIT') await user.click(subscribe());
      else if (type === 'xstate.done.actor.subscribe') {
        outcome = 'ok';
        answer({ status: 200, body: { message: 'Subscribed' } });
      } else if (type === 'xstate.error.actor.subscribe') {
        outcome = 'error';
        answer({ status: 403, body: { errors: [{ code: 'email', message: 'The email has already been taken.' }] } });
      } else if (type !== 'xstate.init') throw new Error(`no user action for ${type}`);

      const state = String(step.state.value);
      if (state === 'invalid') {
        expect(await within(footer()).findByRole('alert')).toHaveTextContent('Please insert a valid email.');
        expect(emailField()).toHaveAttribute('aria-invalid', 'true');
        expect(emailField()).toHaveValue(typed); // nothing lost
        expect(requestsTo('POST /api/v1/newsletter/subscribe')).toHaveLength(0);
      } else if (state === 'subscribing') {
        await waitFor(() => expect(requestsTo('POST /api/v1/newsletter/subscribe')).toHaveLength(1));
        expect(requestsTo('POST /api/v1/newsletter/subscribe')[0].body).toEqual({ email: 'reader@example.com' });
        expect(subscribe()).toBeDisabled();
      } else if (state === 'editing') {
        if (outcome === 'ok') {
          expect(await screen.findByText('Subscribed Successfully')).toBeInTheDocument();
          await waitFor(() => expect(emailField()).toHaveValue(''));
        } else if (outcome === 'error') {
          expect(await screen.findByText('The email has already been taken.')).toBeInTheDocument();
          expect(emailField()).toHaveValue('reader@example.com');
        } else {
          expect(emailField()).toHaveValue(typed);
          expect(within(footer()).queryByRole('alert')).not.toBeInTheDocument();
        }
        expect(subscribe()).toBeEnabled();
      } else throw new Error(`no UI assertion for ${state}`);
    }
  });

  it('shows the newsletter title and subtitle from the landing data', async () => {
    await renderShell();
    expect(await within(footer()).findByRole('heading', { name: landing.news_letter_title })).toBeInTheDocument();
    expect(within(footer()).getByText(landing.news_letter_sub_title)).toBeInTheDocument();
  });

  it('submits with Enter from the field', async () => {
    route('POST /api/v1/newsletter/subscribe', { body: { message: 'ok' } });
    await renderShell();
    await userEvent.setup().type(emailField(), 'reader@example.com{Enter}');
    expect(await screen.findByText('Subscribed Successfully')).toBeInTheDocument();
  });
});

describe('footer', () => {
  beforeEach(() => defaultRoutes());

  it('shows the description, social icons, contact blocks, the footer text and the Google Play link only (status 1)', async () => {
    await renderShell();
    const f = footer();
    expect(await within(f).findByText(landing.fixed_footer_description)).toBeInTheDocument();
    for (const name of ['Facebook', 'Instagram', 'Twitter', 'LinkedIn', 'Pinterest'])
      expect(within(f).getByRole('link', { name: `${name} (opens in a new window)` })).toHaveAttribute(
        'target',
        '_blank',
      );
    expect(within(f).getByRole('link', { name: /Get it on Google Play/ })).toHaveAttribute(
      'href',
      'https://play.example/app',
    );
    expect(within(f).queryByRole('link', { name: /App Store/ })).not.toBeInTheDocument();
    expect(within(f).getByRole('link', { name: 'support@sixam.market' })).toHaveAttribute(
      'href',
      'mailto:support@sixam.market',
    );
    expect(within(f).getByRole('link', { name: '+8801700000000' })).toHaveAttribute('href', 'tel:+8801700000000');
    expect(within(f).getByText('© 2026 Sixam Market. All rights reserved.')).toBeInTheDocument();
  });

  it('has the spec links, terms in a new window and vendor registration with active=active', async () => {
    await renderShell();
    const f = footer();
    await within(f).findByRole('link', { name: 'Refund Policy' });
    const href = (name: string | RegExp) => within(f).getByRole('link', { name }).getAttribute('href');
    expect(within(f).getByRole('link', { name: /Terms & Conditions/ })).toHaveAttribute('target', '_blank');
    expect(href(/Terms & Conditions/)).toBe('/terms-and-conditions');
    expect(href('Privacy Policy')).toBe('/privacy-policy');
    expect(href('Refund Policy')).toBe('/refund-policy');
    expect(href('Cancellation Policy')).toBe('/cancellation-policy');
    expect(href('Shipping Policy')).toBe('/shipping-policy');
    expect(href('About Us')).toBe('/about-us');
    expect(href('Track Order')).toBe('/track-order');
    expect(href('Become a Vendor owner')).toBe('/store-registration?active=active');
    expect(href('Become a Delivery Man')).toBe('/deliveryman-registration');
    expect(href('Help & Support')).toBe('/help-and-support');
  });

  it('hides the refund, cancellation and shipping policies when their config values are 0', async () => {
    defaultRoutes({ refund_policy: 0, cancelation_policy: 0, shipping_policy: 0 });
    await renderShell();
    const f = footer();
    await within(f).findByText('© 2026 Sixam Market. All rights reserved.');
    expect(within(f).getByRole('link', { name: 'Privacy Policy' })).toBeInTheDocument();
    for (const name of ['Refund Policy', 'Cancellation Policy', 'Shipping Policy'])
      expect(within(f).queryByRole('link', { name })).not.toBeInTheDocument();
  });

  it("labels the track link 'Track Trip' in the rental module", async () => {
    await renderShell({ module: { id: 6, module_name: 'Rental', module_type: 'rental' } });
    expect(within(footer()).getByRole('link', { name: 'Track Trip' })).toHaveAttribute('href', '/track-order');
  });

  it("loyalty points and my wallet need login: 'You must be login to access this page.'", async () => {
    const { router } = await renderShell();
    const user = userEvent.setup();
    await user.click(await within(footer()).findByRole('link', { name: 'Loyalty Points' }));
    expect(await screen.findByText('You must be login to access this page.')).toBeInTheDocument();
    await user.click(within(footer()).getByRole('link', { name: 'My Wallet' }));
    expect(router.state.location.pathname).toBe('/home');
  });

  it('signed in, the wallet link opens /wallet', async () => {
    const { router } = await renderShell(signedIn);
    await userEvent.setup().click(await within(footer()).findByRole('link', { name: 'My Wallet' }));
    expect(router.state.location.pathname).toBe('/wallet');
  });

  it("campaigns need a zone: 'You must pick a zone to access this page.'", async () => {
    const first = await renderShell();
    await userEvent.setup().click(within(footer()).getByRole('link', { name: 'Campaigns' }));
    expect(await screen.findByText('You must pick a zone to access this page.')).toBeInTheDocument();
    first.unmount();
    const { router } = await renderShell({ zoneId: '[1]' });
    await userEvent.setup().click(within(footer()).getByRole('link', { name: 'Campaigns' }));
    expect(router.state.location.pathname).toBe('/home');
    expect(router.state.location.search).toBe('?data_type=campaigns');
  });

  it('the address opens a map dialog at the default location', async () => {
    await renderShell();
    const user = userEvent.setup();
    await user.click(await within(footer()).findByRole('button', { name: '12 Harbour Road, Dhaka 1212, Bangladesh' }));
    const map = await screen.findByRole('dialog', { name: 'Our location' });
    expect(within(map).getByRole('link', { name: /Open in OpenStreetMap/ })).toHaveAttribute(
      'href',
      'https://www.openstreetmap.org/?mlat=23.7925&mlon=90.4078#map=16/23.7925/90.4078',
    );
    await user.click(within(map).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Our location' })).not.toBeInTheDocument());
  });
});
