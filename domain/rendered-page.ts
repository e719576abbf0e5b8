// What the app's server entry (src/app/entry-server.tsx) hands the server's page assembly (server/render.ts) for one
// rendered page: the one description of a page's parts that both sides read.

export interface RenderedPage {
  /** The HTML of the app, for `<div id="root">`. */
  html: string;
  /**
   * The preloads of the images the page marks `fetchPriority="high"` (its largest paint: the first banner, a store's
   * cover, a product's or a vehicle's picture), for the head before every script: the browser asks for the image
   * first instead of after the page's dozens of module preloads.
   */
  leadImages: string;
  /** The `<style>` tags of the rendered components, for `<head>`. */
  styles: string;
  /** The state the browser starts from (src/app/page-state.ts): the dehydrated query cache, the loader data. */
  state: string;
  status: number;
  /**
   * The browser build's modules of the page's lazy routes (manifest keys, `handle.module` written into the route tables
   * of this build by scripts/vite-route-modules.mjs), which it loads before it hydrates: listed as module preloads in
   * the page's head.
   */
  modules: string[];
}
