// A lazily imported module a view test holds back (the chunk of a flow that starts on intent, src/ui/lazy-flow.tsx):
//   const chunk = await vi.hoisted(() => import('../../support/held-chunk.ts').then((m) => m.heldChunk()));
//   vi.mock('<the module>', (importOriginal) => chunk.hold(importOriginal));
// The module's first import waits until the test calls `arrive` (wrapped in act, so what it starts renders).
import { act } from 'react';

export function heldChunk() {
  let release!: () => void;
  const arrived = new Promise<void>((resolve) => (release = resolve));
  return {
    hold: <M>(importOriginal: () => Promise<M>) => arrived.then(importOriginal),
    arrive: () => act(async () => release()),
  };
}
