import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { NumberInput } from './number-input.tsx';

function Controlled(props: { label: string; start: number | null; min?: number; max?: number; placeholder?: string }) {
  const [value, setValue] = useState(props.start);
  return <NumberInput {...props} value={value} onValueChange={setValue} />;
}

const meta = {
  title: 'Kit/Number input',
  component: Controlled,
  args: { label: 'Quantity', start: 1, min: 1, max: 10 },
} satisfies Meta<typeof Controlled>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const AtMaximum: Story = { args: { start: 10 } };
export const Empty: Story = {
  args: { label: 'Points to convert', start: null, placeholder: 'Minimum 100', min: 100, max: undefined },
};
