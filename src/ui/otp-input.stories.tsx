import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { OtpInput } from './otp-input.tsx';

function Controlled(props: { label?: string; start: string; disabled?: boolean; length?: number }) {
  const [value, setValue] = useState(props.start);
  return (
    <OtpInput label={props.label} value={value} onChange={setValue} disabled={props.disabled} length={props.length} />
  );
}

const meta = {
  title: 'Kit/OTP input',
  component: Controlled,
  args: { label: 'Verification code', start: '' },
} satisfies Meta<typeof Controlled>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filled: Story = { args: { start: '123456' } };
export const Disabled: Story = { args: { start: '1234', disabled: true } };
export const FourDigits: Story = { args: { length: 4 } };
