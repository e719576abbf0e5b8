import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useActorRef, useSelector } from '@xstate/react';
import styled from 'styled-components';
import type { Config } from '../../api/config.ts';
import { ApiError, errorMessage } from '../../api/errors.ts';
import { paths } from '../../app/paths.ts';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { TextField } from '../../ui/text-field.tsx';
import toast from '../../ui/toast.ts';
import { createAddFundMachine } from './add-fund.context.ts';
import { BonusPreview } from './bonus-preview.tsx';
import { ErrorText } from './wallet.styles.ts';
import { row } from '../../ui/layout.ts';

type Method = Config['active_payment_method_list'][number];

/** Each message of a refusal (spec part 2 §8: "Wallet add fund: each error in the errors array is shown"). */
const messagesOf = (error: unknown) =>
  error instanceof ApiError && error.errors.length ? error.errors.map((e) => e.message) : [errorMessage(error)];

/**
 * Add fund (the add-fund statechart): the dialog takes the amount and a payment method of the config's list (in a
 * 300px scroll), Submit sends them with this page as the callback and the browser goes to the payment link.
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
        <form
          id="add-fund-form"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            actor.send({ type: 'SUBMIT' });
          }}
        >
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
          <Methods aria-describedby={methodMissing ? 'add-fund-method-error' : undefined}>
            <legend>{t('wallet.addFund.methods')}</legend>
            <Scroll>
              {methods.map((m) => (
                <label key={m.gateway}>
                  <input
                    type="radio"
                    name="add-fund-method"
                    value={m.gateway}
                    checked={method === m.gateway}
                    disabled={busy}
                    onChange={() => actor.send({ type: 'CHOOSE_METHOD', method: m.gateway })}
                  />
                  {m.gateway_image_full_url && <img src={m.gateway_image_full_url} alt="" width={40} height={24} />}
                  {m.gateway_title}
                </label>
              ))}
            </Scroll>
            {methodMissing && (
              <ErrorText id="add-fund-method-error" role="alert">
                {t('wallet.addFund.methodRequired')}
              </ErrorText>
            )}
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

const Methods = styled.fieldset`
  border: none;
  margin: ${({ theme }) => theme.space(3)} 0 0;
  padding: 0;
  legend {
    font-weight: ${({ theme }) => theme.font.weight.medium};
    margin-block-end: ${({ theme }) => theme.space(2)};
  }
`;

/** The payment methods list scrolls past 300px (spec part 2 §2, §9). */
const Scroll = styled.div`
  max-height: 300px;
  overflow-y: auto;
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  label {
    ${row(2)}
    padding: ${({ theme }) => theme.space(2)};
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.sm};
    cursor: pointer;
  }
  img {
    object-fit: contain;
  }
`;
