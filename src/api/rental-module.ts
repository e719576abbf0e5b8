// Rental pages know their module from the route: a shared vehicle or provider link opened with nothing
// stored, or with another module chosen, still asks the rental operations with the rental module's id — 6amMart's
// module check (reference §1) refuses them without one.
import { session } from '../session/storage.ts';
import { moduleQueries } from './modules.ts';
import { appQueryClient } from './query-client.ts';

/** The rental module's id: the stored module when it is the rental one, else the rental module of the module list. */
export async function rentalModuleId(): Promise<number | null> {
  const stored = session.module();
  if (stored?.module_type === 'rental') return stored.id;
  const modules = await appQueryClient().ensureQueryData(moduleQueries.list());
  return modules.find((m) => m.module_type === 'rental')?.id ?? null;
}

/** The `moduleId` header of a rental operation (empty when the shop has no rental module: the API's worded 403). */
export const rentalModuleHeader = async () => ({ moduleId: String((await rentalModuleId()) ?? '') });
