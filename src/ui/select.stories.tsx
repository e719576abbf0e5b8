import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Select } from './select.tsx';
import type { SelectOption } from './select-listbox.tsx';

const sorts: SelectOption[] = [
  { value: '', label: 'All' },
  { value: 'rating', label: 'Top rated' },
  { value: 'price_low', label: 'Price: low to high' },
  { value: 'price_high', label: 'Price: high to low' },
];

function Controlled(props: {
  label: string;
  options: SelectOption[];
  start: string | null;
  disabled?: boolean;
  placeholder?: string;
  labelHidden?: boolean;
}) {
  const [value, setValue] = useState(props.start);
  return <Select {...props} value={value} onValueChange={setValue} />;
}

const meta = {
  title: 'Kit/Select',
  component: Controlled,
  args: { label: 'Sort by', options: sorts, start: '' },
} satisfies Meta<typeof Controlled>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Placeholder: Story = { args: { start: null, placeholder: 'Choose an order' } };
export const Disabled: Story = { args: { disabled: true } };
export const LabelHidden: Story = {
  args: {
    label: 'Language',
    labelHidden: true,
    options: [
      { value: 'en', label: 'English' },
      { value: 'ar', label: 'العربية' },
    ],
    start: 'en',
  },
};
export const LongText: Story = {
  args: {
    label: 'Delivery time',
    options: [
      { value: 'slot', label: 'Tomorrow between 10:00 and 10:30, or as soon as a delivery man is free after that' },
    ],
    start: 'slot',
  },
};
