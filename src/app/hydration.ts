// What only a server-rendered start needs (src/app/main.tsx loads it then): the query cache the server rendered with.
// Its own chunk, so a browser-rendered start (static hosting) loads none of it.
import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { appQueryClient } from '../api/query-client.ts';

export const hydrateQueryCache = (state: DehydratedState) => hydrate(appQueryClient(), state);
