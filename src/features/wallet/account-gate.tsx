import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { paths, pathWithDialog } from '../../app/paths.ts';
import { useSession } from '../../session/hooks.ts';
import { EmptyState } from '../../ui/empty-state.tsx';

/**
 * The wallet pages are for signed-in customers (spec part 2 §6): guests are asked to sign in. A feature switched off
 * in config (`enabled` false) shows no page but a clear message with the way home, as 6amMart hides it.
 */
export function AccountGate({
  enabled,
  unavailable,
  children,
}: {
  /** undefined while the config loads. */
  enabled: boolean | undefined;
  unavailable: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { signedIn } = useSession();
  const { pathname } = useLocation();
  if (enabled === false)
    return (
      <EmptyState
        role="status"
        icon="🚫"
        title={unavailable}
        actions={<Link to={paths.home}>{t('wallet.unavailable.goHome')}</Link>}
      />
    );
  if (!signedIn)
    return (
      <EmptyState
        role="status"
        icon="🔒"
        title={t('wallet.signInTitle')}
        body={t('wallet.signInBody')}
        actions={<Link to={pathWithDialog(pathname, 'auth', 'sign-in')}>{t('wallet.signIn')}</Link>}
      />
    );
  if (enabled === undefined) return null;
  return <>{children}</>;
}
