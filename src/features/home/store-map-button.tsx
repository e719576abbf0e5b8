import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Store } from '../../api/stores.ts';
import { session } from '../../session/storage.ts';
import { Button } from '../../ui/button.tsx';

// Leaflet and the dialog load the first time the map is opened.
const LocationMapDialog = lazy(() =>
  import('../../ui/location-map-dialog.tsx').then((m) => ({ default: m.LocationMapDialog })),
);

/** Directions from the stored delivery location (when there is one) to the store, in the customer's map app. */
export function directionsUrl(to: { lat: number; lng: number }, from: { lat: number; lng: number } | null) {
  const query = new URLSearchParams({ api: '1', destination: `${to.lat},${to.lng}` });
  if (from) query.set('origin', `${from.lat},${from.lng}`);
  return `https://www.google.com/maps/dir/?${query}`;
}

/** The store location map dialog with a directions link (spec part 1 §2); hidden without coordinates. */
export function StoreMapButton({ store }: { store: Pick<Store, 'name' | 'address' | 'latitude' | 'longitude'> }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const lat = Number.parseFloat(store.latitude);
  const lng = Number.parseFloat(store.longitude);
  if (!Number.isFinite(lat) || !Number.isFinite(lng)) return null;
  return (
    <>
      <Button $variant="secondary" $size="sm" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {t('catalogue.map.open')}
      </Button>
      {open && (
        <Suspense fallback={<span role="status">{t('common.loading')}</span>}>
          <LocationMapDialog
            lat={lat}
            lng={lng}
            title={t('catalogue.map.title', { name: store.name })}
            description={store.address}
            link={{ href: directionsUrl({ lat, lng }, session.latLng()), text: t('catalogue.map.directions') }}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}
