import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { moduleQueries } from '../../api/modules.ts';
import type { StoredModule } from '../../session/storage.ts';
import { modulesInZones, storedZoneIds } from '../../../domain/module-wording.ts';
import { pathWithDialog } from '../../routes/paths.ts';
import { hasImage, useImageSrc } from '../../api/images.ts';
import { inlineRow } from '../../ui/layout.ts';

/**
 * The module switcher on /home, shown when two or more modules serve the zone: it opens the module picker
 * (`?picker=module`, rendered by the module feature's host), which runs the module choice flow.
 */
export function ModuleSwitcher({ module, zoneId }: { module: StoredModule; zoneId: string }) {
  const { t } = useTranslation();
  const src = useImageSrc();
  const { pathname } = useLocation();
  const modules = useQuery(moduleQueries.list());
  const available = modulesInZones(
    (modules.data ?? []).filter((m) => m.status !== 0),
    storedZoneIds(zoneId),
  );
  if (available.length < 2) return null;
  return (
    <Switcher to={pathWithDialog(pathname, 'picker', 'module')}>
      {hasImage(module, 'icon') && <img src={src(module, 'icon', 'module')} alt="" width={24} height={24} />}
      <span>{t('home.currentModule', { name: module.module_name })}</span>
      <strong>{t('home.switchModule')}</strong>
    </Switcher>
  );
}

const Switcher = styled(Link)`
  ${inlineRow(2)}
  min-height: 40px;
  padding-inline: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.pill};
  color: ${({ theme }) => theme.color.text};
  text-decoration: none;
  strong {
    color: ${({ theme }) => theme.color.primary};
  }
  &:hover {
    border-color: ${({ theme }) => theme.color.primary};
  }
`;
