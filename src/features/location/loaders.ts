// The landing page's route loader (docs/architecture.md, "A page request"): its own chunk, started with the page's.
import { fetchInto } from '../../api/query-client.ts';
import { moduleQueries } from '../../api/modules.ts';

/** /: the modules on offer. */
export const landingPage = () => fetchInto(moduleQueries.list());
