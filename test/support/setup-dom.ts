import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { stubMatchMedia } from './match-media.ts';

// jsdom lacks matchMedia (react-hot-toast and the carousel ask for prefers-reduced-motion) and ResizeObserver
// (Ark UI's positioned parts, like menus and comboboxes, observe sizes). Tests may replace these.
if (!window.matchMedia) stubMatchMedia();
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

// findBy*/waitFor give up after 1 s by default: on a loaded 2-core CI machine a toast or a lazy dialog can take
// longer than that to appear (a lazy dialog took more than 5 s at load average 20). Waits still end as soon as the
// element is there, and a missing element still fails well inside the views' 20 s test timeout.
configure({ asyncUtilTimeout: 12_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
});
