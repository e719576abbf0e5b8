// The forms after an order (a refund request, an item's review, offline payment information): the fields in one
// disabled-able group, the server's refusal, and the dialog with its Send / Try again (a note is the shop's
// `LongTextField`).
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from '@xstate/react';
import styled from 'styled-components';
import type { AnyActorRef } from 'xstate';
import { errorMessage } from '../../api/errors.ts';
import type { ListLoad } from '../../shop/list-for-chart.ts';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import toast from '../../ui/toast.ts';

/** The form's fields: one fieldset, so disabling it while sending disables every control. */
export const FormFields = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  min-width: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
`;

/** Why the server refused (announced). */
export const ErrorText = styled.p`
  color: ${({ theme }) => theme.color.error};
`;

/** What the dialog reads of the chart: its tags, whether it can send, and why the server refused. */
interface SendingSnapshot {
  hasTag(tag: string): boolean;
  can(event: { type: 'SUBMIT' }): boolean;
  context: { error: unknown };
}

/** The chart of a form sent after an order, as its dialog drives it and hears its refusals. */
export interface SendingActor extends Pick<AnyActorRef, 'subscribe'> {
  send(event: { type: 'OPEN' } | { type: 'CLOSE' } | { type: 'RETRY' } | { type: 'SUBMIT' }): void;
  getSnapshot(): SendingSnapshot;
  on(type: 'failed', handler: (event: { type: 'failed'; error: unknown }) => void): { unsubscribe(): void };
}

/**
 * The chart's state as the form reads it: open, waiting for its choices, sending, refused (with the server's
 * message), and whether Submit can send.
 */
export function useSendingState(actor: SendingActor) {
  return {
    open: useSelector(actor, (s) => s.hasTag('open')),
    loading: useSelector(actor, (s) => s.hasTag('loading')),
    busy: useSelector(actor, (s) => s.hasTag('busy')),
    failed: useSelector(actor, (s) => s.hasTag('failed')),
    canSubmit: useSelector(actor, (s) => s.can({ type: 'SUBMIT' })),
    error: useSelector(actor, (s) => (s.context.error ? errorMessage(s.context.error) : null)),
  };
}

export type SendingState = ReturnType<typeof useSendingState>;

/**
 * The dialog of a form sent after an order (a review, a refund request, offline payment information), bound to its
 * chart: each press of the button that asks for it (`asked` counts them) opens it (OPEN); it closes (CLOSE) unless
 * sending; a refusal shows the server's message under the form and as an error toast; its footer is Try again after
 * a refusal (RETRY) or after its choices failed to load (`load`, asked again), else the send button (SUBMIT) —
 * disabled until the chart can send, its busy label while sending.
 */
export function SendDialog({
  actor,
  state: { open, busy, failed, canSubmit, error },
  asked = 0,
  load,
  title,
  label,
  busyLabel,
  children,
}: {
  actor: SendingActor;
  state: SendingState;
  asked?: number;
  load?: ListLoad;
  title: string;
  label: string;
  busyLabel: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  useEffect(() => {
    if (asked > 0) actor.send({ type: 'OPEN' });
  }, [actor, asked]);
  useEffect(() => {
    const sub = actor.on('failed', ({ error: e }) => void toast.error(errorMessage(e)));
    return () => sub.unsubscribe();
  }, [actor]);
  const footer = failed ? (
    <Button onClick={() => actor.send({ type: 'RETRY' })}>{t('common.retry')}</Button>
  ) : load?.loadFailed ? (
    <Button onClick={load.reload}>{t('common.retry')}</Button>
  ) : (
    <Button onClick={() => actor.send({ type: 'SUBMIT' })} disabled={!canSubmit || busy} aria-busy={busy || undefined}>
      {busy ? busyLabel : label}
    </Button>
  );
  return (
    <Dialog
      open={open}
      onOpenChange={(o) => !o && !busy && actor.send({ type: 'CLOSE' })}
      title={title}
      dismissible={!busy}
      footer={footer}
    >
      {children}
      {failed && <ErrorText role="alert">{error}</ErrorText>}
    </Dialog>
  );
}
