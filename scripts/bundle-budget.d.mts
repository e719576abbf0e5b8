export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;
export interface Budget {
  routes: Record<string, { page: string; gzipBytes: number }>;
}
export interface RouteResult {
  route: string;
  page: string;
  files: string[];
  bytes: number;
  budget: number;
  over: boolean;
}
export declare const budgetFile: string;
export declare const HEADROOM: number;
export declare const CEILING_FRONT: number;
export declare const CEILING_OTHER: number;
export declare function ceilingOf(route: string): number;
export declare function nextBudget(route: string, bytes: number): number;
export declare function initialFiles(manifest: Manifest, keys: string[]): string[];
export declare function lazyImportsOf(sourceFile: string, source: string): string[];
export declare const isLoaderModule: (key: string) => boolean;
export declare function serverStartOf(source: string): string[];
export declare function serverStart(): string[];
export declare function routesOf(
  sourceFile: string,
  source: string,
): { loaders: string[]; pages: { page: string; rendered: boolean }[] };
export declare function pageModules(): string[];
export declare function renderedPages(): string[];
export declare function loaderModules(): Record<string, string[]>;
export declare function layoutModules(): string[];
export declare function checkBudgets(options: {
  manifest: Manifest;
  budget: Budget;
  sizeOf: (file: string) => number;
  layout?: string[];
  pages?: string[];
  loaders?: Record<string, string[]>;
  rendered?: string[];
  start?: string[];
}): { results: RouteResult[]; missing: string[]; ok: boolean };
export declare function gzipBytes(dist: string): (file: string) => number;
export declare function runBudgetCheck(distDir: string, options?: { write?: boolean }): boolean;
