import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { TRACK_ORDER_ID_PARAM, TRIP_ID_PARAM } from '../../routes/paths.ts';
import { useIsRental, useSignedIn } from '../../session/hooks.ts';
import { readGuestContact } from '../../session/storage.ts';
import { Button } from '../../ui/button.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { Page } from '../../ui/page-frame.ts';
import { TrackedOrderView, TrackedTripView } from './tracked.tsx';

interface Lookup {
  id: number;
  phone?: string;
}

/**
 * /track-order: an order by its id (guests add the phone number it was placed with, prefilled from their stored
 * contact). In the rental module the page is 'Track Trip' and tracks a trip by its id the same way.
 */
export function TrackOrderPage() {
  const { t } = useTranslation();
  const signedIn = useSignedIn();
  const isRental = useIsRental();
  const [search, setSearch] = useSearchParams();
  // a trip arrives as ?trip_id= (trackTripPath), an order as ?order_id=
  const idParam = isRental ? TRIP_ID_PARAM : TRACK_ORDER_ID_PARAM;
  const fromUrl = Number(search.get(idParam) ?? search.get(TRACK_ORDER_ID_PARAM));
  const [id, setId] = useState(fromUrl > 0 ? String(fromUrl) : '');
  const [phone, setPhone] = useState('');
  const [errors, setErrors] = useState<{ id?: string; phone?: string }>({});
  const [lookup, setLookup] = useState<Lookup | null>(() => (fromUrl > 0 && signedIn ? { id: fromUrl } : null));
  // A guest's stored contact is the browser's alone (not mirrored for the server's render): read once hydrated.
  useEffect(() => {
    const stored = readGuestContact()?.contact_person_number;
    if (!stored || signedIn) return;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- after hydration, once
    setPhone((typed) => typed || stored);
    if (fromUrl > 0) setLookup((shown) => shown ?? { id: fromUrl, phone: stored });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the page's start only
  }, []);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const n = Number(id.trim());
    const next = {
      id:
        Number.isInteger(n) && n > 0
          ? undefined
          : t(isRental ? 'orders.track.tripIdRequired' : 'orders.track.orderIdRequired'),
      phone: signedIn || phone.trim() ? undefined : t('orders.track.phoneRequired'),
    };
    setErrors(next);
    if (next.id || next.phone) return;
    setLookup({ id: n, phone: signedIn ? undefined : phone.trim() });
    setSearch({ [idParam]: String(n) }, { replace: true });
  };

  const title = t(isRental ? 'orders.track.titleTrip' : 'orders.track.title');
  return (
    <Page>
      <h1>{title}</h1>
      <Form onSubmit={submit} noValidate aria-label={title}>
        <TextField
          label={t(isRental ? 'orders.track.tripId' : 'orders.track.orderId')}
          inputMode="numeric"
          value={id}
          onChange={(e) => setId(e.target.value)}
          error={errors.id}
          markRequired
        />
        {!signedIn && (
          <TextField
            label={t('orders.track.phone')}
            type="tel"
            dir="ltr"
            autoComplete="tel"
            value={phone}
            onChange={(e) => setPhone(e.target.value)}
            hint={t('orders.track.phoneHint')}
            error={errors.phone}
            markRequired
          />
        )}
        <Button type="submit">{t('orders.track.submit')}</Button>
      </Form>
      {lookup &&
        (isRental ? (
          <TrackedTripView key={`${lookup.id}-${lookup.phone}`} tripId={lookup.id} phone={lookup.phone} />
        ) : (
          <TrackedOrderView key={`${lookup.id}-${lookup.phone}`} orderId={lookup.id} phone={lookup.phone} />
        ))}
    </Page>
  );
}

const Form = styled.form`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  gap: ${({ theme }) => theme.space(3)};
  align-items: end;
  margin-block-end: ${({ theme }) => theme.space(6)};
`;
