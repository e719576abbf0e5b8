import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { categoryQueries, type Category } from '../../api/categories.ts';
import { categoryPageQueries } from '../../api/category-pages.ts';
import type { Scope } from '../../api/scope.ts';
import { categoryPath, paths } from '../../routes/paths.ts';
import { moduleWording } from '../../../domain/module-wording.ts';
import { Skeleton } from '../../ui/skeleton.tsx';
import { Tabs } from '../../ui/tabs.tsx';
import { NamedHeading } from './named-heading.tsx';
import { ItemGrid, StoreGrid } from './paged-grids.tsx';
import { cluster } from '../../ui/layout.ts';

/** Every category of a tree: each root, its children and theirs. */
const everyCategory = (list: readonly Category[]): Category[] =>
  list.flatMap((c): Category[] => [c, ...everyCategory(c.childes ?? [])]);

/** The category's name: the URL's `name`, else the module's categories (at any depth); pending while they come. */
function useCategoryName(id: number, scope: Scope, fromUrl: string | null) {
  const list = useQuery({ ...categoryQueries.list(scope), enabled: !fromUrl });
  if (fromUrl) return { name: fromUrl, pending: false };
  return { name: everyCategory(list.data ?? []).find((c) => c.id === id)?.name ?? null, pending: list.isPending };
}

/**
 * A category (spec part 2 §2 "/category/{id}", "/home?search=category"): its sub-categories, then its items and
 * the stores selling them in two tabs, each paged infinitely. Wording follows the module (foods/items,
 * restaurants/stores); `fromAllCategories` offers the way back to /categories.
 */
export function CategoryView({
  id,
  scope,
  moduleType,
  name: nameFromUrl,
  fromAllCategories,
}: {
  id: number;
  scope: Scope;
  moduleType: string;
  name: string | null;
  fromAllCategories?: boolean;
}) {
  const { t } = useTranslation();
  const wording = moduleWording(moduleType);
  const items = t(`home.kinds.${wording.items}`);
  const stores = t(`home.kinds.${wording.stores}`);
  const { name, pending } = useCategoryName(id, scope, nameFromUrl);
  const children = useQuery(categoryPageQueries.children(id, scope));
  const itemQuery = useInfiniteQuery(categoryPageQueries.items(id, scope));
  const storeQuery = useInfiniteQuery(categoryPageQueries.stores(id, scope));
  const subCategories = (children.data ?? []).filter((c) => c.status !== 0);
  // each tab's panel is headed by its name (hidden: the tab shows it) so that the cards' headings come below an h2
  const itemsTab = t('catalogue.categories.itemsTab', { kind: items });
  const storesTab = t('catalogue.categories.storesTab', { kind: stores });
  return (
    <>
      {fromAllCategories && <Back to={paths.categories}>{t('catalogue.categories.back')}</Back>}
      <NamedHeading name={name} pending={pending} fallback={t('catalogue.categories.category')} />
      {children.isPending ? (
        <div role="status" aria-label={t('common.loading')}>
          <Skeleton $h="36px" />
        </div>
      ) : (
        subCategories.length > 0 && (
          <Chips aria-label={t('catalogue.categories.subCategories')}>
            {subCategories.map((c) => (
              <li key={c.id}>
                <Chip to={categoryPath(c.id, c.name)}>{c.name}</Chip>
              </li>
            ))}
          </Chips>
        )
      )}
      <Tabs
        label={t('catalogue.categories.tabs', { name: name ?? '' })}
        tabs={[
          {
            value: 'items',
            label: itemsTab,
            content: (
              <>
                <h2 className="visually-hidden">{itemsTab}</h2>
                <ItemGrid query={itemQuery} empty={t('home.empty.items', { kind: items })} kindWord={items} />
              </>
            ),
          },
          {
            value: 'stores',
            label: storesTab,
            content: (
              <>
                <h2 className="visually-hidden">{storesTab}</h2>
                <StoreGrid query={storeQuery} empty={t('home.empty.stores', { kind: stores })} kindWord={stores} />
              </>
            ),
          },
        ]}
      />
    </>
  );
}

const Back = styled(Link)`
  color: ${({ theme }) => theme.color.primary};
`;

export const Chips = styled.ul`
  list-style: none;
  margin: 0 0 ${({ theme }) => theme.space(4)};
  padding: 0;
  ${cluster(2)}
`;

const Chip = styled(Link)`
  display: inline-block;
  padding: ${({ theme }) => `${theme.space(1)} ${theme.space(3)}`};
  border-radius: ${({ theme }) => theme.radius.pill};
  border: 1px solid ${({ theme }) => theme.color.border};
  color: ${({ theme }) => theme.color.text};
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.color.surfaceAlt};
  }
`;
