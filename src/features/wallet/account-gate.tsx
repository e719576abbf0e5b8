import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../routes/paths.ts';
import { useSession } from '../../session/hooks.ts';
import { EmptyState } from '../../ui/empty-state.tsx';
import { SignInPrompt } from '../../ui/sign-in-prompt.tsx';
import Ban from 'lucide/dist/esm/icons/ban.mjs';
import { Icon } from '../../ui/icon.tsx';

/**
 * The wallet pages are for signed-in customers (spec part 2 §6): guests are asked to sign in. A feature switched off
 * in config (`enabled` false) shows no page but a clear message with the way home, as 6amMart hides it.
 */
export function AccountGate({
  enabled,
  unavailable,
  signInTitle,
  children,
}: {
  /** undefined while the config loads. */
  enabled: boolean | undefined;
  unavailable: string;
  /** What the guest is asked to sign in for, in the page's words (the wallet, the loyalty points…). */
  signInTitle: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { signedIn } = useSession();
  if (enabled === false)
    return (
      <EmptyState
        role="status"
        icon={<Icon shape={Ban} size={48} />}
        title={unavailable}
        actions={<Link to={paths.home}>{t('wallet.unavailable.goHome')}</Link>}
      />
    );
  if (!signedIn) return <SignInPrompt title={signInTitle} body={t('wallet.signInBody')} signIn={t('wallet.signIn')} />;
  if (enabled === undefined) return null;
  return <>{children}</>;
}
