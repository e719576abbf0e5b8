// The links of the flash sale and brand pages, kept with the pages that use them rather than in src/routes/paths.ts,
// whose module every page loads first; the route patterns themselves are in the route table (paths.flashSales, …).
import { generatePath } from 'react-router-dom';
import { paths } from '../../routes/paths.ts';

/** The running flash sale's page (`/flash-sales?id=<id>`, as 6amMart's web client). */
export const FLASH_SALE_ID_PARAM = 'id';
export const flashSalePath = (id: number) =>
  `${paths.flashSales}?${new URLSearchParams({ [FLASH_SALE_ID_PARAM]: String(id) })}`;

/** A brand's items (`/brands/<id>?name=<name>`). */
export const BRAND_NAME_PARAM = 'name';
export const brandPath = (brand: { id: number; name: string }) =>
  `${generatePath(paths.brandPage, { id: String(brand.id) })}?${new URLSearchParams({ [BRAND_NAME_PARAM]: brand.name })}`;
