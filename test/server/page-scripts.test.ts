// A rendered page's scripts wait in a template until its first contentful paint (server/lib/http/page-scripts.ts):
// the inline script that starts them, run in a DOM as the browser runs it.
import { createHash } from 'node:crypto';
import { JSDOM } from 'jsdom';
import { PAGE_LIVE, PAGE_LIVE_EVENT } from '../../domain/page-boot.ts';
import { describe, expect, it } from 'vitest';
import {
  START_AFTER_FIRST_PAINT,
  START_AFTER_FIRST_PAINT_SOURCE,
  startedAfterFirstPaint,
} from '../../server/lib/http/page-scripts.ts';

const tags = [
  '<script type="module" crossorigin src="/assets/index-Ab12.js"></script>',
  '<link rel="modulepreload" crossorigin href="/assets/initial-Cd34.js">',
  '<link rel="modulepreload" crossorigin href="/assets/store-page-Ef56.js">',
];

/** The page in a DOM whose paints the test reports (`paint`), as the browser reports them to a PerformanceObserver. */
function page({ hidden = false, paints = true, observer = true, held = tags, storage = true } = {}) {
  const observers: ((list: { getEntriesByName(name: string): unknown[] }) => void)[] = [];
  /** Each storage area the page asked for, and each read of one. */
  const asked: string[] = [];
  const reads: string[] = [];
  const dom = new JSDOM(
    `<!doctype html><html><head><title>Shop</title></head><body><div id="root"><h1>Shop</h1><form><button><span>Add</span></button></form><a href="#offers">Offers</a><a href="#wallet" data-requires="login">My Wallet</a><button aria-label="Add Tea to cart">+</button><button aria-label="Add Tea to cart">+</button></div>${startedAfterFirstPaint(held)}</body></html>`,
    {
      runScripts: 'dangerously',
      beforeParse(window) {
        for (const area of ['localStorage', 'sessionStorage'])
          Object.defineProperty(window, area, {
            get() {
              asked.push(area);
              if (!storage) throw new window.DOMException('Access is denied for this document.', 'SecurityError');
              return {
                getItem: (key: string) => (reads.push(`${area}.${key}`), null),
                get length() {
                  reads.push(`${area}.length`);
                  return 0;
                },
              };
            },
          });
        if (hidden) Object.defineProperty(window.document, 'visibilityState', { value: 'hidden' });
        if (!observer) Object.assign(window, { PerformanceObserver: undefined });
        else
          Object.assign(window, {
            PerformanceObserver: class {
              static supportedEntryTypes: string[] = paints ? ['paint', 'resource'] : ['resource'];
              constructor(callback: (typeof observers)[number]) {
                observers.push(callback);
              }
              observe() {}
            },
          });
      },
    },
  );
  const paint = (name: string) =>
    observers.forEach((callback) => callback({ getEntriesByName: (n) => (n === name ? [{ name }] : []) }));
  const inHead = () =>
    [...dom.window.document.head.querySelectorAll('script[type="module"], link[rel="modulepreload"]')].map(
      (el) => el.getAttribute('src') ?? el.getAttribute('href'),
    );
  return { dom, paint, inHead, asked, reads };
}

