import { useTranslation } from 'react-i18next';
import { LazyConfirmDialog } from '../../ui/lazy-confirm-dialog.tsx';
import { LogoutFlow, useLogoutOutcome } from './logout.context.ts';

/** 'Are you sure you want to logout?' — stays open (busy) until the session has ended. */
export function LogoutConfirm() {
  const { t } = useTranslation();
  const actor = LogoutFlow.useActorRef();
  useLogoutOutcome();
  const open = LogoutFlow.useSelector((s) => s.hasTag('open'));
  const busy = LogoutFlow.useSelector((s) => s.hasTag('busy'));
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
