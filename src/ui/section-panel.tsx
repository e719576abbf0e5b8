// A titled section card: the panel of src/ui/panel.ts as a <section> named by its own <h2>.
import type { ReactNode } from 'react';
import { Panel } from './panel.ts';

/** A section of a page or form as a card, its `title` the heading that names it (`id` is the heading's). */
export function SectionPanel({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <Panel as="section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </Panel>
  );
}
