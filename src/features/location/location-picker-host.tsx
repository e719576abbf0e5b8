import { lazy, Suspense, useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

// The dialog (and the statechart, search and map behind it) loads only when the picker is asked for.
const LocationPickerDialog = lazy(() =>
  import('./location-picker-dialog.tsx').then((m) => ({ default: m.LocationPickerDialog })),
);

/**
 * Rendered by the root layout on every page: shows the location picker when the URL has `?picker=location`
 * (the top bar's location and the navbar open it that way; features never import each other).
 */
export function LocationPickerHost() {
  const [params, setParams] = useSearchParams();
  const close = useCallback(() => {
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        next.delete('picker');
        return next;
      },
      { replace: true },
    );
  }, [setParams]);
  if (params.get('picker') !== 'location') return null;
  return (
    <Suspense fallback={null}>
      <LocationPickerDialog onClose={close} />
    </Suspense>
  );
}
