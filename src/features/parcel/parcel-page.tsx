import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import toast from '../../ui/toast.ts';
import styled from 'styled-components';
import type { ParcelParty } from '../../../machines/parcel.machine.ts';
import { addressQueries } from '../../api/address.ts';
import { paths } from '../../routes/paths.ts';
import { configQueries } from '../../api/config.ts';
import { customerQueries } from '../../api/customer.ts';
import { errorMessage } from '../../api/errors.ts';
import { parcelQueries } from '../../api/parcel.ts';
import { parseLatLng, type LatLng } from '../../../domain/geo.ts';
import { useSession } from '../../session/hooks.ts';
import { session } from '../../session/storage.ts';
import { useMoney } from '../../ui/use-money.ts';
import { CategoryStep } from './category-step.tsx';
import { parcelBody } from './parcel-body.ts';
import { parcelDistance, parcelPrice } from './parcel-price.ts';
import { ParcelPlaced } from './parcel-placed.tsx';
import { createParcelMachine } from './parcel.context.ts';
import { emptyParty, PartyForm } from './party-form.tsx';
import { PaymentStep } from './payment-step.tsx';
import { cluster, stack } from '../../ui/layout.ts';

const STEPS = ['category', 'sender', 'receiver', 'payment'] as const;
const pointOf = (p: ParcelParty | null): LatLng | null =>
  p && p.lat !== null && p.lng !== null ? { lat: p.lat, lng: p.lng } : null;

/**
 * /parcel-delivery-info: sending a parcel on the parcel statechart — category, sender, receiver, who pays and the
 * payment with the fee from the shared parcel rule, then the confirmation with its tracking link.
 */
export function ParcelPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const { signedIn, module } = useSession();
  const moduleId = module?.id ?? 0;
  const config = useQuery(configQueries.config()).data;
  const money = useMoney(config);
  const customer = useQuery({ ...customerQueries.info(), enabled: signedIn }).data;
  const addresses = useQuery({ ...addressQueries.list(), enabled: signedIn }).data;
  const categories = useQuery(parcelQueries.categories(moduleId));

  const [machine] = useState(createParcelMachine);
  const actor = useActorRef(machine);
  const step = useSelector(actor, (s) => STEPS.find((name) => s.hasTag(name)) ?? null);
  const busy = useSelector(actor, (s) => s.hasTag('busy') || s.hasTag('redirecting'));
  const placedDone = useSelector(actor, (s) => s.hasTag('placed'));
  const ctx = useSelector(actor, (s) => s.context);

  useEffect(() => {
    const subs = [
      actor.on('redirect', ({ url }) => window.location.assign(url)),
      actor.on('failed', ({ error }) => void toast.error(errorMessage(error))),
    ];
    return () => subs.forEach((s) => s.unsubscribe());
  }, [actor]);

  // ?category_id= (the parcel home's links) chooses the category once the categories are known
  const preset = Number(search.get('category_id'));
  const presetDone = useRef(false);
  useEffect(() => {
    if (presetDone.current || !preset || !categories.data) return;
    presetDone.current = true;
    if (categories.data.some((c) => c.id === preset)) actor.send({ type: 'CHOOSE_CATEGORY', categoryId: preset });
  }, [actor, preset, categories.data]);

  const here = useMemo(() => parseLatLng(session.latLng()), []);
  const start = here ?? parseLatLng(config?.default_location) ?? { lat: 23.7925, lng: 90.4078 };
  const senderStart: ParcelParty = ctx.sender ?? {
    ...emptyParty,
    name: customer ? `${customer.f_name ?? ''} ${customer.l_name ?? ''}`.trim() : '',
    phone: customer?.phone ?? '',
    address: here ? (session.location() ?? '') : '',
    lat: here?.lat ?? null,
    lng: here?.lng ?? null,
  };

  const category = categories.data?.find((c) => c.id === ctx.categoryId) ?? null;
  const from = pointOf(ctx.sender);
  const to = pointOf(ctx.receiver);
  const senderZone = useQuery(parcelQueries.zone(from, moduleId)).data ?? null;
  const receiverZone = useQuery(parcelQueries.zone(to, moduleId)).data ?? null;
  const distance = parcelDistance(from, to);
  const extra = useQuery(parcelQueries.extraCharge(distance)).data;
  const price =
    category && senderZone && config && distance !== null && extra !== undefined
      ? parcelPrice({ category, zone: senderZone, config, distance, extraCharge: extra, tips: 0 })
      : null;

  return (
    <Page>
      <h1>{t('parcel.title')}</h1>
      <Steps aria-label={t('parcel.steps.label')}>
        {STEPS.map((name) => (
          <li key={name} aria-current={step === name ? 'step' : undefined}>
            {t(`parcel.steps.${name}`)}
          </li>
        ))}
      </Steps>
      {step === 'category' && (
        <CategoryStep
          categories={categories.data}
          loading={categories.isPending}
          chosen={ctx.categoryId}
          onChoose={(c) => actor.send({ type: 'CHOOSE_CATEGORY', categoryId: c.id })}
        />
      )}
      {step === 'sender' && (
        <PartyForm
          key="sender"
          kind="sender"
          initial={senderStart}
          start={start}
          saved={addresses}
          problem={ctx.problem}
          onSubmit={(sender) => actor.send({ type: 'SUBMIT_SENDER', sender })}
          onBack={() => actor.send({ type: 'BACK' })}
        />
      )}
      {step === 'receiver' && (
        <PartyForm
          key="receiver"
          kind="receiver"
          initial={ctx.receiver ?? emptyParty}
          start={from ?? start}
          problem={ctx.problem}
          onSubmit={(receiver) => actor.send({ type: 'SUBMIT_RECEIVER', receiver })}
          onBack={() => actor.send({ type: 'BACK' })}
        />
      )}
      {step === 'payment' && config && (
        <PaymentStep
          config={config}
          zone={senderZone}
          guest={!signedIn}
          walletBalance={customer?.wallet_balance ?? 0}
          price={price}
          money={money}
          problem={ctx.problem}
          busy={busy}
          onBack={() => actor.send({ type: 'BACK' })}
          onPlace={(choice) =>
            price &&
            ctx.sender &&
            ctx.receiver &&
            ctx.categoryId !== null &&
            actor.send({
              type: 'PLACE',
              draft: {
                payer: choice.payer,
                payment: choice.payment,
                body: parcelBody({
                  categoryId: ctx.categoryId,
                  sender: ctx.sender,
                  receiver: ctx.receiver,
                  receiverZoneId: receiverZone?.zoneId ?? null,
                  payer: choice.payer,
                  payment: choice.payment,
                  note: choice.note,
                  total: price.total,
                  distance: price.distance,
                  callback: `${window.location.origin}${paths.trackOrder}`,
                }),
              },
            })
          }
        />
      )}
      {placedDone && ctx.placed && ctx.draft && (
        <ParcelPlaced parcel={ctx.placed} payer={ctx.draft.payer} money={money} />
      )}
    </Page>
  );
}

const Page = styled.div`
  max-width: 880px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(4)};
  form,
  section {
    ${stack(3)}
  }
`;

const Steps = styled.ol`
  ${cluster(4)}
  padding: 0;
  list-style-position: inside;
  color: ${({ theme }) => theme.color.textMuted};
  [aria-current='step'] {
    color: ${({ theme }) => theme.color.text};
    font-weight: 700;
  }
`;
