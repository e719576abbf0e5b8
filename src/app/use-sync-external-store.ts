// What `use-sync-external-store/shim` resolves to in the browser's build (vite.config.ts, `browserAliases`): the shim
// stands in for a hook React 18 added; React 19 has it.
import { useSyncExternalStore as reactHook } from 'react';

export const useSyncExternalStore = reactHook;
