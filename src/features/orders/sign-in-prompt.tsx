import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../routes/paths.ts';
import { SignInPrompt as Prompt } from '../../ui/sign-in-prompt.tsx';

/** What guests get instead of order history (spec part 1 §1): sign in, or track an order by id and phone. */
export function SignInPrompt() {
  const { t } = useTranslation();
  return (
    <Prompt
      title={t('orders.signInTitle')}
      body={t('orders.signInBody')}
      signIn={t('orders.signIn')}
      actions={<Link to={paths.trackOrder}>{t('orders.trackInstead')}</Link>}
    />
  );
}
