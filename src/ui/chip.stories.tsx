import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge, RemovableChip } from './chip.tsx';

const meta = {
  title: 'Kit/Chip',
  component: RemovableChip,
  args: { label: 'Air Condition', removeLabel: 'Remove Air Condition', onRemove: () => {} },
} satisfies Meta<typeof RemovableChip>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Removable: Story = {};
export const LongText: Story = {
  args: {
    label: 'Automatic transmission with cruise control',
    removeLabel: 'Remove Automatic transmission with cruise control',
  },
};
export const Badges: Story = {
  parameters: { visible: { text: '20% off' } },
  render: () => (
    <p>
      <Badge>New</Badge> <Badge $tone="primary">20% off</Badge> <Badge $tone="warning">Closed</Badge>
    </p>
  ),
};
