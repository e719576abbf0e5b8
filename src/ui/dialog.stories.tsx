import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from './button.tsx';
import { Dialog } from './dialog.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';

const meta = {
  title: 'Kit/Dialog',
  component: Dialog,
  parameters: { layout: 'fullscreen' },
  args: {
    open: true,
    onOpenChange: () => {},
    title: 'Add a new address',
    description: 'Where should we deliver?',
    children: <p>The form goes here.</p>,
    footer: <Button>Save</Button>,
  },
} satisfies Meta<typeof Dialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Centered: Story = {};
export const SidePanel: Story = { args: { placement: 'end', title: 'Cart' } };
export const BottomSheet: Story = { args: { placement: 'bottom', title: 'Filters' } };
export const LongText: Story = {
  args: {
    title: 'Terms and conditions of the marketplace for customers in every zone',
    children: <p>{'Every order is placed with the store that sells the item. '.repeat(30)}</p>,
  },
};
export const Confirm: Story = {
  parameters: { visible: { role: 'alertdialog', name: 'Delete Account' } },
  render: () => (
    <ConfirmDialog
      open
      title="Delete Account"
      description="Are you sure you want to delete your account? This cannot be undone."
      onConfirm={() => {}}
      onCancel={() => {}}
    />
  ),
};
export const ConfirmBusy: Story = {
  parameters: { visible: { role: 'button', name: 'Deleting…' } },
  render: () => (
    <ConfirmDialog open busy title="Delete Account" confirmLabel="Deleting…" onConfirm={() => {}} onCancel={() => {}} />
  ),
};
