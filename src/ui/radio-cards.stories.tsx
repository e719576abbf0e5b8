import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { RadioCards, type RadioCardOption } from './radio-cards.tsx';

const payments: RadioCardOption<string>[] = [
  { value: 'cash_on_delivery', label: 'Cash on delivery' },
  { value: 'wallet', label: 'Wallet', note: 'Balance $12.50' },
  { value: 'digital_payment', label: 'Digital payment' },
];

function Controlled(props: {
  legend: string;
  options: RadioCardOption<string>[];
  start: string | null;
  disabled?: boolean;
  compact?: boolean;
}) {
  const [value, setValue] = useState(props.start);
  return <RadioCards {...props} value={value} onValueChange={setValue} />;
}

const meta = {
  title: 'Kit/Radio cards',
  component: Controlled,
  args: { legend: 'Payment method', options: payments, start: 'wallet' },
} satisfies Meta<typeof Controlled>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const NoneChosen: Story = { args: { start: null } };
export const Disabled: Story = { args: { disabled: true } };
export const Compact: Story = {
  args: {
    legend: 'Delivery man tips',
    compact: true,
    start: '5',
    options: ['0', '5', '10', '15'].map((v) => ({ value: v, label: `$${v}` })),
  },
};
export const LongText: Story = {
  args: {
    legend: 'Reason',
    start: null,
    options: [
      { value: 'late', label: 'The order is taking much longer than the time the store gave when I placed it' },
      { value: 'other', label: 'Other' },
    ],
  },
};
