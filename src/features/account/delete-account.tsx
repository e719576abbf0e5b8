import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import styled from 'styled-components';
import { errorMessage } from '../../api/errors.ts';
import { paths } from '../../routes/paths.ts';
import { Button } from '../../ui/button.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import toast from '../../ui/toast.ts';
import { createAccountDeleteMachine } from './account-delete.context.ts';

/**
 * Delete Account (the account-delete statechart): a confirm dialog, then DELETE customer/remove-account; success
 * ends the session (token, cart) and goes to /; a refusal (on-going orders) shows the server's first message.
 */
export function DeleteAccount() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [machine] = useState(() => createAccountDeleteMachine({ queryClient }));
  const actor = useActorRef(machine);
  const open = useSelector(actor, (s) => s.hasTag('open'));
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  useEffect(() => {
    const subs = [
      actor.on('deleted', () => {
        toast.success(t('account.remove.deleted'));
        navigate(paths.landing);
      }),
      actor.on('refused', ({ message }) => void toast.error(message)),
      actor.on('failed', ({ error }) => void toast.error(errorMessage(error))),
    ];
    return () => subs.forEach((s) => s.unsubscribe());
  }, [actor, navigate, t]);
  return (
    <>
      <DeleteButton $variant="secondary" disabled={busy} onClick={() => actor.send({ type: 'DELETE' })}>
        {t('account.remove.open')}
      </DeleteButton>
      <ConfirmDialog
        open={open}
        title={t('account.remove.title')}
        description={t('account.remove.confirm')}
        busy={busy}
        confirmLabel={busy ? t('account.remove.deleting') : undefined}
        onConfirm={() => actor.send({ type: 'CONFIRM' })}
        onCancel={() => actor.send({ type: 'CANCEL' })}
      />
    </>
  );
}

/** A destructive action in the error colour (text on the surface: readable in light and dark). */
const DeleteButton = styled(Button)`
  color: ${({ theme }) => theme.color.error};
  border-color: ${({ theme }) => theme.color.error};
`;
