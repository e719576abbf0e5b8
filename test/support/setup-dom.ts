import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { stubMatchMedia } from './match-media.ts';

// jsdom lacks matchMedia (react-hot-toast and the carousel ask for prefers-reduced-motion) and ResizeObserver
// (Ark UI's positioned parts, like menus and comboboxes, observe sizes) Tests may replace these.
if (!window.matchMedia) stubMatchMedia();
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
// nor element scrolling (the kit's Select scrolls its list to the chosen option when it opens)
Element.prototype.scrollTo ??= function scrollTo() {};
Element.prototype.scrollIntoView ??= function scrollIntoView() {};

// findBy*/waitFor give up after 1 s by default: on a loaded 2-core CI machine a toast or a lazy dialog can take
// longer than that to appear. Waits still end as soon as the element is there.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
});
