import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Checkbox, Switch } from './checkbox.tsx';

function Controlled({
  kind,
  label,
  disabled,
  start = false,
}: {
  kind: 'checkbox' | 'switch';
  label: string;
  disabled?: boolean;
  start?: boolean;
}) {
  const [checked, setChecked] = useState(start);
  const Control = kind === 'switch' ? Switch : Checkbox;
  return <Control label={label} checked={checked} onCheckedChange={setChecked} disabled={disabled} />;
}

const meta = {
  title: 'Kit/Checkbox and Switch',
  component: Controlled,
  args: { kind: 'checkbox', label: 'I agree with the Terms and Conditions' },
  argTypes: { kind: { control: 'inline-radio', options: ['checkbox', 'switch'] } },
} satisfies Meta<typeof Controlled>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {};
export const Checked: Story = { args: { start: true } };
export const Disabled: Story = { args: { disabled: true } };
export const SwitchOff: Story = { args: { kind: 'switch', label: 'Dark mode' } };
export const SwitchOn: Story = { args: { kind: 'switch', label: 'Dark mode', start: true } };
export const LongText: Story = {
  args: {
    label:
      'Send me news about offers, new stores in my zone and the orders I placed, by e-mail and by notification, until I turn it off',
  },
};
