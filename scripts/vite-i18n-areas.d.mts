import type { Plugin } from 'vite';
export declare function catalogueAreas(dir?: string): string[];
export declare function areasReadBy(code: string, areas: string[]): string[];
export declare function i18nAreasPlugin(): Plugin;
