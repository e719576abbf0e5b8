// One toast per message: the same words fired again refresh the toast on screen instead of stacking a twin (CI saw
// two 'Out of Limits.' toasts when a shopper hit the limit in the item popup and then again in the cart drawer).
import { act, render, screen } from '@testing-library/react';
import hotToast from 'react-hot-toast';
import { afterEach, describe, expect, it } from 'vitest';
import toast from '../../../src/ui/toast.ts';
import { renderWithProviders } from '../../support/render.tsx';
import { Providers } from '../../../src/app/providers.tsx';
import { createI18n } from '../../../src/i18n/i18n.ts';

afterEach(() => act(() => hotToast.remove()));

describe('src/ui/toast', () => {
  it('shows a repeated message once, whatever its tone', async () => {
    await renderWithProviders(<p>page</p>);
    act(() => {
      toast.error('Out of Limits.');
      toast.error('Out of Limits.');
      toast('Out of Limits.');
    });
    expect(await screen.findAllByText('Out of Limits.')).toHaveLength(1);
  });

  it('stacks different messages, and an explicit id still decides', async () => {
    await renderWithProviders(<p>page</p>);
    act(() => {
      toast.success('Item added to cart');
      toast.error('Out of Limits.');
      toast.error('Saved', { id: 'a' });
      toast.error('Saved', { id: 'b' });
    });
    expect(await screen.findByText('Item added to cart')).toBeInTheDocument();
    expect(screen.getByText('Out of Limits.')).toBeInTheDocument();
    expect(screen.getAllByText('Saved')).toHaveLength(2);
  });

  it("shows through the app's own toaster, which mounts with the lazily loaded library", async () => {
    render(
      <Providers i18n={await createI18n('en')}>
        <p>page</p>
      </Providers>,
    );
    act(() => toast.success('Item added to cart'));
    expect(await screen.findByText('Item added to cart')).toBeInTheDocument();
  });
});
