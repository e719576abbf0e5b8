// Who a conversation is with, as 6amMart's message/details asks for it: an open conversation by its id, or the other
// party (a store's vendor, a delivery man, support) before the first message opens it. The API client and the
// conversation chart share it.

export type ChatParty = { vendor_id: number } | { delivery_man_id: number } | { admin_id: 0 };

export type ChatTarget = { conversation_id: number } | ChatParty;
