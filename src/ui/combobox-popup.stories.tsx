import { Combobox, useListCollection } from '@ark-ui/react/combobox';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ComboboxPopup, NotedOptions } from './combobox-popup.tsx';

interface Suggestion {
  value: string;
  label: string;
  kind: string;
}
const suggestions: Suggestion[] = [
  { value: '1', label: 'Fresh Mart', kind: 'Store' },
  { value: '2', label: 'Fresh apples', kind: 'Item' },
  { value: '3', label: 'Freshly baked sourdough bread with sesame and a long name that wraps', kind: 'Item' },
];

/** The popup as the navbar search draws it (src/features/shell/navbar-search.tsx), opened. */
function SearchCombobox({ label, open }: { label: string; open: boolean }) {
  const { collection } = useListCollection({ initialItems: suggestions });
  return (
    <Combobox.Root
      collection={collection}
      defaultOpen={open}
      positioning={{ sameWidth: true, placement: 'bottom-start' }}
    >
      <Combobox.Label>{label}</Combobox.Label>
      <Combobox.Control>
        <Combobox.Input />
      </Combobox.Control>
      <Combobox.Positioner>
        <ComboboxPopup $maxHeight="240px">
          <NotedOptions items={collection.items} noteOf={(s) => s.kind} />
        </ComboboxPopup>
      </Combobox.Positioner>
    </Combobox.Root>
  );
}

const meta = {
  title: 'Kit/Combobox popup',
  component: SearchCombobox,
  args: { label: 'Search', open: true },
} satisfies Meta<typeof SearchCombobox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};
export const Closed: Story = { args: { open: false } };
