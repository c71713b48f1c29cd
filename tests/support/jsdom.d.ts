// jsdom ships no types; the API tests parse rendered pages with this much of it.
declare module 'jsdom' {
  export class JSDOM {
    constructor(html: string);
    readonly window: Window & typeof globalThis;
  }
}
