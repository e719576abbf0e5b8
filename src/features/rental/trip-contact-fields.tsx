import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { TripContactPerson } from '../../../domain/trip-booking.ts';
import { TextField } from '../../ui/text-field.tsx';
import type { RentalBookingActor } from './rental-booking.context.ts';

/** A guest's contact person (name and number required, email optional); the refusal marks the blank ones. */
export function TripContactFields({ actor }: { actor: RentalBookingActor }) {
  const { t } = useTranslation();
  const contact = useSelector(actor, (s) => s.context.fields.contact);
  const refused = useSelector(actor, (s) => s.context.problem === 'contact');
  const set = (field: keyof TripContactPerson) => (e: { target: { value: string } }) =>
    actor.send({ type: 'SET_CONTACT', field, value: e.target.value });
  return (
    <fieldset>
      <legend>{t('rental.booking.contact')}</legend>
      <TextField
        label={t('rental.booking.contactName')}
        value={contact.name}
        onChange={set('name')}
        markRequired
        autoComplete="name"
        error={refused && !contact.name.trim() ? t('rental.booking.nameRequired') : undefined}
      />
      <TextField
        label={t('rental.booking.contactNumber')}
        type="tel"
        value={contact.number}
        onChange={set('number')}
        markRequired
        autoComplete="tel"
        error={refused && !contact.number.trim() ? t('rental.booking.numberRequired') : undefined}
      />
      <TextField
        label={t('rental.booking.contactEmail')}
        type="email"
        value={contact.email}
        onChange={set('email')}
        autoComplete="email"
      />
    </fieldset>
  );
}
