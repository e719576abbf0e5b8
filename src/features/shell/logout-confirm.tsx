import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { LazyConfirmDialog } from '../../ui/lazy-confirm-dialog.tsx';
import { useLogoutOutcome } from './logout.context.ts';
import type { LogoutActor } from './logout-flow.ts';

/** 'Are you sure you want to logout?' — stays open (busy) until the session has ended. */
export function LogoutConfirm({ actor }: { actor: LogoutActor }) {
  const { t } = useTranslation();
  useLogoutOutcome(actor);
  const open = useSelector(actor, (s) => s.hasTag('open'));
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  return (
    <LazyConfirmDialog
      open={open}
      title={t('shell.logout.title')}
      description={t('shell.logout.confirm')}
      busy={busy}
      onConfirm={() => actor.send({ type: 'CONFIRM' })}
      onCancel={() => actor.send({ type: 'CANCEL' })}
    />
  );
}
