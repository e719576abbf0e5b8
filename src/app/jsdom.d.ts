// The part of jsdom the server entry uses (the package ships no types): a window for DOMPurify.
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string);
    readonly window: Window & typeof globalThis;
  }
}
