import type { Meta, StoryObj } from '@storybook/react-vite';
import { TextField } from './text-field.tsx';

const meta = {
  title: 'Kit/Text field',
  component: TextField,
  args: { label: 'Email', type: 'email', placeholder: 'name@example.com' },
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Required: Story = { args: { markRequired: true, required: true } };
export const WithHint: Story = { args: { label: 'Password', type: 'password', hint: 'At least 8 characters.' } };
export const Error: Story = { args: { defaultValue: 'name@', error: 'Enter a valid email address' } };
export const Disabled: Story = { args: { disabled: true, defaultValue: 'customer@example.com' } };
export const LongText: Story = {
  args: {
    label: 'Instructions for the delivery man, such as the floor, the gate code or where to leave the order',
    defaultValue: 'Ring twice. '.repeat(10),
  },
};
