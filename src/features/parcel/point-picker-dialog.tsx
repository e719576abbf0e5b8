import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useActorRef, useSelector } from '@xstate/react';
import type { LatLng } from '../../../domain/geo.ts';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { MapPointPicker } from '../../shop/map-point-picker.tsx';
import { createPointPickerMachine } from './point-picker.context.ts';

export interface PickedPlace {
  point: LatLng;
  address: string;
}

/** Picks a sender's or receiver's place on the map: drag → its address and zone; outside every zone refused. */
export function PointPickerDialog(p: { start: LatLng; onPick: (place: PickedPlace) => void; onClose: () => void }) {
  const { t } = useTranslation();
  const [machine] = useState(createPointPickerMachine);
  const actor = useActorRef(machine, { input: { editingId: null } });
  const point = useSelector(actor, (s) => s.context.point);
  const address = useSelector(actor, (s) => s.context.address);
  const located = useSelector(actor, (s) => s.hasTag('located'));
  const closeRef = useRef(p.onClose);
  useEffect(() => {
    closeRef.current = p.onClose;
  }, [p.onClose]);
  const [origin] = useState(p.start);

  useEffect(() => {
    const sub = actor.on('closed', () => closeRef.current());
    actor.send({ type: 'MOVE', latLng: origin });
    return () => sub.unsubscribe();
  }, [actor, origin]);

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && actor.send({ type: 'CLOSE' })}
      title={t('parcel.picker.title')}
      maxWidth="720px"
      footer={
        <Button
          $size="lg"
          disabled={!located || !point}
          onClick={() => {
            if (point) p.onPick({ point, address });
            p.onClose();
          }}
        >
          {t('parcel.picker.use')}
        </Button>
      }
    >
      <MapPointPicker
        actor={actor}
        showAddress
        words={{
          loading: t('parcel.picker.loading'),
          mapLabel: t('parcel.picker.mapLabel'),
          pinLabel: t('parcel.picker.pinLabel'),
          resolving: t('parcel.picker.resolving'),
          outOfZone: t('parcel.picker.outOfZone'),
          lookupFailed: t('parcel.picker.lookupFailed'),
          retry: t('parcel.picker.retry'),
        }}
      />
    </Dialog>
  );
}
