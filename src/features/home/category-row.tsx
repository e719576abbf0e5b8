import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { CategoryChip } from '../../api/categories.ts';
import { QueryState } from './query-state.tsx';
import { Section } from './section.tsx';
import { categoryPath, vehicleCategoryPath } from '../../app/paths.ts';
import { useImageSrc } from '../../api/images.ts';

interface CategoryQuery {
  isPending: boolean;
  isError: boolean;
  error: Error | null;
  refetch: () => unknown;
  data?: CategoryChip[];
}

/** The module's categories; store categories open /category/{id}, rental ones the vehicle search. */
export function CategoryRow({ query, rental }: { query: CategoryQuery; rental: boolean }) {
  const { t } = useTranslation();
  const src = useImageSrc();
  const categories = query.data ?? [];
  return (
    <Section title={t('home.categories')}>
      <QueryState
        query={query}
        empty={t('home.empty.categories')}
        isEmpty={categories.length === 0}
        skeleton={{ count: 8, height: '96px' }}
      >
        <List>
          {categories.map((c) => (
            <li key={c.id}>
              <Tile to={rental ? vehicleCategoryPath(c.id) : categoryPath(c.id, c.name)}>
                <img src={src(c, 'image', 'category')} alt="" width={56} height={56} loading="lazy" />
                <span>{c.name}</span>
              </Tile>
            </li>
          ))}
        </List>
      </QueryState>
    </Section>
  );
}

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(96px, 1fr));
  gap: ${({ theme }) => theme.space(3)};
`;

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
