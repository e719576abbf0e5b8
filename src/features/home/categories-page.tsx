import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { categoryQueries, isShownRoot } from '../../api/categories.ts';
import type { Scope } from '../../api/scope.ts';
import { homeCategoryPath } from '../../routes/paths.ts';
import { QueryState } from './query-state.tsx';
import { StoreScope } from './store-scope.tsx';
import { TileGrid } from '../../ui/basics.ts';

/** /categories (spec part 2 §2): every root category of the module; a tile opens it on the home page. */
export function CategoriesPage() {
  return <StoreScope>{(scope) => <AllCategories scope={scope} />}</StoreScope>;
}

function AllCategories({ scope }: { scope: Scope }) {
  const { t } = useTranslation();
  const query = useQuery(categoryQueries.list(scope));
  const roots = (query.data ?? []).filter(isShownRoot);
  return (
    <>
      <h1>{t('catalogue.categories.title')}</h1>
      <QueryState
        query={query}
        empty={t('home.empty.categories')}
        isEmpty={roots.length === 0}
        skeleton={{ count: 12, height: '120px' }}
      >
        <TileGrid $min="120px">
          {roots.map((c) => (
            <li key={c.id}>
              <Tile to={homeCategoryPath(c, true)}>
                <img src={c.image_full_url} alt="" width={72} height={72} loading="lazy" />
                <span>{c.name}</span>
              </Tile>
            </li>
          ))}
        </TileGrid>
      </QueryState>
    </>
  );
}

const Tile = styled(Link)`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  text-decoration: none;
  text-align: center;
  &:hover {
    background: ${({ theme }) => theme.color.surfaceAlt};
  }
  img {
    border-radius: ${({ theme }) => theme.radius.pill};
    object-fit: cover;
  }
`;
