import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled, { useTheme } from 'styled-components';
import { useImageSrc } from '../../api/images.ts';
import { offerQueries, type Brand } from '../../api/offers.ts';
import type { Scope } from '../../api/scope.ts';
import { paths } from '../../routes/paths.ts';
import { useStoredModule } from '../../session/hooks.ts';
import { stack } from '../../ui/layout.ts';
import { brandPath, flashSalePath } from './offer-paths.ts';
import { QueryState } from './query-state.tsx';
import { itemCard } from './card-model.ts';
import { FlashCountdown } from './flash-countdown.tsx';
import { ProductCard } from './product-card.tsx';
import { Row, Section } from './section.tsx';
import { useFormatters } from './use-formatters.ts';

/** How many flash sale products and brands the home page shows before "View all". */
export const HOME_OFFER_COUNT = 6;

/** The module's running flash sale on the home page (nothing when none runs): countdown, first products, View all. */
export function FlashSaleSection({ scope }: { scope: Scope }) {
  const { t } = useTranslation();
  const f = useFormatters();
  const sale = useQuery(offerQueries.flashSale(scope)).data;
  if (!sale?.id || !sale.active_products?.length) return null;
  const title = sale.title ?? t('offers.flashSale.title');
  return (
    <Section
      title={title}
      actions={
        <Link to={flashSalePath(sale.id)}>
          {t('offers.flashSale.viewAll')}
          <span className="visually-hidden"> {title}</span>
        </Link>
      }
    >
      <FlashCountdown endDate={sale.end_date} />
      <Row>
        {sale.active_products.slice(0, HOME_OFFER_COUNT).map((p) => (
          <li key={p.id}>
            <ProductCard card={itemCard(p.item, f.vegToggle)} />
          </li>
        ))}
      </Row>
    </Section>
  );
}

/** The e-commerce module's brands on the home page: the first ones and View all (/brands). */
export function BrandsSection({ scope }: { scope: Scope }) {
  const { t } = useTranslation();
  return (
    <Section
      title={t('offers.brands.title')}
      actions={
        <Link to={paths.brands}>
          {t('offers.brands.viewAll')}
          <span className="visually-hidden"> {t('offers.brands.title')}</span>
        </Link>
      }
    >
      <BrandList scope={scope} limit={HOME_OFFER_COUNT} />
    </Section>
  );
}

/** The home page's offer sections: the running flash sale, then the brands (e-commerce). */
export function OfferSections({ scope }: { scope: Scope }) {
  const brands = useStoredModule()?.module_type === 'ecommerce';
  return (
    <>
      <FlashSaleSection scope={scope} />
      {brands && <BrandsSection scope={scope} />}
    </>
  );
}

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
