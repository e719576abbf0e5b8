// The row types of the catalogue tables, as drizzle reads them: in a module of their own so that the catalogue cache
// (lib/catalogue/catalogue-rows.ts), which the request context names, does not import the item and store
// serializers that use it (lib/items/item.ts, lib/stores/store.ts re-export these).
import type { addOns, itemCampaigns, items, modules, storeSchedules, stores } from './schema/catalogue.ts';

export type ItemRow = typeof items.$inferSelect;
export type ItemCampaignRow = typeof itemCampaigns.$inferSelect;
export type AddOnRow = typeof addOns.$inferSelect;
export type StoreRow = typeof stores.$inferSelect;
export type StoreScheduleRow = typeof storeSchedules.$inferSelect;
export type ModuleRow = typeof modules.$inferSelect;
