// The offer pages as one route chunk: four small pages a shopper moves between (the home page's
// sections link to them, a brand's page back to the brands), one file and one entry in the first load's preload map.
import { BrandPage } from './brand-page.tsx';
import { BrandsPage } from './brands-page.tsx';
import { CampaignPage } from './campaign-page.tsx';
import { FlashSalePage } from './flash-sale-page.tsx';

export const offerPages = { BrandPage, BrandsPage, CampaignPage, FlashSalePage };
