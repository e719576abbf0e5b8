import type { Plugin } from 'vite';
export declare function flowsPlugins(): Plugin[];
