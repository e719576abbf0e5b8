import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useStoredModule, useStoredZoneId } from '../../session/hooks.ts';
import { EmptyState } from '../../ui/empty-state.tsx';
import { InterestForm } from './interest-form.tsx';
import { paths, pathWithDialog } from '../../routes/paths.ts';

/** /interest: favourite categories of the chosen module as multi-select chips; Save or Skip, then /home. */
export function InterestPage() {
  const { t } = useTranslation();
  const module = useStoredModule();
  const zoneId = useStoredZoneId();
  if (!module || !zoneId) {
    return (
      <Page>
        <EmptyState
          role="status"
          title={t('module.interest.noModule')}
          actions={<Link to={pathWithDialog(paths.home, 'picker', 'module')}>{t('module.interest.pickModule')}</Link>}
        />
      </Page>
    );
  }
  return <InterestForm key={module.id} module={module} zoneId={zoneId} />;
}

const Page = styled.section`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(6)} ${({ theme }) => theme.space(4)};
`;
