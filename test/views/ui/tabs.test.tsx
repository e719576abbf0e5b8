// The kit's Tabs (src/ui/tabs.tsx): the WAI-ARIA tabs pattern without a machine — named tablist and tabs, the
// selected tab alone in the Tab order, arrows (mirrored right to left), Home and End select and focus, panels named
// by their tabs, each mounted when first shown and kept.
import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Tabs } from '../../../src/ui/tabs.tsx';
import { renderWithProviders } from '../../support/render.tsx';

const mounted = vi.fn();
function Panel({ name }: { name: string }) {
  mounted(name);
  return <p>{`${name} panel`}</p>;
}

const tabs = ['Items', 'Stores', 'Brands'].map((name) => ({
  value: name.toLowerCase(),
  label: name,
  content: <Panel name={name} />,
}));

function Controlled() {
  const [value, setValue] = useState('stores');
  return (
    <>
      <Tabs label="Results" tabs={tabs} value={value} onValueChange={setValue} />
      <output aria-label="chosen">{value}</output>
    </>
  );
}

const selected = () => screen.getAllByRole('tab').find((tab) => tab.getAttribute('aria-selected') === 'true');

describe('Tabs', () => {
  it('selects the first tab; arrows, Home and End move the focus and select, looping; panels mount once', async () => {
    mounted.mockClear();
    await renderWithProviders(<Tabs label="Results" tabs={tabs} />);
    const user = userEvent.setup();
    expect(screen.getByRole('tablist', { name: 'Results' })).toBeInTheDocument();
    expect(selected()).toHaveAccessibleName('Items');
    expect(screen.getByRole('tabpanel', { name: 'Items' })).toHaveTextContent('Items panel');
    expect(mounted.mock.calls.map(([name]) => name)).not.toContain('Stores');
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Items' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Stores' })).toHaveFocus();
    expect(selected()).toHaveAccessibleName('Stores');
    expect(screen.getByRole('tabpanel', { name: 'Stores' })).toHaveTextContent('Stores panel');
    await user.keyboard('{End}');
    expect(selected()).toHaveAccessibleName('Brands');
    await user.keyboard('{ArrowRight}');
    expect(selected()).toHaveAccessibleName('Items');
    await user.keyboard('{ArrowLeft}');
    expect(selected()).toHaveAccessibleName('Brands');
    await user.keyboard('{Home}');
    expect(selected()).toHaveAccessibleName('Items');
    // the Stores panel stayed mounted (hidden) after it was shown
    expect(mounted.mock.calls.filter(([name]) => name === 'Stores')).toHaveLength(1);
    expect(screen.getAllByRole('tab').filter((tab) => tab.tabIndex === 0)).toHaveLength(1);
  });

  it('controlled: shows the given tab and reports a click', async () => {
    await renderWithProviders(<Controlled />);
    expect(selected()).toHaveAccessibleName('Stores');
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Brands' }));
    expect(screen.getByRole('status', { name: 'chosen' })).toHaveTextContent('brands');
    expect(screen.getByRole('tabpanel', { name: 'Brands' })).toBeVisible();
  });

  it('right to left, the arrows follow the reading direction', async () => {
    await renderWithProviders(
      <div dir="rtl" style={{ direction: 'rtl' }}>
        <Tabs label="Results" tabs={tabs} />
      </div>,
    );
    const user = userEvent.setup();
    await user.tab();
    await user.keyboard('{ArrowLeft}');
    expect(selected()).toHaveAccessibleName('Stores');
    await user.keyboard('{ArrowRight}');
    expect(selected()).toHaveAccessibleName('Items');
  });
});
