import type { Plugin } from 'vite';
export declare function isRouteTable(id: string): boolean;
export declare function withRouteModules(code: string, file: string): string;
export declare function routeModulesPlugin(): Plugin;
