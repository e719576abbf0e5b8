import type { QueryKey } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { CategoryChip } from '../../api/categories.ts';
import { QueryState } from './query-state.tsx';
import { Section } from './section.tsx';
import { categoryPath, vehicleCategoryPath } from '../../routes/paths.ts';
import { pictureAt, useImageSrc } from '../../api/images.ts';
import { TileGrid } from '../../ui/basics.ts';

interface CategoryQuery {
  isPending: boolean;
  isError: boolean;
  error: Error | null;
  refetch: () => unknown;
  data?: CategoryChip[];
}

/** The module's categories; store categories open /category/{id}, rental ones the vehicle search. */
export function CategoryRow({
  query,
  rental,
  reload,
}: {
  query: CategoryQuery;
  rental: boolean;
  /** The row's query keys, asked for afresh by its Try again. */
  reload?: readonly QueryKey[];
}) {
  const { t } = useTranslation();
  const src = useImageSrc();
  const categories = query.data ?? [];
  return (
    <Section title={t('home.categories')} reload={reload}>
      <QueryState
        query={query}
        empty={t('home.empty.categories')}
        isEmpty={categories.length === 0}
        skeleton={{ count: 8, height: '96px' }}
      >
        <TileGrid $min="96px">
          {categories.map((c) => (
            <li key={c.id}>
              <Tile to={rental ? vehicleCategoryPath(c.id) : categoryPath(c.id, c.name)}>
                <img src={pictureAt(src(c, 'image', 'category'), 160)} alt="" width={56} height={56} loading="lazy" />
                <span>{c.name}</span>
              </Tile>
            </li>
          ))}
        </TileGrid>
      </QueryState>
    </Section>
  );
}

const Tile = styled(Link)`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radius.md};
  color: ${({ theme }) => theme.color.text};
  text-decoration: none;
  text-align: center;
  font-size: ${({ theme }) => theme.font.size.sm};
  &:hover {
    background: ${({ theme }) => theme.color.surfaceAlt};
  }
  img {
    border-radius: ${({ theme }) => theme.radius.pill};
    object-fit: cover;
  }
`;
