import type { Plugin } from 'vite';
export declare function catalogueAreas(dir?: string): string[];
export declare function partsReadBy(code: string, areas: string[]): string[];
export declare function areaTexts(file: string, area: string): Record<string, unknown>;
export declare function partOf(texts: Record<string, unknown>, part: string): Record<string, unknown>;
export declare function partsOf(texts: Record<string, unknown>): string[];
export declare function registrationsOf(used: string[], dir?: string): string;
export declare function i18nAreasPlugin(): Plugin;
