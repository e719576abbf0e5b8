// How many Intl objects of a kind the code under test makes: a browser's first one loads ICU's data mid-hydration
// (docs/architecture.md, "The first load"), so the app's own formats and rules must not make one.

type Kind = 'NumberFormat' | 'DateTimeFormat' | 'PluralRules';
const intl = Intl as unknown as Record<Kind, new (...args: unknown[]) => object>;

/** Counts the `Intl[kind]` objects made from now until `restore()` puts the real constructor back. */
export function countIntl(kind: Kind): { made: () => number; restore: () => void } {
  const Real = intl[kind];
  let made = 0;
  intl[kind] = new Proxy(Real, { construct: (target, args) => (made++, Reflect.construct(target, args)) });
  return { made: () => made, restore: () => void (intl[kind] = Real) };
}
