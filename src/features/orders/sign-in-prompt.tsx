import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { paths, pathWithDialog } from '../../app/paths.ts';
import { EmptyState } from '../../ui/empty-state.tsx';

/** What guests get instead of order history (spec part 1 §1): sign in, or track an order by id and phone. */
export function SignInPrompt() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <EmptyState
      role="status"
      icon="🔒"
      title={t('orders.signInTitle')}
      body={t('orders.signInBody')}
      actions={
        <>
          <Link to={pathWithDialog(pathname, 'auth', 'sign-in')}>{t('orders.signIn')}</Link>
          <Link to={paths.trackOrder}>{t('orders.trackInstead')}</Link>
        </>
      }
    />
  );
}
