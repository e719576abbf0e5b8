import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PartBoundary } from '../../shop/part-boundary.tsx';
import { Link } from 'react-router-dom';
import { paths } from '../../routes/paths.ts';
import { readGuestContact } from '../../session/storage.ts';
import { readTyped } from '../../session/tab-storage.ts';
import { useMoney } from '../../ui/use-money.ts';
import { LoadFailure } from '../../shop/load-failure.tsx';
import { AddressChoice } from './address-choice.tsx';
import { BuyNowMissing } from './buy-now.tsx';
import {
  checkoutFactsOf,
  isPharmacy,
  slotInterval,
  takesScheduledOrders,
  useCheckoutData,
  type CheckoutData,
} from './checkout-data.ts';
import { useFactsSync, usePlacementSignals, usePlacementView, useTypedKept } from './checkout-effects.ts';
import { Columns, Main, Page } from './checkout-layout.ts';
import { CheckoutActor, createCheckoutMachine } from './checkout.context.ts';
import { selectDelivery } from './checkout-selectors.ts';
import { CouponChoice } from './coupon-choice.tsx';
import { OrderAside } from './order-aside.tsx';
import { OrderNotes } from './order-notes.tsx';
import { OrderTypeChoice } from './order-type-choice.tsx';
import { PaymentChoice } from './payment-choice.tsx';
import { PrescriptionField } from './prescription-field.tsx';
import { ProblemAlert } from './problem-alert.tsx';
import { ScheduleChoice } from './schedule-choice.tsx';
import { TipsChoice } from './tips-choice.tsx';

/**
 * The checkout page: `page=cart` the module's cart; `page=buy_now` / `page=campaign` exactly the item
 * just chosen with Buy Now / Order Now (kept in session storage; the cart is not touched). The form is the checkout
 * chart's (machines/checkout.machine.ts): delivery / take-away / scheduled, the address or guest contact,
 * instructions, coupon, payment, tips, prescription (pharmacy) and the summary from the shared pricing rules; Place
 * Order hands the order to its placement.
 */
export function CheckoutPage() {
  const { t } = useTranslation();
  const load = useCheckoutData();
  if (load.status === 'noBuyNowItem')
    return (
      <Page>
        <h1>{t('checkout.title')}</h1>
        <BuyNowMissing />
      </Page>
    );
  if (load.status === 'failed')
    return (
      <Page>
        <h1>{t('checkout.title')}</h1>
        <LoadFailure title={t('checkout.loadError')} query={load.queries} />
      </Page>
    );
  if (load.status === 'loading')
    return (
      <Page>
        <p role="status">{t('checkout.loading')}</p>
      </Page>
    );
  if (load.status === 'empty')
    return (
      <Page>
        <h1>{t('checkout.title')}</h1>
        <p>{t('checkout.emptyCart')}</p>
        <Link to={paths.home}>{t('checkout.backHome')}</Link>
      </Page>
    );
  return <CheckoutForm data={load} />;
}

/** The chart of this visit: the guest's stored contact and the facts known so far (the zone follows). */
function CheckoutForm({ data }: { data: CheckoutData }) {
  const [now] = useState(() => new Date());
  const [machine] = useState(createCheckoutMachine);
  const [input] = useState(() => ({
    guestContact: readGuestContact(),
    facts: checkoutFactsOf(data, null, now, { zonePending: true }),
    typed: readTyped('checkoutTyped', ['instruction', 'note']),
  }));
  return (
    <CheckoutActor.Provider logic={machine} options={{ input }}>
      <CheckoutLayout data={data} now={now} />
    </CheckoutActor.Provider>
  );
}

/** The form and the order aside: parts that read the chart and send it the customer's choices. */
function CheckoutLayout({ data, now }: { data: CheckoutData; now: Date }) {
  const { t } = useTranslation();
  const { store, config } = data;
  const money = useMoney(config);
  useFactsSync(data, now);
  usePlacementSignals(data.buyNow);
  useTypedKept();
  const { problem } = usePlacementView();
  const delivery = CheckoutActor.useSelector(selectDelivery);
  const scheduled = takesScheduledOrders(data);
  return (
    <Page>
      <h1>{t('checkout.title')}</h1>
      <Columns>
        <Main>
          <PartBoundary part="checkout">
            <OrderTypeChoice />
          </PartBoundary>
          {scheduled && (
            <PartBoundary part="checkout">
              <ScheduleChoice schedules={store.schedules ?? []} interval={slotInterval(config)} now={now} />
            </PartBoundary>
          )}
          <PartBoundary part="checkout" reload={[['address']]}>
            <AddressChoice config={config} />
          </PartBoundary>
          <ProblemAlert problem={problem} />
          <PartBoundary part="checkout">
            <OrderNotes />
          </PartBoundary>
          {isPharmacy(data) && (
            <PartBoundary part="checkout">
              <PrescriptionField />
            </PartBoundary>
          )}
          <PartBoundary part="checkout" reload={[['coupons']]}>
            <CouponChoice storeId={store.id} money={money} />
          </PartBoundary>
          <PartBoundary part="checkout" reload={[['checkout'], ['offers', 'cashback']]}>
            <PaymentChoice config={config} store={store} money={money} />
          </PartBoundary>
          {delivery && config.dm_tips_status === 1 && (
            <PartBoundary part="checkout">
              <TipsChoice money={money} />
            </PartBoundary>
          )}
        </Main>
        <PartBoundary part="checkout" reload={[['cart']]}>
          <OrderAside rows={data.rows} buyNow={data.buyNow} taxIncluded={config.tax_included === 1} money={money} />
        </PartBoundary>
      </Columns>
    </Page>
  );
}
