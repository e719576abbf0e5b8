// The geometry the layout-integrity check (test/e2e/layout.spec.ts) reads from a page: what scrolls sideways, which
// controls overlap or are cut by their container, which text is clipped by its box. `probeLayout` runs inside the page
// (page.evaluate), so it may use nothing from outside its own body. It measures the whole document, not only the
// screen: boxes are in page coordinates.

export interface LayoutOffender {
  kind:
    'sideways-scroll' | 'overlap' | 'cut' | 'clipped-text' | 'text-outside-control' | 'small-target' | 'layout-shift';
  /** A CSS selector path of the element (and of the other one, for an overlap or a cut). */
  what: string;
  other?: string;
  /** The element's box in page coordinates, rounded: x, y, width, height. */
  box: [number, number, number, number];
}

export function probeLayout(): LayoutOffender[] {
  const offenders: LayoutOffender[] = [];
  const { scrollX, scrollY } = window;
  const docWidth = document.documentElement.clientWidth;

  const describe = (el: Element): string => {
    const parts: string[] = [];
    for (let e: Element | null = el; e && e !== document.body && parts.length < 4; e = e.parentElement) {
      let part = e.tagName.toLowerCase();
      if (e.id) part += `#${e.id}`;
      const testId = e.getAttribute('data-testid');
      if (testId) part += `[data-testid="${testId}"]`;
      const label = e.getAttribute('aria-label') ?? (parts.length === 0 ? e.textContent?.trim().slice(0, 30) : '');
      if (label) part += `[${JSON.stringify(label)}]`;
      const scope = e.getAttribute('data-scope');
      if (scope) part += `[data-scope=${scope}][data-part=${e.getAttribute('data-part')}]`;
      parts.unshift(part);
    }
    return parts.join(' > ');
  };
  const boxOf = (r: DOMRect): LayoutOffender['box'] => [
    Math.round(r.left + scrollX),
    Math.round(r.top + scrollY),
    Math.round(r.width),
    Math.round(r.height),
  ];

  /** Hidden from everyone: not drawn, invisible, transparent, inert or aria-hidden, or a visually hidden label. */
  const hidden = (el: Element) => {
    if (el.closest('[inert], [aria-hidden="true"]')) return true;
    if (!el.checkVisibility({ opacityProperty: true, visibilityProperty: true, contentVisibilityAuto: true }))
      return true;
    const r = el.getBoundingClientRect();
    return r.width <= 1 || r.height <= 1;
  };
  const clips = (style: CSSStyleDeclaration, axis: 'x' | 'y') => {
    const o = axis === 'x' ? style.overflowX : style.overflowY;
    return o === 'hidden' || o === 'clip';
  };
  const scrolls = (style: CSSStyleDeclaration, axis: 'x' | 'y') => {
    const o = axis === 'x' ? style.overflowX : style.overflowY;
    return o === 'auto' || o === 'scroll';
  };
  const fixed = (el: Element) => {
    for (let e: Element | null = el; e; e = e.parentElement) {
      const p = getComputedStyle(e).position;
      if (p === 'fixed' || p === 'sticky') return true;
    }
    return false;
  };

  // 1. Sideways scrolling of the page, and the elements that reach past its edges.
  if (document.documentElement.scrollWidth > docWidth + 1) {
    const wide = [...document.body.querySelectorAll('*')].filter((el) => {
      if (hidden(el)) return false;
      const r = el.getBoundingClientRect();
      if (r.right + scrollX <= docWidth + 1 && r.left + scrollX >= -1) return false;
      // an ancestor that scrolls or clips sideways keeps it inside the page
      for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
        const s = getComputedStyle(a);
        if (clips(s, 'x') || scrolls(s, 'x')) return false;
      }
      return true;
    });
    // the outermost ones: an offender's descendants say nothing more
    const outermost = wide.filter((el) => !wide.some((o) => o !== el && o.contains(el)));
    for (const el of outermost.slice(0, 5))
      offenders.push({ kind: 'sideways-scroll', what: describe(el), box: boxOf(el.getBoundingClientRect()) });
    if (!outermost.length)
      offenders.push({ kind: 'sideways-scroll', what: 'html', box: [0, 0, document.documentElement.scrollWidth, 0] });
  }

  // The controls a shopper presses or types into, as drawn.
  const controls = [
    ...document.querySelectorAll<HTMLElement>(
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="link"], ' +
        '[role="checkbox"], [role="radio"], [role="switch"], [role="tab"], [role="combobox"], [role="slider"], ' +
        '[role="menuitem"], [role="option"], [tabindex]:not([tabindex="-1"]), label:has(input)',
    ),
  ].filter((el) => !hidden(el));

  /** The part of `el`'s box left visible by its clipping ancestors (null: none); `cutBy`, the first that cuts it. */
  const visiblePart = (el: Element) => {
    const r = el.getBoundingClientRect();
    let [left, top, right, bottom] = [r.left, r.top, r.right, r.bottom];
    let cutBy: Element | null = null;
    for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
      const s = getComputedStyle(a);
      const x = clips(s, 'x') || scrolls(s, 'x');
      const y = clips(s, 'y') || scrolls(s, 'y');
      if (!x && !y) continue;
      const ar = a.getBoundingClientRect();
      const cut =
        (clips(s, 'x') && (left < ar.left - 1 || right > ar.right + 1)) ||
        (clips(s, 'y') && (top < ar.top - 1 || bottom > ar.bottom + 1));
      if (x) [left, right] = [Math.max(left, ar.left), Math.min(right, ar.right)];
      if (y) [top, bottom] = [Math.max(top, ar.top), Math.min(bottom, ar.bottom)];
      if (right - left < 1 || bottom - top < 1) return { part: null, cutBy: null };
      if (cut && !cutBy) cutBy = a;
    }
    return { part: new DOMRect(left, top, right - left, bottom - top), cutBy };
  };

  // 2. A control cut by a container that clips it (scrolling containers are scrolled, not cut).
  const drawn: { el: HTMLElement; part: DOMRect }[] = [];
  for (const el of controls) {
    const { part, cutBy } = visiblePart(el);
    if (!part) continue; // scrolled or clipped out of view entirely: a carousel's next slide
    drawn.push({ el, part });
    if (cutBy)
      offenders.push({
        kind: 'cut',
        what: describe(el),
        other: describe(cutBy),
        box: boxOf(el.getBoundingClientRect()),
      });
  }

  // 3. A control that sticks out of a box drawn around it (a card, a panel, a field's frame): what is left of it in
  // view (a row that scrolls sideways scrolls its controls, they do not stick out of the bar around it).
  const drawsBox = (s: CSSStyleDeclaration) =>
    parseFloat(s.borderTopWidth) > 0 ||
    parseFloat(s.borderInlineStartWidth) > 0 ||
    s.boxShadow !== 'none' ||
    (s.backgroundColor !== 'rgba(0, 0, 0, 0)' && s.backgroundColor !== 'transparent');
  for (const { el, part: r } of drawn) {
    for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
      const s = getComputedStyle(a);
      if (s.position === 'fixed' || !drawsBox(s)) continue;
      const ar = a.getBoundingClientRect();
      if (r.left < ar.left - 1 || r.right > ar.right + 1 || r.top < ar.top - 1 || r.bottom > ar.bottom + 1) {
        offenders.push({
          kind: 'cut',
          what: describe(el),
          other: `outside ${describe(a)}`,
          box: boxOf(el.getBoundingClientRect()),
        });
        break;
      }
    }
  }

  // 4. Two controls over each other (neither inside the other; what stays on screen as the page scrolls is left out:
  // it is drawn over the page by design).
  const inFlow = drawn.filter(({ el }) => !fixed(el));
  for (let i = 0; i < inFlow.length; i++)
    for (let j = i + 1; j < inFlow.length; j++) {
      const a = inFlow[i]!;
      const b = inFlow[j]!;
      if (a.el.contains(b.el) || b.el.contains(a.el)) continue;
      const w = Math.min(a.part.right, b.part.right) - Math.max(a.part.left, b.part.left);
      const h = Math.min(a.part.bottom, b.part.bottom) - Math.max(a.part.top, b.part.top);
      if (w > 2 && h > 2)
        offenders.push({
          kind: 'overlap',
          what: describe(a.el),
          other: describe(b.el),
          box: boxOf(a.el.getBoundingClientRect()),
        });
    }

  // 5. Text clipped by its box (an ellipsis or a line clamp is a deliberate cut and is left alone), and a control's
  // label running out of the control.
  for (const el of document.body.querySelectorAll<HTMLElement>('*')) {
    const ownText = [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim());
    if (!ownText || hidden(el)) continue;
    const s = getComputedStyle(el);
    const deliberate = s.textOverflow === 'ellipsis' || (s.webkitLineClamp && s.webkitLineClamp !== 'none');
    const overX = el.scrollWidth > el.clientWidth + 1;
    const overY = el.scrollHeight > el.clientHeight + 1;
    if (!deliberate && ((clips(s, 'x') && overX) || (clips(s, 'y') && overY)))
      offenders.push({ kind: 'clipped-text', what: describe(el), box: boxOf(el.getBoundingClientRect()) });
    else if (el.matches('button, a[href], [role="button"]') && !clips(s, 'x') && !clips(s, 'y')) {
      // the label's own lines, measured (text a visually hidden part holds for screen readers is not drawn)
      const box = el.getBoundingClientRect();
      const range = document.createRange();
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      for (let n = walker.nextNode(); n; n = walker.nextNode()) {
        if (!n.textContent!.trim() || hidden(n.parentElement!)) continue;
        range.selectNodeContents(n);
        const text = range.getBoundingClientRect();
        if (
          text.left < box.left - 1 ||
          text.right > box.right + 1 ||
          text.top < box.top - 1 ||
          text.bottom > box.bottom + 1
        ) {
          offenders.push({ kind: 'text-outside-control', what: describe(el), box: boxOf(box) });
          break;
        }
      }
    }
  }
  return offenders;
}

