// Where a page starts (navigation lands at the top): React Router's <ScrollRestoration> (root-layout.tsx)
// keeps each history entry's position and restores it on back and forward, and starts a new entry at the top. A
// dialog opened or closed through the URL (`?auth=`, `?picker=`, `?drawer=`, the item popup's `?item=`) is no new
// page: its entry shares the page's key, so the page stays where it was under it.
import type { Location } from 'react-router-dom';
import { dialogs, ITEM_CAMPAIGN_PARAM, ITEM_DIALOG_PARAM, ITEM_LINE_PARAM } from '../routes/paths.ts';

const dialogParams = new Set<string>([
  ...Object.keys(dialogs),
  ITEM_DIALOG_PARAM,
  ITEM_LINE_PARAM,
  ITEM_CAMPAIGN_PARAM,
]);

/** The page a location shows: its path and its search without the dialogs' parameters. */
function pageOf(location: Pick<Location, 'pathname' | 'search'>) {
  const search = new URLSearchParams(location.search);
  for (const name of [...search.keys()]) if (dialogParams.has(name)) search.delete(name);
  return `${location.pathname}?${search}`;
}

/**
 * The scroll restoration's key of a history entry: the entry's own key, or the key of the entry it opened a dialog
 * over. React Router asks for the key of the entry it leaves before the key of the one it arrives at, so the entry
 * asked last is the one a new entry was opened from.
 */
export function createScrollKeys() {
  const keyOf = new Map<string, string>();
  let last: { key: string; page: string } | null = null;
  return (location: Pick<Location, 'key' | 'pathname' | 'search'>): string => {
    const page = pageOf(location);
    let key = keyOf.get(location.key);
    if (key === undefined) {
      key = last && last.page === page ? (keyOf.get(last.key) ?? last.key) : location.key;
      keyOf.set(location.key, key);
    }
    last = { key: location.key, page };
    return key;
  };
}
