import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { RatingGroup } from './rating-group.tsx';

function Controlled(props: { label: string; start: number | null; disabled?: boolean }) {
  const [value, setValue] = useState(props.start);
  return <RatingGroup label={props.label} value={value} onValueChange={setValue} disabled={props.disabled} />;
}

const meta = {
  title: 'Kit/Rating group',
  component: Controlled,
  args: { label: 'Your rating', start: null },
} satisfies Meta<typeof Controlled>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NoneChosen: Story = {};
export const FourStars: Story = { args: { start: 4 } };
export const Disabled: Story = { args: { start: 3, disabled: true } };
