import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import { stubMatchMedia } from './match-media.ts';

// jsdom lacks matchMedia (react-hot-toast and the carousel ask for prefers-reduced-motion) and ResizeObserver
// (Ark UI's positioned parts, like menus and comboboxes, observe sizes). Tests may replace these.
if (!window.matchMedia) stubMatchMedia();
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

afterEach(() => {
  cleanup();
  localStorage.clear();
});
