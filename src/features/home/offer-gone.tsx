import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../routes/paths.ts';
import { EmptyState } from '../../ui/empty-state.tsx';

/** An offer page whose offer does not run (a flash sale, a campaign): what is said, and the way home. */
export function OfferGone({ title }: { title: string }) {
  const { t } = useTranslation();
  return <EmptyState role="status" title={title} actions={<Link to={paths.home}>{t('offers.goHome')}</Link>} />;
}
