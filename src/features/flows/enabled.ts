// Whether the flow tools are on for this page load: the /flows viewer and its live-actor registry (`?flows` or the
// build variable VITE_FLOWS=1), Stately's inspector (`?inspect` or VITE_INSPECT=1). Customers see neither.
import { FLOWS_PARAM, INSPECT_PARAM } from '../../routes/paths.ts';

const env = (import.meta.env ?? {}) as Record<string, string | undefined>;

export const flowsEnabled = (search: string) => env.VITE_FLOWS === '1' || new URLSearchParams(search).has(FLOWS_PARAM);

export const inspectEnabled = (search: string) =>
  env.VITE_INSPECT === '1' || new URLSearchParams(search).has(INSPECT_PARAM);
