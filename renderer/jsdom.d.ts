// jsdom ships no types: the server sanitizes rich text over its DOM (rich-text-server.ts), and the API
// tests parse rendered pages with it. This much of it is used.
declare module 'jsdom' {
  export class JSDOM {
    constructor(html: string);
    readonly window: Window & typeof globalThis;
  }
}
