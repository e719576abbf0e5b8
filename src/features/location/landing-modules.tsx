import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { moduleQueries } from '../../api/modules.ts';
import { Title } from './landing-pitch.tsx';
import { hasImage, useImageSrc } from '../../api/images.ts';
import { cluster, row } from '../../ui/layout.ts';

/** The modules on offer (fetched next to config, not after it); hidden when the list is empty or fails. */
export function LandingModules() {
  const { t } = useTranslation();
  const src = useImageSrc();
  const modules = useQuery(moduleQueries.list());
  const list = modules.data ?? [];
  if (list.length === 0) return null;
  return (
    <section aria-labelledby="landing-modules">
      <Title id="landing-modules">{t('location.modulesTitle')}</Title>
      <List>
        {list.map((m) => (
          <li key={m.id}>
            {hasImage(m, 'icon') && <img src={src(m, 'icon', 'module')} alt="" width={40} height={40} loading="lazy" />}
            <span>{m.module_name}</span>
          </li>
        ))}
      </List>
    </section>
  );
}

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  ${cluster(3)}
  li {
    ${row(2)}
    padding: ${({ theme }) => `${theme.space(2)} ${theme.space(4)}`};
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme }) => theme.color.surface};
    border: 1px solid ${({ theme }) => theme.color.border};
  }
`;
