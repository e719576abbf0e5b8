// A lazily imported module a view test holds back (the chunk of a flow that starts on intent, src/ui/lazy-flow.tsx):
//   const chunk = await vi.hoisted(() => import('../../support/held-chunk.ts').then((m) => m.heldChunk()));
//   vi.mock('<the module>', (importOriginal) => chunk.hold(importOriginal));
// The module's first import waits until the test calls `arrive` (wrapped in act, so what it starts renders);
// `asked` says whether anything has imported it yet.
import { act } from 'react';

export function heldChunk() {
  let release!: () => void;
  const arrived = new Promise<void>((resolve) => (release = resolve));
  let asked = false;
  return {
    hold: <M>(importOriginal: () => Promise<M>) => {
      asked = true;
      return arrived.then(importOriginal);
    },
    asked: () => asked,
    arrive: () => act(async () => release()),
  };
}
