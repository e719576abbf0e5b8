import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { categoryQueries } from '../../api/categories.ts';
import { Skeleton } from '../../ui/skeleton.tsx';
import { Icon } from '../../ui/icon.tsx';
import { useSession } from '../../session/hooks.ts';
import { paths, categoryPath } from '../../routes/paths.ts';

/** Drawer categories show at most 10 entries, then View all (spec part 2 §2, §9). */
export const DRAWER_CATEGORY_LIMIT = 10;

/** The drawer's expandable Categories entry (loads the module's categories when first expanded). */
export function DrawerCategories({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation();
  const listId = useId();
  const [expanded, setExpanded] = useState(false);
  const { module, zoneId } = useSession();
  const scope = { moduleId: module?.id ?? 0, zoneId: zoneId ?? '' };
  const categories = useQuery({ ...categoryQueries.list(scope), enabled: expanded && !!module && !!zoneId });
  const list = categories.data ?? [];
  return (
    <>
      <Toggle type="button" aria-expanded={expanded} aria-controls={listId} onClick={() => setExpanded((e) => !e)}>
        {t('shell.categories')}
        <Chevron $open={expanded}>
          <Icon name="chevron" size={16} />
        </Chevron>
      </Toggle>
      {expanded && (
        <Sub id={listId}>
          {categories.isLoading ? (
            <li role="status" aria-label={t('common.loading')}>
              <Skeleton $h="20px" />
            </li>
          ) : list.length === 0 ? (
            <li>
              <Muted>{t('shell.noCategories')}</Muted>
            </li>
          ) : (
            list.slice(0, DRAWER_CATEGORY_LIMIT).map((c) => (
              <li key={c.id}>
                <SubLink to={categoryPath(c.id, c.name)} onClick={onNavigate}>
                  {c.name}
                </SubLink>
              </li>
            ))
          )}
          <li>
            <SubLink to={paths.categories} onClick={onNavigate}>
              {t('common.viewAll')}
            </SubLink>
          </li>
        </Sub>
      )}
    </>
  );
}

const Toggle = styled.button`
  display: flex;
  align-items: center;
  justify-content: space-between;
  width: 100%;
  min-height: 44px;
  padding-inline: ${({ theme }) => theme.space(3)};
  border: none;
  background: transparent;
  border-radius: ${({ theme }) => theme.radius.md};
  cursor: pointer;
  font-weight: ${({ theme }) => theme.font.weight.medium};
  &:hover {
    background: ${({ theme }) => theme.color.surfaceAlt};
  }
`;

const Chevron = styled.span<{ $open: boolean }>`
  display: inline-flex;
  transform: rotate(${({ $open }) => ($open ? '180deg' : '0deg')});
`;

const Sub = styled.ul`
  list-style: none;
  margin: 0;
  padding-inline-start: ${({ theme }) => theme.space(5)};
`;

const SubLink = styled(Link)`
  display: flex;
  align-items: center;
  min-height: 36px;
  text-decoration: none;
  &:hover {
    color: ${({ theme }) => theme.color.primary};
  }
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
`;
