import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useActorRef, useSelector } from '@xstate/react';
import styled from 'styled-components';
import type { Config } from '../../api/config.ts';
import { ApiError, errorMessage } from '../../api/errors.ts';
import { paths } from '../../routes/paths.ts';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { RadioCards } from '../../ui/radio-cards.tsx';
import { TextField } from '../../ui/text-field.tsx';
import toast from '../../ui/toast.ts';
import { createAddFundMachine } from './add-fund.context.ts';
import { BonusPreview } from './bonus-preview.tsx';
import { ErrorText } from './wallet.styles.ts';
import { row } from '../../ui/layout.ts';
import { sentBy } from '../../ui/sent-by.ts';

type Method = Config['active_payment_method_list'][number];

/** Each message of a refusal (spec part 2 §8: "Wallet add fund: each error in the errors array is shown"). */
const messagesOf = (error: unknown) =>
  error instanceof ApiError && error.errors.length ? error.errors.map((e) => e.message) : [errorMessage(error)];

/**
 * Add fund (the add-fund statechart): the dialog takes the amount and a payment method of the config's list (in a
 * scroll), Submit sends them with this page as the callback and the browser goes to the payment link.
 */
export function AddFund({ methods }: { methods: Method[] }) {
  const { t } = useTranslation();
  const [machine] = useState(() => createAddFundMachine(() => `${window.location.origin}${paths.wallet}`));
  const actor = useActorRef(machine, { input: { methods: methods.map((m) => m.gateway) } });
  const open = useSelector(actor, (s) => s.hasTag('open'));
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const canSubmit = useSelector(actor, (s) => s.can({ type: 'SUBMIT' }));
  const amount = useSelector(actor, (s) => s.context.amount);
  const method = useSelector(actor, (s) => s.context.method);
  const amountMissing = useSelector(actor, (s) => s.context.amountMissing);
  const methodMissing = useSelector(actor, (s) => s.context.methodMissing);
  const error = useSelector(actor, (s) => s.context.error);

  useEffect(() => {
    const subs = [
      actor.on('redirect', ({ link }) => window.location.assign(link)),
      actor.on('failed', ({ error: e }) => messagesOf(e).forEach((m) => void toast.error(m))),
    ];
    return () => subs.forEach((s) => s.unsubscribe());
  }, [actor]);

  return (
    <>
      <Button onClick={() => actor.send({ type: 'OPEN' })}>{t('wallet.addFund.open')}</Button>
      <Dialog
        open={open}
        onOpenChange={(o) => !o && !busy && actor.send({ type: 'CLOSE' })}
        title={t('wallet.addFund.title')}
        description={t('wallet.addFund.amountHint')}
        dismissible={!busy}
        footer={
          <Button type="submit" form="add-fund-form" $block disabled={!canSubmit || busy} aria-busy={busy || undefined}>
            {busy ? t('wallet.addFund.submitting') : t('wallet.addFund.submit')}
          </Button>
        }
      >
        <form id="add-fund-form" noValidate onSubmit={sentBy(() => actor.send({ type: 'SUBMIT' }))}>
          <TextField
            label={t('wallet.addFund.amount')}
            markRequired
            required
            type="number"
            inputMode="decimal"
            min={0}
            step="any"
            value={amount}
            disabled={busy}
            onChange={(e) => actor.send({ type: 'AMOUNT', amount: e.target.value })}
            error={amountMissing ? t('wallet.addFund.amountRequired') : undefined}
          />
          <BonusPreview amount={amount} />
          <Methods>
            <RadioCards
              legend={t('wallet.addFund.methods')}
              name="add-fund-method"
              options={methods.map((m) => ({
                value: m.gateway,
                label: (
                  <Gateway>
                    {m.gateway_image_full_url && <img src={m.gateway_image_full_url} alt="" width={40} height={24} />}
                    {m.gateway_title}
                  </Gateway>
                ),
              }))}
              value={method}
              disabled={busy}
              // the payment methods list scrolls past this height (spec part 2 §2, §9)
              maxHeight="300px"
              describedBy={methodMissing ? 'add-fund-method-error' : undefined}
              onValueChange={(gateway) => actor.send({ type: 'CHOOSE_METHOD', method: gateway })}
            >
              {methodMissing && (
                <ErrorText id="add-fund-method-error" role="alert">
                  {t('wallet.addFund.methodRequired')}
                </ErrorText>
              )}
            </RadioCards>
          </Methods>
          {error != null && !busy && (
            <ErrorText role="alert">
              {messagesOf(error).map((m) => (
                <span key={m}>{m} </span>
              ))}
            </ErrorText>
          )}
        </form>
      </Dialog>
    </>
  );
}

const Methods = styled.div`
  margin-block-start: ${({ theme }) => theme.space(3)};
`;

/** A payment method's logo beside its title. */
const Gateway = styled.span`
  ${row(2)}
  img {
    object-fit: contain;
  }
`;