describe("a rendered page's scripts", () => {
  it('wait for the first contentful paint; then they are in <head>, in order, once', () => {
    const { paint, inHead } = page();
    expect(inHead()).toEqual([]);
    paint('first-paint');
    expect(inHead()).toEqual([]);
    paint('first-contentful-paint');
    expect(inHead()).toEqual(['/assets/index-Ab12.js', '/assets/initial-Cd34.js', '/assets/store-page-Ef56.js']);
    paint('first-contentful-paint');
    expect(inHead()).toHaveLength(3);
  });

  it('go in ten at a time, a task each, in order: a page of 25 modules is not one long task', async () => {
    const many = Array.from({ length: 25 }, (_, i) => `<link rel="modulepreload" crossorigin href="/assets/m${i}.js">`);
    const { dom, paint, inHead } = page({ held: many });
    paint('first-contentful-paint');
    expect(inHead()).toHaveLength(10);
    await new Promise((resolve) => dom.window.setTimeout(resolve));
    expect(inHead()).toHaveLength(20);
    await new Promise((resolve) => dom.window.setTimeout(resolve));
    expect(inHead()).toEqual(many.map((_, i) => `/assets/m${i}.js`));
  });

  it('start at once in a background tab (no frame is drawn there) and in a browser that reports no paints or has no observer', () => {
    expect(page({ hidden: true }).inHead()).toHaveLength(3);
    expect(page({ paints: false }).inHead()).toHaveLength(3);
    expect(page({ observer: false }).inHead()).toHaveLength(3);
  });

  it('start when the tab is hidden before the page was drawn', () => {
    const { dom, inHead } = page();
    dom.window.document.dispatchEvent(new dom.window.Event('visibilitychange'));
    expect(inHead()).toHaveLength(3);
  });

  it('start after two seconds when no paint is reported: the page is never left dead', async () => {
    const { inHead } = page();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(inHead()).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(inHead()).toHaveLength(3);
  });

  /** A click as the browser dispatches it; whether something prevented its default (a form sent, a link followed). */
  const press = (window: JSDOM['window'], target: Element) => {
    const event = new window.MouseEvent('click', { bubbles: true, cancelable: true });
    target.dispatchEvent(event);
    return event.defaultPrevented;
  };
  const live = (window: JSDOM['window']) => {
    window.document.documentElement.setAttribute(PAGE_LIVE, '');
    window.document.dispatchEvent(new window.Event(PAGE_LIVE_EVENT));
  };

  it('hold a press on a button until the page is live, shown as pending, then hand it to the button once', () => {
    const { dom } = page();
    const { document } = dom.window;
    const button = document.querySelector('button')!;
    const pressed: boolean[] = [];
    expect(press(dom.window, button.querySelector('span')!)).toBe(true); // held: the form is not sent
    expect([button.getAttribute('aria-busy'), button.style.opacity, button.style.cursor]).toEqual([
      'true',
      '0.6',
      'progress',
    ]);
    expect(press(dom.window, button)).toBe(true); // a second tap on the pending button: the same press
    expect(press(dom.window, document.querySelector('a')!)).toBe(false); // a link goes where it goes
    // the app's handler, as React's: attached when it takes the page over
    button.addEventListener('click', (event) => pressed.push(event.defaultPrevented));
    expect(pressed).toEqual([]);
    live(dom.window);
    expect(pressed).toEqual([false]);
    expect([button.hasAttribute('aria-busy'), button.getAttribute('style')]).toEqual([false, '']);
    // from then on the app has the presses: none is held
    expect(press(dom.window, button)).toBe(false);
    expect(pressed).toEqual([false, false]);
  });

  it("hold a press on a guarded link (the footer's, for signed-in shoppers) for the app's guard, not a plain link", () => {
    const { dom } = page();
    const { document } = dom.window;
    const [plain, guarded] = [...document.querySelectorAll('a')];
    expect(press(dom.window, plain!)).toBe(false);
    expect(press(dom.window, guarded!)).toBe(true); // not followed before the app can say it needs a sign-in
    const guard: string[] = [];
    guarded!.addEventListener('click', (event) => (event.preventDefault(), guard.push('guarded')));
    live(dom.window);
    expect(guard).toEqual(['guarded']);
  });

  it('hand a held press to its counterpart where the app drew the page afresh: same kind, name and place', () => {
    const { dom } = page();
    const { document } = dom.window;
    const second = document.querySelectorAll('button[aria-label="Add Tea to cart"]')[1]!;
    expect(press(dom.window, second)).toBe(true);
    // the app's own markup in place of the server's (a signed-in shopper's page), a control more before it
    const root = document.getElementById('root')!;
    root.innerHTML =
      '<h1>Shop</h1><button>Account</button><button aria-label="Add Tea to cart">+</button><button aria-label="Add Tea to cart">+</button>';
    const pressed: number[] = [];
    root
      .querySelectorAll('button[aria-label="Add Tea to cart"]')
      .forEach((b, i) => b.addEventListener('click', () => pressed.push(i)));
    live(dom.window);
    expect(pressed).toEqual([1]);
  });

  it("send no form by the browser's own submission until the page is live; then the app's handlers have them", () => {
    const { dom } = page();
    const { document, Event } = dom.window;
    const form = document.querySelector('form')!;
    const submit = () => {
      const event = new Event('submit', { bubbles: true, cancelable: true });
      form.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(submit()).toBe(true); // Enter in a field before the app is there: not sent
    live(dom.window);
    expect(submit()).toBe(false);
  });

  it('ask for the storage areas before the first paint, and read nothing: the browser opens them while the page paints', () => {
    const { asked, reads, inHead } = page();
    expect(inHead()).toEqual([]);
    expect(asked).toEqual(['localStorage', 'sessionStorage']);
    expect(reads).toEqual([]);
  });

  it('go on where storage is refused', () => {
    const { paint, inHead, asked } = page({ storage: false });
    expect(asked).toEqual(['localStorage']);
    paint('first-contentful-paint');
    expect(inHead()).toHaveLength(3);
  });

  it('are started by the one inline script the Content-Security-Policy allows, by its hash', () => {
    const html = startedAfterFirstPaint(tags);
    const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
    expect(inline).toEqual([START_AFTER_FIRST_PAINT]);
    const hash = createHash('sha256').update(inline[0]!).digest('base64');
    expect(START_AFTER_FIRST_PAINT_SOURCE).toBe(`'sha256-${hash}'`);
  });
});
