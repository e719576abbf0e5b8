import { lazy, useCallback, useLayoutEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ITEM_CAMPAIGN_PARAM, ITEM_DIALOG_PARAM, ITEM_LINE_PARAM } from '../../routes/paths.ts';
import { useHydrated } from '../../ui/use-hydrated.ts';

// The popup is its own chunk: the host (on every page) only reads the URL. The configurator's statechart (its own
// chunk, which the popup starts as it opens) is fetched at the same time.
const ItemPopup = lazy(() =>
  Promise.all([
    import('./item-popup.tsx'),
    import('./use-item-configurator.ts').then((m) => m.preloadItemConfigurator()),
  ]).then(([m]) => ({ default: m.ItemPopup })),
);

/**
 * Hosts the item popup while the URL asks for it (`?item=<id>`, `&line=<cart id>` to edit a cart line, `&campaign=1` for an item campaign;
 * see itemDialog in src/routes/paths.ts), so any page and the cart drawer open it without importing this feature. The parameter carries an id, so it is read here rather than through
 * useUrlDialog (whose dialogs take a fixed set of values).
 */
export function ItemPopupHost() {
  const [params, setParams] = useSearchParams();
  const id = params.get(ITEM_DIALOG_PARAM);
  const line = Number(params.get(ITEM_LINE_PARAM)) || null;
  const campaign = params.get(ITEM_CAMPAIGN_PARAM) === '1';
  // What had the focus when the popup was asked for (the card's name or button, a cart line's Edit) has it again when
  // the popup closes: Ark's dialog cannot give it back, as it leaves with the URL, unmounted at once. Layout effects:
  // the first runs before the popup's own effects move the focus into it, the second as the popup is removed.
  const opener = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (id) {
      if (!opener.current && document.activeElement instanceof HTMLElement) opener.current = document.activeElement;
      return;
    }
    const back = opener.current;
    opener.current = null;
    const focused = document.activeElement;
    if (back?.isConnected && (!focused || focused === document.body)) back.focus();
  }, [id]);
  const close = useCallback(
    () =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          next.delete(ITEM_DIALOG_PARAM);
          next.delete(ITEM_LINE_PARAM);
          next.delete(ITEM_CAMPAIGN_PARAM);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  // the popup is the browser's: the server renders the page without it, and hydration draws what the server drew
  const hydrated = useHydrated();
  if (!id || !hydrated) return null;
  return <ItemPopup key={`${id}:${line}:${campaign}`} id={id} lineId={line} campaign={campaign} onClose={close} />;
}
