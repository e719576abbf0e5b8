// The business pages' route loader (docs/architecture.md, "A page request"): its own chunk, started with the page's.
import type { LoaderFunctionArgs } from 'react-router-dom';
import { appQueryClient, fetchInto } from '../../api/query-client.ts';
import { configQueries } from '../../api/config.ts';
import { session } from '../../session/storage.ts';
import { businessPageQuery, pageOfPath } from './business-pages.ts';

/** /about-us, /terms-and-conditions, …: the config (which may hide the page), then the page's text. */
export async function businessPage({ request }: LoaderFunctionArgs) {
  const config = configQueries.config();
  await fetchInto(config);
  const page = pageOfPath(new URL(request.url).pathname);
  await fetchInto(businessPageQuery(page, session.language(), appQueryClient().getQueryData(config.queryKey)));
}