/**
 * How much of the first screen moved while the page loaded and hydrated, without the visitor's doing: the layout
 * shifts the browser recorded (the Layout Instability API, as Lighthouse's CLS reads them, summed over the whole
 * load), with the elements that moved. Runs inside the page, as `probeLayout`.
 */
export function probeLayoutShifts(): Promise<{ score: number; moved: string[] }> {
  interface Shift extends PerformanceEntry {
    value: number;
    hadRecentInput: boolean;
    sources: { node: Node | null }[];
  }
  const name = (node: Node | null) => {
    if (!(node instanceof Element)) return node?.nodeName ?? '(gone)';
    const text = node.textContent?.trim().slice(0, 30);
    return `${node.tagName.toLowerCase()}${text ? `[${JSON.stringify(text)}]` : ''}`;
  };
  return new Promise((resolve) => {
    new PerformanceObserver((list, observer) => {
      observer.disconnect();
      const shifts = (list.getEntries() as Shift[]).filter((e) => !e.hadRecentInput);
      resolve({
        score: shifts.reduce((sum, e) => sum + e.value, 0),
        moved: [...new Set(shifts.flatMap((e) => e.sources.map((source) => name(source.node))))],
      });
    }).observe({ type: 'layout-shift', buffered: true });
    // no entry at all: nothing moved (the observer is called only when there is one)
    setTimeout(() => resolve({ score: 0, moved: [] }), 200);
  });
}
