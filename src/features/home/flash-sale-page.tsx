import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import styled, { useTheme } from 'styled-components';
import { offerQueries } from '../../api/offers.ts';
import type { FlashSaleProduct } from '../../api/offer-shape.ts';
import type { Scope } from '../../api/scope.ts';
import { FLASH_SALE_ID_PARAM } from './offer-paths.ts';
import { usePageTitle } from '../../shop/use-page-title.ts';
import { stack } from '../../ui/layout.ts';
import { OfferGone } from './offer-gone.tsx';
import { itemCard } from './card-model.ts';
import { FlashCountdown } from './flash-countdown.tsx';
import { LoadMore } from './load-more.tsx';
import { ProductCard } from './product-card.tsx';
import { QueryState } from './query-state.tsx';
import { StoreScope } from './store-scope.tsx';
import { useFormatters } from './use-formatters.ts';
import { Row } from './section.tsx';

/**
 * /flash-sales?id=<flash sale id> (6amMart's web client): the running flash sale's title and countdown, then its
 * products, each with how many of its stock are sold; a product opens the item popup, whose price is the sale's
 * (the server serves the item with the sale's discount and charges it on the order). Without an id: the module's
 * running flash sale (GET /flash-sales), the one its home section links to.
 */
export function FlashSalePage() {
  const [search] = useSearchParams();
  const id = Number(search.get(FLASH_SALE_ID_PARAM));
  const given = search.has(FLASH_SALE_ID_PARAM);
  return (
    <StoreScope>
      {(scope) =>
        given ? <FlashSaleView key={id} id={id} scope={scope} /> : <RunningFlashSale key="running" scope={scope} />
      }
    </StoreScope>
  );
}

/** The module's running flash sale, asked for first (none: said so under the page's heading). */
function RunningFlashSale({ scope }: { scope: Scope }) {
  const { t } = useTranslation();
  const running = useQuery(offerQueries.flashSale(scope));
  const id = running.data?.id;
  if (id) return <FlashSaleView id={id} scope={scope} />;
  if (running.isPending) return <h1>{t('offers.flashSale.title')}</h1>;
  return <NoFlashSale />;
}

/** No sale runs: the page's heading and what is said. */
function NoFlashSale() {
  const { t } = useTranslation();
  return (
    <>
      <h1>{t('offers.flashSale.title')}</h1>
      <OfferGone title={t('offers.flashSale.none')} />
    </>
  );
}

function FlashSaleView({ id, scope }: { id: number; scope: Scope }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const valid = Number.isInteger(id) && id > 0;
  const query = useInfiniteQuery({ ...offerQueries.flashSaleItems(scope, id), enabled: valid });
  const sale = query.data?.pages[0]?.flash_sale;
  const products = query.data?.pages.flatMap((p) => p.products) ?? [];
  usePageTitle(sale?.title ? { name: sale.title } : null);
  if (!valid || (query.isError && !sale)) return <NoFlashSale />;
  return (
    <>
      <Head>
        <h1>{sale?.title ?? t('offers.flashSale.title')}</h1>
        <FlashCountdown endDate={sale?.end_date} />
      </Head>
      <QueryState
        query={query}
        empty={t('offers.flashSale.empty')}
        isEmpty={products.length === 0}
        skeleton={{ count: 6, height: theme.space(65) }}
      >
        <Row>
          {products.map((product) => (
            <FlashProduct key={product.id} product={product} />
          ))}
        </Row>
        <LoadMore query={query} kindWord={t('offers.flashSale.items')} infinite />
      </QueryState>
    </>
  );
}

/** A flash sale product: its card and the sold / stock bar. */
function FlashProduct({ product }: { product: FlashSaleProduct }) {
  const { t } = useTranslation();
  const f = useFormatters();
  const label = t('offers.flashSale.sold', { sold: product.sold, stock: product.stock });
  return (
    <Product>
      <ProductCard card={itemCard(product.item, f.vegToggle)} />
      <SoldBar
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={product.stock}
        aria-valuenow={product.sold}
      >
        <span style={{ inlineSize: `${product.stock > 0 ? (100 * product.sold) / product.stock : 0}%` }} />
      </SoldBar>
      <Counts aria-hidden="true">
        <span>{label}</span>
        <span>{t('offers.flashSale.available', { count: product.available_stock })}</span>
      </Counts>
    </Product>
  );
}

const Head = styled.div`
  ${stack(1)}
  margin-block-end: ${({ theme }) => theme.space(4)};
  h1 {
    margin: 0;
  }
`;

const Product = styled.li`
  ${stack(1)}
`;

const SoldBar = styled.div`
  block-size: ${({ theme }) => theme.space(1.5)};
  border-radius: ${({ theme }) => theme.radius.xs};
  background: ${({ theme }) => theme.color.surfaceAlt};
  overflow: hidden;
  span {
    display: block;
    block-size: 100%;
    background: ${({ theme }) => theme.color.secondary};
  }
`;

const Counts = styled.div`
  display: flex;
  justify-content: space-between;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.textMuted};
`;
