import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { useStoredModule, useStoredZoneId } from '../../session/hooks.ts';
import { EmptyState } from '../../ui/empty-state.tsx';
import { ModuleHome } from './module-home.tsx';
import { paths, pathWithDialog } from '../../app/paths.ts';

/** /home: the stored module's home; without a location it points to the landing page, without a module to the picker. */
export function HomePage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const module = useStoredModule();
  const zoneId = useStoredZoneId();
  if (!zoneId)
    return (
      <Box>
        <h1 className="visually-hidden">{t('common.appName')}</h1>
        <EmptyState
          role="status"
          title={t('home.noLocation')}
          actions={<Link to={paths.landing}>{t('home.setLocation')}</Link>}
        />
      </Box>
    );
  if (!module)
    return (
      <Box>
        <h1 className="visually-hidden">{t('common.appName')}</h1>
        <EmptyState
          role="status"
          title={t('home.noModule')}
          actions={<Link to={pathWithDialog(pathname, 'picker', 'module')}>{t('home.selectModule')}</Link>}
        />
      </Box>
    );
  return <ModuleHome key={`${module.id}-${zoneId}`} module={module} zoneId={zoneId} />;
}

const Box = styled.div`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(6)} ${({ theme }) => theme.space(4)};
`;
