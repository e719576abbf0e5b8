import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ImageProblem } from '../../domain/uploads.ts';
import { ImageAttachments } from './image-attachments.tsx';

const pixel = () =>
  new Blob(
    ['<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect width="8" height="8" fill="teal"/></svg>'],
    {
      type: 'image/svg+xml',
    },
  );

function Controlled(props: { label?: string; count: number; problem: ImageProblem | null; disabled?: boolean }) {
  const [images, setImages] = useState<Blob[]>(() => Array.from({ length: props.count }, pixel));
  return (
    <ImageAttachments
      label={props.label}
      images={images}
      problem={props.problem}
      disabled={props.disabled}
      onAdd={(files) => setImages([...images, ...files])}
      onRemove={(i) => setImages(images.filter((_, j) => j !== i))}
    />
  );
}

const meta = {
  title: 'Kit/Image attachments',
  component: Controlled,
  args: { count: 0, problem: null },
} satisfies Meta<typeof Controlled>;
export default meta;
type Story = StoryObj<typeof meta>;

export const None: Story = {};
export const TwoImages: Story = { args: { count: 2 } };
export const Refused: Story = { args: { count: 3, problem: 'count' } };
export const Disabled: Story = { args: { count: 1, disabled: true } };
