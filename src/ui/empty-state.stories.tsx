import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from './button.tsx';
import { EmptyState } from './empty-state.tsx';
import { Icon } from './icon.tsx';

const meta = {
  title: 'Kit/Empty state',
  component: EmptyState,
  args: {
    title: 'Your cart is empty',
    body: 'Add items from a store to see them here.',
    icon: <Icon name="cart" size={48} />,
    role: 'status',
  },
} satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const WithAction: Story = { args: { actions: <Button>Browse stores</Button> } };
export const Error: Story = {
  args: {
    role: 'alert',
    icon: undefined,
    title: 'Could not load the stores',
    body: 'The shop is taking longer than usual to answer.',
    actions: <Button $variant="secondary">Try again</Button>,
  },
};
export const LongText: Story = {
  args: {
    title: 'No store delivers to this address yet, in any of the modules this marketplace offers',
    body: 'Try another address. '.repeat(12),
  },
};
