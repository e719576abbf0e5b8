import type { RouteObject } from 'react-router-dom';
import { paths } from '../../routes/paths.ts';
import { flowsEnabled } from './enabled.ts';

/** /flows exists only when the flow tools are on (`?flows` on the page load, or VITE_FLOWS=1); else it is not found. */
export const routes: RouteObject[] = flowsEnabled(typeof window === 'undefined' ? '' : window.location.search)
  ? [{ path: paths.flows, lazy: () => import('./flows-page.tsx').then((m) => ({ Component: m.FlowsPage })) }]
  : [];
