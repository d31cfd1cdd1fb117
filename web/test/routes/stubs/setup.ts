/**
 * What jsdom lacks and the app uses: matchMedia (the phone layout), scrolling (ScrollRestoration, the
 * donate form) and the observers a carousel may ask for. All inert: the tests assert on text, not layout.
 */
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, {
  TextEncoder: globalThis.TextEncoder ?? TextEncoder,
  TextDecoder: globalThis.TextDecoder ?? TextDecoder,
});

window.matchMedia ??= (query: string): MediaQueryList =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }) as MediaQueryList;

window.scrollTo = () => undefined;
Element.prototype.scrollIntoView = () => undefined;

class InertObserver {
  observe = (): void => undefined;
  unobserve = (): void => undefined;
  disconnect = (): void => undefined;
  takeRecords = (): [] => [];
}
Object.assign(globalThis, {
  ResizeObserver: globalThis.ResizeObserver ?? InertObserver,
  IntersectionObserver: globalThis.IntersectionObserver ?? InertObserver,
});
