// The offer resources' normalisers (docs/6ammart-clients.md, "What each version sends"): a flash sale with its
// products and a basic campaign with its stores, loaded with the answers they read (src/api/offers.ts).
import type { components } from '../../openapi/storefront.d.ts';
import { integerOf, objectOf } from './lenient.ts';
import { itemOf } from './item-shape.ts';
import { eachOf, shapeOf } from './shape-readers.ts';
import { storeOf } from './store-shape.ts';

export type FlashSale = components['schemas']['FlashSale'];
export type FlashSaleProduct = components['schemas']['FlashSaleProduct'];
export type CampaignDetails = components['schemas']['BasicCampaign'] & { stores: components['schemas']['Store'][] };

/** A page of a flash sale's products (GET /flash-sales/items). */
export interface FlashSalePage {
  total_size: number;
  flash_sale: FlashSale;
  products: FlashSaleProduct[];
}

/** A flash sale's product of any version: counts and prices as numbers, its item through itemOf. */
export const flashSaleProductOf = (value: unknown): FlashSaleProduct =>
  shapeOf<FlashSaleProduct>(value, {
    id: 'integer',
    flash_sale_id: 'integer',
    item_id: 'integer',
    stock: 'integer',
    sold: 'integer',
    available_stock: 'integer',
    discount_type: 'text',
    discount: 'number',
    price: 'number',
    item: itemOf,
  });

/** A flash sale of any version (`{}` when none runs stays without an id). */
export const flashSaleOf = (value: unknown): FlashSale =>
  shapeOf<FlashSale>(value, {
    id: 'integer',
    module_id: 'integer',
    title: 'text',
    start_date: 'text',
    end_date: 'text',
    is_publish: 'flag',
    active_products: eachOf(flashSaleProductOf),
  });

/** A page of a flash sale's products of any version (the fields it has no rule for pass as sent). */
export function flashSalePageOf(answer: unknown): FlashSalePage {
  const page = objectOf(answer) ?? {};
  return {
    ...page,
    total_size: integerOf(page['total_size']),
    flash_sale: flashSaleOf(page['flash_sale']),
    products: eachOf(flashSaleProductOf)(page['products']),
  };
}

/** A basic campaign of any version with its stores (each through storeOf). */
export const campaignDetailsOf = (value: unknown): CampaignDetails =>
  shapeOf<CampaignDetails>(value, {
    id: 'integer',
    module_id: 'integer',
    title: 'text',
    description: 'text',
    store_ids: 'integers',
    available_date_starts: 'text',
    available_date_ends: 'text',
    stores: eachOf(storeOf),
  });
