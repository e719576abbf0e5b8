import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { useStoredModule, useStoredZoneId } from '../../session/hooks.ts';
import { EmptyState } from '../../ui/empty-state.tsx';
import { paths, pathWithDialog } from '../../routes/paths.ts';

/**
 * What /home and the catalogue pages show before there is anything to browse: without a location a way to the
 * landing page, without a module a way to the picker; null once both are stored.
 */
export function HomeGuidance() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const module = useStoredModule();
  const zoneId = useStoredZoneId();
  if (zoneId && module) return null;
  return (
    <Box>
      <h1 className="visually-hidden">{t('common.appName')}</h1>
      {!zoneId ? (
        <EmptyState
          role="status"
          title={t('home.noLocation')}
          actions={<Link to={paths.landing}>{t('home.setLocation')}</Link>}
        />
      ) : (
        <EmptyState
          role="status"
          title={t('home.noModule')}
          actions={<Link to={pathWithDialog(pathname, 'picker', 'module')}>{t('home.selectModule')}</Link>}
        />
      )}
    </Box>
  );
}

const Box = styled.div`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(6)} ${({ theme }) => theme.space(4)};
`;
