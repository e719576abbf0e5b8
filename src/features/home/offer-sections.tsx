import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { offerQueries } from '../../api/offers.ts';
import type { Scope } from '../../api/scope.ts';
import { paths } from '../../app/paths.ts';
import { flashSalePath } from './offer-paths.ts';
import { BrandList } from './brand-list.tsx';
import { itemCard } from './card-model.ts';
import { FlashCountdown } from './flash-countdown.tsx';
import { Row } from './item-row.tsx';
import { ProductCard } from './product-card.tsx';
import { Section } from './section.tsx';
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
export function OfferSections({ scope, brands }: { scope: Scope; brands: boolean }) {
  return (
    <>
      <FlashSaleSection scope={scope} />
      {brands && <BrandsSection scope={scope} />}
    </>
  );
}
