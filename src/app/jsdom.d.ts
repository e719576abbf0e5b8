// The part of jsdom the project uses (the package ships no types): a window for DOMPurify in the server entry, and a
// page whose inline scripts run (test/server/page-scripts.test.ts).
declare module 'jsdom' {
  export class JSDOM {
    constructor(
      html?: string,
      options?: { runScripts?: 'dangerously'; beforeParse?: (window: Window & typeof globalThis) => void },
    );
    readonly window: Window & typeof globalThis;
  }
}
