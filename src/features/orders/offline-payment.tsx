import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import {
  offlinePaymentMachine,
  OFFLINE_NOTE_MAX,
  type OfflineMethodFields,
  type OfflinePaymentSend,
} from '../../../machines/offline-payment.machine.ts';
import {
  offlineMethodsQuery,
  sendOfflinePayment,
  type OfflineMethod,
  type OrderOfflinePayment,
} from '../../api/offline-payment.ts';
import { useListForChart } from '../../shop/list-for-chart.ts';
import { LongTextField } from '../../ui/long-text.tsx';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/page-frame.ts';
import { RadioCards } from '../../ui/radio-cards.tsx';
import { TextField } from '../../ui/text-field.tsx';
import toast from '../../ui/toast.ts';
import { FormFields, SendDialog, useSendingState } from './after-order-form.tsx';
import { Rows } from './orders.styles.ts';

const fieldsOf = (m: OfflineMethod): OfflineMethodFields => ({
  id: m.id,
  name: m.method_name,
  details: m.method_fields.map((f) => ({ name: f.input_name, value: f.input_data })),
  inputs: m.method_informations.map((i) => ({
    name: i.customer_input,
    label: i.customer_placeholder,
    required: i.is_required === 1,
  })),
});

function createOfflinePaymentMachine() {
  return offlinePaymentMachine.provide({
    actors: {
      sendInfo: fromPromise<void, OfflinePaymentSend>(({ input }) => sendOfflinePayment(input, input.update)),
    },
  });
}

/** What was sent, as the chart starts from it. */
function sentOf(info: OrderOfflinePayment | null) {
  if (!info) return null;
  return {
    methodId: info.data.method_id,
    values: Object.fromEntries(info.input.map((i) => [i.user_input, String(i.user_data)])),
    note: info.data.customer_note ?? '',
  };
}

/**
 * An order paid offline: the payment information sent (method, fields, note, its verification
 * status, the admin's note) and "Send payment info" / "Edit payment info", whose dialog (the offline-payment
 * statechart) lists the business's methods with their bank details and the chosen method's fields. A change
 * once sent is answered 'Payment info updated.'.
 */
export function OfflinePayment({ orderId, info }: { orderId: number; info: OrderOfflinePayment | null }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [machine] = useState(createOfflinePaymentMachine);
  const actor = useActorRef(machine, { input: { orderId, sent: sentOf(info) } });
  const sending = useSendingState(actor);
  const { loading, busy } = sending;
  const hand = useCallback(
    (list: OfflineMethod[]) => actor.send({ type: 'METHODS', methods: list.map(fieldsOf) }),
    [actor],
  );
  const load = useListForChart(offlineMethodsQuery(), loading, hand);
  const { methods, methodId, values, note, update } = useSelector(actor, (s) => s.context);
  const method = methods.find((m) => m.id === methodId) ?? null;

  useEffect(() => {
    const sub = actor.on('sent', ({ update: updated }) => {
      toast.success(updated ? t('orders.offline.updated') : t('orders.offline.sent'));
      void queryClient.invalidateQueries({ queryKey: ['orders'] });
    });
    return () => sub.unsubscribe();
  }, [actor, queryClient, t]);

  return (
    <Card aria-labelledby="order-offline">
      <h2 id="order-offline">{t('orders.offline.heading')}</h2>
      {info ? (
        <Rows>
          <dt>{t('orders.offline.method')}</dt>
          <dd>{info.data.method_name}</dd>
          {info.input.map((i) => (
            <Row key={i.user_input} label={fieldLabel(i.user_input)} value={String(i.user_data)} />
          ))}
          {info.data.customer_note && <Row label={t('orders.offline.note')} value={info.data.customer_note} />}
          <dt>{t('orders.offline.status')}</dt>
          <dd data-testid="offline-status">
            {t(`orders.offline.statuses.${info.data.status}`, { defaultValue: info.data.status })}
          </dd>
          {info.data.admin_note && <Row label={t('orders.offline.adminNote')} value={info.data.admin_note} />}
        </Rows>
      ) : (
        <p>{t('orders.offline.missing')}</p>
      )}
      <Button $variant="secondary" onClick={() => actor.send({ type: 'OPEN' })}>
        {update ? t('orders.offline.edit') : t('orders.offline.send')}
      </Button>
      <SendDialog
        actor={actor}
        state={sending}
        load={load}
        title={t('orders.offline.title')}
        label={t('orders.offline.submit')}
        busyLabel={t('orders.offline.sending')}
      >
        {load.loading && <p role="status">{t('orders.offline.loading')}</p>}
        {load.loadFailed && (
          <p role="alert">
            {t('orders.offline.loadFailed')} {load.loadError}
          </p>
        )}
        {!loading && (
          <FormFields disabled={busy}>
            <RadioCards
              legend={t('orders.offline.methods')}
              options={methods.map((m) => ({
                value: m.id,
                label: m.name,
                note: m.details.map((d) => `${d.name}: ${d.value}`).join(' · '),
              }))}
              value={methodId}
              onValueChange={(id) => actor.send({ type: 'CHOOSE_METHOD', methodId: id })}
            />
            {method?.inputs.map((i) => (
              <TextField
                key={i.name}
                label={i.label}
                markRequired={i.required}
                required={i.required}
                value={values[i.name] ?? ''}
                onChange={(e) => actor.send({ type: 'FIELD', name: i.name, value: e.target.value })}
              />
            ))}
            <LongTextField
              label={t('orders.offline.noteField')}
              value={note}
              maxLength={OFFLINE_NOTE_MAX}
              onChange={(text) => actor.send({ type: 'NOTE', note: text })}
            />
          </FormFields>
        )}
      </SendDialog>
    </Card>
  );
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </>
  );
}

/** A field's name as words: `transaction_id` → "Transaction id". */
const fieldLabel = (name: string) => {
  const words = name.replace(/_/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};
