import type { Meta, StoryObj } from '@storybook/react-vite';
import { Skeleton } from './skeleton.tsx';

function Loading({ label, lines }: { label: string; lines: number }) {
  return (
    <div role="status" aria-label={label}>
      <Skeleton $w="64px" $h="64px" $round />
      {Array.from({ length: lines }, (_, i) => (
        <p key={i}>
          <Skeleton $w={`${90 - i * 15}%`} />
        </p>
      ))}
    </div>
  );
}

const meta = {
  title: 'Kit/Skeleton',
  component: Loading,
  args: { label: 'Loading', lines: 3 },
  parameters: { visible: { role: 'status', name: 'Loading' } },
} satisfies Meta<typeof Loading>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Card: Story = {};
export const OneLine: Story = { args: { lines: 1 } };
