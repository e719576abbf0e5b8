import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import toast from '../../ui/toast.ts';
import styled from 'styled-components';
import { checkoutMachine } from '../../../machines/checkout.machine.ts';
import type { DraftProblem, OrderDraft } from '../../../machines/place-order.machine.ts';
import { addressQueries, type CustomerAddress } from '../../api/address.ts';
import { cartQueries } from '../../api/cart.ts';
import { checkoutQueries } from '../../api/checkout.ts';
import { configQueries } from '../../api/config.ts';
import type { Coupon } from '../../api/coupons.ts';
import type { Item } from '../../api/items.ts';
import { customerQueries } from '../../api/customer.ts';
import { errorMessage } from '../../api/errors.ts';
import { storeDetailsQueries } from '../../api/stores.ts';
import { orderSuccessPath, paths } from '../../app/paths.ts';
import { defaultDeliveryAddress, offeredOrderTypes } from '../../../domain/checkout.ts';
import { parseLatLng } from '../../../domain/geo.ts';
import { useSession } from '../../session/hooks.ts';
import { readBuyNow, readGuestContact, session, storeBuyNow, type StoredBuyNow } from '../../session/storage.ts';
import { Button } from '../../ui/button.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { useMoney } from '../../ui/use-money.ts';
import { AddressSelector } from './address-selector.tsx';
import { BuyNowItem, BuyNowMissing, buyNowBody, buyNowRow } from './buy-now.tsx';
import { checkoutPrice, type OrderType } from './checkout-price.ts';
import { CouponSection } from './coupon-section.tsx';
import { createPlaceOrderMachine } from './place-order.context.ts';
import { PaymentSection, type PaymentChoice } from './payment-section.tsx';
import { Summary } from './summary.tsx';
import { timeSlots } from './time-slots.ts';

const TIPS = [0, 10, 20, 50];

/**
 * The checkout page (issue 11): `page=cart` the module's cart; `page=buy_now` / `page=campaign` exactly the item
 * just chosen with Buy Now / Order Now (kept in session storage; the cart is not touched). Delivery / take-away / scheduled, the address or guest contact,
 * instructions, coupon, payment, tips, prescription (pharmacy) and the summary from the shared pricing module;
 * Place Order runs the place-order statechart.
 */
