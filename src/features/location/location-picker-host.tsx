import { lazy, Suspense } from 'react';
import { useUrlDialog } from '../../ui/use-url-dialog.ts';

// The dialog (and the statechart, search and map behind it) loads only when the picker is asked for.
const LocationPickerDialog = lazy(() =>
  import('./location-picker-dialog.tsx').then((m) => ({ default: m.LocationPickerDialog })),
);

/**
 * Rendered by the root layout on every page: shows the location picker when the URL has `?picker=location`
 * (the top bar's location and the navbar open it that way; features never import each other).
 */
export function LocationPickerHost() {
  const picker = useUrlDialog('picker');
  if (picker.value !== 'location') return null;
  return (
    <Suspense>
      <LocationPickerDialog onClose={picker.close} />
    </Suspense>
  );
}
