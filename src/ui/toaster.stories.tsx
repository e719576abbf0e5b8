import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from './button.tsx';
import toast from './toast.ts';
import { AppToaster } from './toaster.tsx';

/** The app's toaster (one per page: the decorator's Providers mount it); these buttons fire toasts into it. */
function Toasts({ message }: { message: string }) {
  return (
    <p>
      <Button onClick={() => toast.success(message)}>Show a success</Button>{' '}
      <Button $variant="danger" onClick={() => toast.error(message)}>
        Show an error
      </Button>
    </p>
  );
}

const meta = {
  title: 'Kit/Toaster',
  component: Toasts,
  subcomponents: { AppToaster },
  args: { message: 'Added to cart' },
  parameters: { visible: { role: 'button', name: 'Show a success' } },
} satisfies Meta<typeof Toasts>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = { play: () => toast.success('Added to cart') };
export const Error: Story = { play: () => toast.error('Too many requests, please slow down.') };