export function CheckoutPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const page = search.get('page') ?? 'cart';
  const { token } = useSession();
  const guest = !token;
  const queryClient = useQueryClient();
  const config = useQuery(configQueries.config()).data;
  const buyNow = page !== 'cart';
  const cart = useQuery({ ...cartQueries.list(), enabled: !buyNow });
  // Buy Now / Order Now: the stored selection (read once: it survives a reload of this page)
  const [bought] = useState(() => (buyNow ? (readBuyNow(page) as StoredBuyNow<Item> | null) : null));
  const rows = useMemo(
    () => (buyNow ? (bought ? [buyNowRow(bought)] : []) : (cart.data ?? [])),
    [buyNow, bought, cart.data],
  );
  const storeId = rows[0]?.item.store_id ?? null;
  const moduleId = session.module()?.id ?? null;
  const store = useQuery({
    ...storeDetailsQueries.details(String(storeId ?? ''), moduleId),
    enabled: storeId !== null,
  }).data;
  const customer = useQuery(customerQueries.info()).data;
  const addresses = useQuery(addressQueries.list()).data;
  const money = useMoney(config);

  // the choices (order type, day, slot, payment) are the checkout statechart's
  const choices = useActorRef(checkoutMachine);
  const orderType: OrderType = useSelector(choices, (s) => (s.hasTag('takeAway') ? 'take_away' : 'delivery'));
  const dayOffset = useSelector(choices, (s) => s.context.dayOffset);
  const slot = useSelector(choices, (s) => s.context.scheduleAt);
  const paymentMethod = useSelector(choices, (s) => s.context.payment);
  const partialPayment = useSelector(choices, (s) => s.context.partial);
  const payment = useMemo<PaymentChoice>(
    () => ({ method: paymentMethod, partial: partialPayment }),
    [paymentMethod, partialPayment],
  );
  const [selected, setSelected] = useState<CustomerAddress | null>(null);
  const [guestContact, setGuestContact] = useState(readGuestContact);
  const [instruction, setInstruction] = useState('');
  const [note, setNote] = useState('');
  const [coupon, setCoupon] = useState<Coupon | null>(null);
  const [tips, setTips] = useState(0);
  const [prescriptions, setPrescriptions] = useState<File[]>([]);
  const [now] = useState(() => new Date());

  const [machine] = useState(createPlaceOrderMachine);
  const actor = useActorRef(machine);
  const busy = useSelector(actor, (s) => s.hasTag('busy') || s.hasTag('redirecting') || s.hasTag('confirmed'));
  const problem = useSelector(actor, (s) => (s.hasTag('invalid') ? s.context.problem : null));
  const serverError = useSelector(actor, (s) => (s.hasTag('failed') ? errorMessage(s.context.error) : null));

  useEffect(() => {
    const subs = [
      actor.on('confirmed', ({ order }) => {
        if (buyNow) storeBuyNow(null);
        else void queryClient.invalidateQueries({ queryKey: ['cart'] });
        navigate(orderSuccessPath(order.orderId));
      }),
      actor.on('redirect', ({ url }) => {
        window.location.assign(url);
      }),
      actor.on('failed', ({ error }) => void toast.error(errorMessage(error))),
    ];
    return () => subs.forEach((s) => s.unsubscribe());
  }, [actor, navigate, queryClient, buyNow]);

  // The first saved address in the store's zone is the default delivery address.
  const current = selected ?? (store ? defaultDeliveryAddress(addresses ?? [], store.zone_id) : null);
  const destination =
    orderType !== 'delivery'
      ? null
      : guest
        ? guestContact?.latitude != null && guestContact.longitude != null
          ? { lat: guestContact.latitude, lng: guestContact.longitude }
          : null
        : current
          ? { lat: Number(current.latitude), lng: Number(current.longitude) }
          : null;
  // the store's zone and the module's charges there (found at the delivery point when the store stands outside it)
  const zone = useQuery(checkoutQueries.storeZone(store ?? null, destination)).data ?? null;

  // the order types the store and the config offer; the first of them when the current one is not offered
  const orderTypes: OrderType[] =
    store && config ? offeredOrderTypes({ delivery: store.delivery, takeAway: store.take_away }, config) : [];
  const offeredType = orderTypes.includes(orderType) ? null : (orderTypes[0] ?? null);
  useEffect(() => {
    if (offeredType) choices.send({ type: 'CHOOSE_ORDER_TYPE', orderType: offeredType });
  }, [choices, offeredType]);

  if (buyNow && !bought)
    return (
      <Page>
        <h1>{t('checkout.title')}</h1>
        <BuyNowMissing />
      </Page>
    );
  if ((!buyNow && cart.isPending) || (storeId !== null && !store) || !config)
    return (
      <Page>
        <p role="status">{t('checkout.loading')}</p>
      </Page>
    );
  if (!rows.length || !store)
    return (
      <Page>
        <h1>{t('checkout.title')}</h1>
        <p>{t('checkout.emptyCart')}</p>
        <Link to={paths.home}>{t('checkout.backHome')}</Link>
      </Page>
    );

  const price = checkoutPrice({ rows, store, zone, config, orderType, destination, coupon, tips, now });
  const walletBalance = customer?.wallet_balance ?? 0;
  const pharmacy = store.module?.module_type === 'pharmacy' || rows.some((r) => r.item.module_type === 'pharmacy');
  const prescriptionRequired = pharmacy && rows.some((r) => r.item.is_prescription_required === 1);
  const slots =
    config.schedule_order && store.schedule_order
      ? timeSlots(store.schedules ?? [], config.schedule_order_slot_duration ?? 30, now, dayOffset)
      : [];
  const contact = guest
    ? guestContact
    : {
        contact_person_name:
          current?.contact_person_name ?? `${customer?.f_name ?? ''} ${customer?.l_name ?? ''}`.trim(),
        contact_person_number: current?.contact_person_number ?? customer?.phone ?? '',
        contact_person_email: customer?.email ?? '',
      };
  const delivery = orderType === 'delivery';
  const where = guest ? guestContact : current;

  const place = () => {
    const body: Record<string, unknown> = {
      order_amount: price.total,
      payment_method: payment.method,
      partial_payment: payment.partial ? 1 : 0,
      order_type: orderType,
      store_id: store.id,
      coupon_code: coupon?.code ?? null,
      order_note: note.trim() || null,
      delivery_instruction: instruction.trim() || null,
      schedule_at: slot,
      dm_tips: delivery ? tips : 0,
      contact_person_name: contact?.contact_person_name || null,
      contact_person_number: contact?.contact_person_number || null,
      contact_person_email: contact?.contact_person_email || null,
      ...(delivery && where
        ? {
            address: where.address,
            latitude: String(destination?.lat ?? ''),
            longitude: String(destination?.lng ?? ''),
            address_type: where.address_type,
            road: where.road || null,
            house: where.house || null,
            floor: where.floor || null,
          }
        : {}),
      ...(payment.method === 'digital_payment'
        ? { callback: `${window.location.origin}${paths.orderSuccessful}` }
        : {}),
      // Buy Now / Order Now: the bought item itself (6amMart's is_buy_now + cart); the stored cart stays
      ...(buyNow ? buyNowBody(rows[0]!) : {}),
    };
    const draft: OrderDraft = {
      body,
      orderType,
      hasAddress: destination !== null && !!where?.address,
      hasContact: !!contact?.contact_person_name && !!contact.contact_person_number,
      prescriptionRequired,
      prescriptionCount: prescriptions.length,
      attachments: pharmacy ? prescriptions : [],
      paymentMethod: payment.method,
      partialPayment: payment.partial,
      total: price.total,
      codLimit: zone?.maxCodAmount ?? null,
      walletBalance,
    };
    actor.send({ type: 'PLACE', draft });
  };

  return (
    <Page>
      <h1>{t('checkout.title')}</h1>
      <Columns>
        <Main>
          <fieldset>
            <legend>{t('checkout.orderType.heading')}</legend>
            {orderTypes.map((type) => (
              <label key={type}>
                <input
                  type="radio"
                  name="order_type"
                  checked={orderType === type}
                  onChange={() => {
                    choices.send({ type: 'CHOOSE_ORDER_TYPE', orderType: type });
                    actor.send({ type: 'EDIT' });
                  }}
                />{' '}
                {t(`checkout.orderType.${type}`)}
              </label>
            ))}
          </fieldset>
          {config.schedule_order && store.schedule_order && (
            <fieldset>
              <legend>{t('checkout.schedule.heading')}</legend>
              <label>
                {t('checkout.schedule.day')}{' '}
                <select
                  value={dayOffset}
                  onChange={(e) => {
                    choices.send({ type: 'CHOOSE_DAY', dayOffset: Number(e.target.value) });
                    actor.send({ type: 'EDIT' });
                  }}
                >
                  <option value={0}>{t('checkout.schedule.today')}</option>
                  <option value={1}>{t('checkout.schedule.tomorrow')}</option>
                </select>
              </label>{' '}
              <label>
                {t('checkout.schedule.slot')}{' '}
                <select
                  value={slot ?? ''}
                  onChange={(e) => {
                    choices.send({ type: 'CHOOSE_SLOT', scheduleAt: e.target.value || null });
                    actor.send({ type: 'EDIT' });
                  }}
                >
                  {!slots.some((s) => s.start === null) && <option value="">{t('checkout.schedule.choose')}</option>}
                  {slots.map((s) => (
                    <option key={s.scheduleAt ?? 'now'} value={s.scheduleAt ?? ''}>
                      {s.start === null ? t('checkout.schedule.now') : `${s.start} – ${s.end}`}
                    </option>
                  ))}
                </select>
              </label>
              {slots.length === 0 && <p>{t('checkout.schedule.noSlots')}</p>}
            </fieldset>
          )}
          <AddressSelector
            guest={guest}
            orderType={orderType}
            addresses={addresses}
            selected={current}
            onSelect={(a) => {
              setSelected(a);
              actor.send({ type: 'EDIT' });
            }}
            guestContact={guestContact}
            onGuestContactChange={() => {
              setGuestContact(readGuestContact());
              actor.send({ type: 'EDIT' });
            }}
            storeZoneId={store.zone_id}
            start={session.latLng() ?? parseLatLng(config.default_location) ?? { lat: 23.7925, lng: 90.4078 }}
            countryPicker={config.country_picker_status === 1}
            country={config.country}
          />
          {problem && <Alert role="alert">{problemText(problem, t)}</Alert>}
          {delivery && (
            <TextField
              label={t('checkout.instructions.label')}
              value={instruction}
              maxLength={191}
              onChange={(e) => setInstruction(e.target.value)}
            />
          )}
          <TextField
            label={t('checkout.instructions.noteLabel')}
            value={note}
            maxLength={1000}
            onChange={(e) => setNote(e.target.value)}
          />
          {pharmacy && (
            <section aria-labelledby="prescription-heading">
              <h2 id="prescription-heading">{t('checkout.prescription.heading')}</h2>
              <label>
                {t('checkout.prescription.upload')}{' '}
                <input
                  type="file"
                  accept="image/*"
                  multiple
                  onChange={(e) => {
                    setPrescriptions([...(e.target.files ?? [])]);
                    actor.send({ type: 'EDIT' });
                  }}
                />
              </label>
              {prescriptions.length > 0 && <p>{t('checkout.prescription.count', { count: prescriptions.length })}</p>}
            </section>
          )}
          <CouponSection
            storeId={store.id}
            itemAmount={price.subtotal - price.discount}
            applied={coupon}
            onApply={setCoupon}
          />
          <PaymentSection
            config={config}
            zone={zone}
            guest={guest}
            walletBalance={walletBalance}
            total={price.total}
            money={money}
            value={payment}
            onChange={(p) => {
              choices.send({ type: 'CHOOSE_PAYMENT', method: p.method, partial: p.partial });
              actor.send({ type: 'EDIT' });
            }}
          />
          {delivery && config.dm_tips_status === 1 && (
            <fieldset>
              <legend>{t('checkout.tips.heading')}</legend>
              {TIPS.map((tip) => (
                <label key={tip}>
                  <input type="radio" name="tips" checked={tips === tip} onChange={() => setTips(tip)} />{' '}
                  {tip === 0 ? t('checkout.tips.none') : money(tip)}
                </label>
              ))}
            </fieldset>
          )}
        </Main>
        <Aside>
          <h2>{t('checkout.summary.items')}</h2>
          {buyNow ? (
            <BuyNowItem row={rows[0]!} money={money} />
          ) : (
            <ul>
              {rows.map((r) => (
                <li key={r.id}>
                  {r.item.name} × {r.quantity}
                </li>
              ))}
            </ul>
          )}
          <Summary price={price} money={money} taxIncluded={config.tax_included === 1} delivery={delivery} />
          {serverError && <Alert role="alert">{serverError}</Alert>}
          <Button $size="lg" disabled={busy} onClick={place}>
            {busy ? t('checkout.placing') : t('checkout.place')}
          </Button>
        </Aside>
      </Columns>
    </Page>
  );
}

function problemText(problem: DraftProblem, t: (key: string) => string) {
  switch (problem) {
    case 'address':
      return t('checkout.problems.address');
    case 'contact':
      return t('checkout.problems.contact');
    case 'prescriptionRequired':
      return t('checkout.prescription.required');
    case 'prescriptionTooMany':
      return t('checkout.prescription.tooMany');
    case 'codLimit':
      return t('checkout.payment.codLimit');
    case 'walletBalance':
      return t('checkout.payment.walletShort');
  }
}

const Page = styled.main`
  max-width: 1200px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(4)};
`;

const Columns = styled.div`
  display: grid;
  grid-template-columns: 2fr 1fr;
  gap: ${({ theme }) => theme.space(4)};
  @media (max-width: 1180px) {
    grid-template-columns: 1fr;
  }
`;

const Main = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
`;

const Aside = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
`;

const Alert = styled.p`
  color: ${({ theme }) => theme.color.error};
  font-weight: 600;
`;
