import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../routes/paths.ts';
import { Panel } from '../../ui/panel.ts';

/** The end of a registration: the application is received and waits for the admin's approval. */
export function PendingApproval({ heading }: { heading: string }) {
  const { t } = useTranslation();
  return (
    <Panel as="section" role="status" aria-labelledby="joining-pending">
      <h2 id="joining-pending">{heading}</h2>
      <p>{t('joining.pendingText')}</p>
      <Link to={paths.home}>{t('joining.backHome')}</Link>
    </Panel>
  );
}
