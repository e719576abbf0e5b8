import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { DateTimeField } from './date-time-field.tsx';

function Controlled(props: { label: string; hint?: string; start: string | null; stepMinutes?: number }) {
  const [value, setValue] = useState(props.start);
  return (
    <DateTimeField
      label={props.label}
      hint={props.hint}
      value={value}
      onValueChange={setValue}
      stepMinutes={props.stepMinutes}
    />
  );
}

const inTwoDays = () => {
  const day = new Date();
  day.setDate(day.getDate() + 2);
  day.setHours(10, 30, 0, 0);
  return day.toISOString();
};

const meta = {
  title: 'Kit/Date and time field',
  component: Controlled,
  args: { label: 'Pickup time', hint: 'Pickup Now', start: null },
} satisfies Meta<typeof Controlled>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NoneChosen: Story = {};
export const Chosen: Story = { args: { start: inTwoDays(), hint: undefined } };
export const HourSlots: Story = { args: { stepMinutes: 60 } };
