import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled, { useTheme } from 'styled-components';
import { useImageSrc } from '../../api/images.ts';
import { offerQueries, type Brand } from '../../api/offers.ts';
import type { Scope } from '../../api/scope.ts';
import { stack } from '../../ui/layout.ts';
import { brandPath } from './offer-paths.ts';
import { Row } from './item-row.tsx';
import { QueryState } from './query-state.tsx';

/** The brands as cards (`limit`: the first ones only, for the home page). */
export function BrandList({ scope, limit }: { scope: Scope; limit?: number }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const query = useQuery(offerQueries.brands(scope));
  const brands = (query.data ?? []).slice(0, limit);
  return (
    <QueryState
      query={query}
      empty={t('offers.brands.empty')}
      isEmpty={brands.length === 0}
      skeleton={{ count: 6, height: theme.space(30) }}
    >
      <Brands>
        {brands.map((brand) => (
          <li key={brand.id}>
            <BrandCard brand={brand} />
          </li>
        ))}
      </Brands>
    </QueryState>
  );
}

function BrandCard({ brand }: { brand: Brand }) {
  const { t } = useTranslation();
  const src = useImageSrc();
  return (
    <Card to={brandPath(brand)}>
      <img src={src(brand, 'image', 'brand')} alt="" width={64} height={64} loading="lazy" />
      <strong>{brand.name}</strong>
      <span>{t('offers.brands.itemCount', { count: brand.items_count })}</span>
    </Card>
  );
}

const Brands = styled(Row)`
  grid-template-columns: repeat(auto-fill, minmax(${({ theme }) => theme.size.fieldMin}, 1fr));
`;

const Card = styled(Link)`
  ${stack(1)}
  align-items: center;
  text-align: center;
  padding: ${({ theme }) => theme.space(3)};
  border: ${({ theme }) => theme.size.hairline} solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  color: inherit;
  text-decoration: none;
  img {
    object-fit: contain;
  }
  span {
    font-size: ${({ theme }) => theme.font.size.sm};
    color: ${({ theme }) => theme.color.textMuted};
  }
`;
