import { addAddress, addressPage, deleteAddress, serializeAddress, updateAddress } from '../lib/address/addresses.ts';
import { defineHandlers } from '../lib/http/handler.ts';

export const addressHandlers = defineHandlers((ctx) => ({
  listAddresses: async (req) => {
    const limit = req.query.limit ?? 100;
    const offset = req.query.offset ?? 1;
    const { total, addresses } = await addressPage(ctx.db, req.user!.id, limit, offset);
    return { total_size: total, limit, offset, addresses: addresses.map(serializeAddress) };
  },

  addAddress: async (req) => {
    const row = await addAddress(ctx.db, req.user!.id, req.body, ctx.now());
    return { message: 'Successfully added!', zone_ids: row.zoneIds, address: serializeAddress(row) };
  },

  updateAddress: async (req) => {
    const row = await updateAddress(ctx.db, req.user!.id, req.params.id, req.body, ctx.now());
    return {
      message: 'Successfully updated!',
      zone_id: row.zoneId,
      zone_ids: row.zoneIds,
      address: serializeAddress(row),
    };
  },

  deleteAddress: async (req) => {
    await deleteAddress(ctx.db, req.user!.id, req.query.address_id);
    return { message: 'Successfully removed!' };
  },
}));
