import type { Meta, StoryObj } from '@storybook/react-vite';
import { Tabs } from './tabs.tsx';

const meta = {
  title: 'Kit/Tabs',
  component: Tabs,
  args: {
    label: 'Store',
    tabs: [
      { value: 'items', label: 'Items', content: <p>Every item of the store.</p> },
      { value: 'reviews', label: 'Reviews', content: <p>What customers said.</p> },
      { value: 'info', label: 'Store info', content: <p>Opening hours and address.</p> },
    ],
  },
} satisfies Meta<typeof Tabs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const SecondSelected: Story = { args: { value: 'reviews' } };
export const LongText: Story = {
  args: {
    label: 'Orders',
    tabs: [
      { value: 'running', label: 'Running orders, including the ones waiting for payment', content: <p>Running</p> },
      { value: 'history', label: 'History', content: <p>History</p> },
    ],
  },
};
