import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, IconButton } from './button.tsx';

const meta = {
  title: 'Kit/Button',
  component: Button,
  args: { children: 'Add to cart', $variant: 'primary', $size: 'md', disabled: false },
  argTypes: {
    $variant: { control: 'inline-radio', options: ['primary', 'secondary', 'ghost', 'danger', 'link'] },
    $size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};
export const Secondary: Story = { args: { $variant: 'secondary', children: 'Cancel' } };
export const Ghost: Story = { args: { $variant: 'ghost', children: 'Skip' } };
export const Danger: Story = { args: { $variant: 'danger', children: 'Delete Account' } };
export const Link: Story = { args: { $variant: 'link', children: 'Forgot password?' } };
export const Disabled: Story = { args: { disabled: true, children: 'Place Order' } };
export const Loading: Story = { args: { disabled: true, 'aria-busy': true, children: 'Placing order…' } };
export const Block: Story = { args: { $block: true, $size: 'lg', children: 'Continue' } };
export const LongText: Story = {
  args: { children: 'Proceed to checkout with every item in the cart, including the ones on offer today' },
};
export const Icon: Story = {
  parameters: { visible: { role: 'button', name: 'Close' } },
  render: () => (
    <IconButton aria-label="Close">
      <span aria-hidden="true">×</span>
    </IconButton>
  ),
};
