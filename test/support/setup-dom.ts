import '@testing-library/jest-dom/vitest';
import { afterEach, beforeAll } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { stubMatchMedia } from './match-media.ts';
import { resetRentalSearch } from '../../src/features/rental/search-store.ts';
import { loadToasts } from '../../src/ui/toast.ts';
import { preloadDatePicker } from '../../src/ui/date-time-field.tsx';
import { preloadDialog } from '../../src/ui/dialog.tsx';
import { preloadNumberInput } from '../../src/ui/number-input.tsx';
import { preloadSelect } from '../../src/ui/select.tsx';

// jsdom lacks matchMedia (react-hot-toast and the carousel ask for prefers-reduced-motion; happy-dom has its own,
// which applies media queries to its 1024 px window) and ResizeObserver (Ark UI's positioned parts, like menus and
// comboboxes, observe sizes). Tests may replace these.
if (!window.matchMedia) stubMatchMedia();
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
// nor element scrolling (the kit's Select scrolls its list to the chosen option when it opens)
Element.prototype.scrollTo ??= function scrollTo() {};
Element.prototype.scrollIntoView ??= function scrollIntoView() {};

// The kit's Dialog, Select and NumberInput load Ark's machines as their own chunks and draw an inert placeholder until
// then (src/ui/deferred-part.tsx): loaded before any test, the views render the working controls at once, as a
// browser does once the chunk is in (test/views/ui/deferred-part.test.tsx checks the placeholder and the swap).
await Promise.all([preloadDialog(), preloadSelect(), preloadNumberInput(), preloadDatePicker()]);

// findBy*/waitFor give up after 1 s by default: on a loaded 2-core CI machine a toast or a lazy dialog can take
// longer than that to appear (a lazy dialog took more than 5 s at load average 20). Waits still end as soon as the
// element is there, and a missing element still fails well inside the views' 20 s test timeout.
configure({ asyncUtilTimeout: 12_000 });

// The app loads the toast library after its first render (src/ui/toast.ts); views under test have it from the start,
// so a toast shows in the same tick as in the app once loaded (test/views/app/toast.test.tsx covers the lazy start).
beforeAll(() => loadToasts());

// Files of the views project share their worker's window (vitest.config.ts, `isolate: false`): what a test stored
// stays for the next file unless cleared here.
afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  resetRentalSearch(); // the rental search is also kept in its module (read from sessionStorage once)
});
