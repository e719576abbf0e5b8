// 6amMart's cart item types: a cart row's `item_type` names the Laravel model its `item_id` is of, and the cart and
// order bodies name it by the short `model` ('Item' | 'ItemCampaign').

/** The item_type of a regular item. */
export const ITEM_MODEL = 'App\\Models\\Item';
/** The item_type of a campaign item. */
export const CAMPAIGN_MODEL = 'App\\Models\\ItemCampaign';

/** The item_type of a body's `model`: 'ItemCampaign' is a campaign item, anything else a regular item. */
export const itemTypeOfModel = (model: string | null | undefined) =>
  model === 'ItemCampaign' ? CAMPAIGN_MODEL : ITEM_MODEL;
