import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ChargePayer, PlacedParcel } from '../../../machines/parcel.machine.ts';
import { paths, trackOrderPath } from '../../routes/paths.ts';

/** The confirmation: the parcel's order id, what the server charged, who pays, and the link to track it. */
export function ParcelPlaced(p: { parcel: PlacedParcel; payer: ChargePayer; money: (n: number) => string }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="parcel-placed-heading">
      <h2 id="parcel-placed-heading">{t('parcel.placed.title')}</h2>
      <p>{t('parcel.placed.orderId', { id: p.parcel.orderId })}</p>
      <p data-testid="parcel-placed-amount">{t('parcel.placed.amount', { amount: p.money(p.parcel.total) })}</p>
      <p>{t('parcel.placed.payer', { payer: t(`parcel.payment.${p.payer}`) })}</p>
      <p>
        <Link to={trackOrderPath(p.parcel.orderId)}>{t('parcel.placed.track')}</Link>
      </p>
      <p>
        <Link to={paths.home}>{t('parcel.placed.home')}</Link>
      </p>
    </section>
  );
}
