// The part of i18next the app uses, in ≈ 1 kB of gzip instead of ≈ 15 kB: the browser's build and the server entry's
// resolve 'i18next' to this file (vite.config.ts, docs/architecture.md "The first load"); the tests keep the
// package. It follows i18next 26's rules for what the app's catalogues and calls need — one namespace, '.' between
// key parts, fallback to English, plurals by CLDR's rules (`pluralCategory`; `_zero` first for a count of 0; a plural
// form a catalogue lacks is its `_other`, see `t`),
// `_<context>` keys, `defaultValue`, `replace`, `{{value}}` interpolation without escaping (escapeValue: false), a
// missing key gives the key — and test/i18n/i18next-lite.test.ts checks that it answers exactly as i18next does for
// every key of both catalogues. Anything else (formats, nesting `$t()`, returnObjects, backends) is not there: add it
// here, with a case in that test, before a catalogue or a call needs it.

import { directionOf } from '../../domain/languages.ts';

export type Texts = { [key: string]: string | Texts };
type Options = Record<string, unknown>;
interface InitOptions {
  lng: string;
  fallbackLng?: string;
  resources?: Record<string, { translation: Texts }>;
}

const NAMESPACE = 'translation';
/**
 * CLDR's cardinal plural rules of English and Arabic, as Intl.PluralRules selects them (test/i18n/plural-rules.test.ts
 * compares the two): a browser's first Intl object loads ICU's data (≈ 10 ms for plural rules in Chromium on a 2-core
 * server, several times that on a phone), in the middle of hydrating the first page that shows a count. Every other
 * language (Bengali: one/other, Spanish: one/many/other) is Intl.PluralRules': its shoppers' pages pay that once.
 */
const writtenRules: Record<string, (n: number) => Intl.LDMLPluralRule> = {
  // one: i = 1 and v = 0
  en: (n) => (Math.abs(n) === 1 ? 'one' : 'other'),
  // zero: n = 0; one: n = 1; two: n = 2; few: n % 100 = 3..10; many: n % 100 = 11..99
  ar: (n) => {
    const a = Math.abs(n);
    const hundreds = Number.isInteger(a) ? a % 100 : -1;
    if (a === 0) return 'zero';
    if (a === 1) return 'one';
    if (a === 2) return 'two';
    if (hundreds >= 3 && hundreds <= 10) return 'few';
    if (hundreds >= 11) return 'many';
    return 'other';
  },
};
const pluralRules = new Map<string, Intl.PluralRules>();
export const pluralCategory = (code: string, count: number): Intl.LDMLPluralRule => {
  const written = writtenRules[code];
  if (written) return written(count);
  let rules = pluralRules.get(code);
  if (!rules) pluralRules.set(code, (rules = new Intl.PluralRules(code)));
  return rules.select(count);
};

/** i18next's test for a key with a namespace (`ns:key`) rather than a sentence: none of ` ,?!;` before the first '.'. */
const looksLikeObjectPath = (key: string) => {
  const sentence = /( |,|\?|!|;)/;
  if (!sentence.test(key)) return true;
  const dot = key.indexOf('.');
  return dot > 0 && !sentence.test(key.slice(0, dot));
};

const own = (object: unknown, key: string) =>
  object !== null && typeof object === 'object' && Object.prototype.hasOwnProperty.call(object, key);

function valueAt(tree: unknown, path: string[]): unknown {
  let node = tree;
  for (const part of path) {
    if (!own(node, part)) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

const found = (value: unknown) => value !== undefined && value !== null;
const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/** Copies `source` into `target` (i18next's deepExtend: a string on either side is kept unless `overwrite`). */
function deepExtend(target: Texts, source: Texts, overwrite: boolean) {
  for (const prop of Object.keys(source)) {
    if (prop === '__proto__' || prop === 'constructor') continue;
    if (!own(target, prop)) target[prop] = source[prop];
    else if (typeof target[prop] === 'string' || typeof source[prop] === 'string') {
      if (overwrite) target[prop] = source[prop];
    } else deepExtend(target[prop] as Texts, source[prop] as Texts, overwrite);
  }
}

/** `{{name}}` and `{{- name}}` replaced by the data's value (a dotted name reads inside it); an absent one stays. */
function interpolate(str: string, data: Options) {
  const read = (name: string) => valueAt(data, name.split('.'));
  const has = (name: string) => own(data, name);
  return str.replace(/\{\{(-?)(.+?)\}\}/g, (match, _unescaped: string, raw: string) => {
    const name = raw.trim();
    const value = read(name);
    if (value === undefined) return has(name) ? '' : match;
    return text(value);
  });
}

export class LiteI18n {
  language = 'en';
  languages: string[] = ['en'];
  isInitialized = false;
  readonly options: { fallbackLng: string; interpolation: { escapeValue: boolean } } = {
    fallbackLng: 'en',
    interpolation: { escapeValue: false },
  };
  private readonly data: Record<string, Texts> = {};

  private readonly plugins: { init?: (instance: LiteI18n) => void }[] = [];

  /** A plugin (react-i18next's binding) whose `init` runs with the instance's. */
  use(plugin: { init?: (instance: LiteI18n) => void }) {
    this.plugins.push(plugin);
    return this;
  }

  async init(options: InitOptions) {
    this.options.fallbackLng = options.fallbackLng ?? 'en';
    for (const [code, { translation }] of Object.entries(options.resources ?? {})) this.data[code] = translation;
    this.language = options.lng;
    this.languages = [...new Set([options.lng, this.options.fallbackLng])];
    this.isInitialized = true;
    this.plugins.forEach((plugin) => plugin.init?.(this));
    return this.t;
  }

  addResourceBundle(code: string, _ns: string, texts: Texts, deep = false, overwrite = false) {
    const target = (this.data[code] ??= {});
    if (deep) deepExtend(target, texts, overwrite);
    else Object.assign(target, texts);
    return this;
  }

  dir(code = this.language) {
    return directionOf(code);
  }

  getFixedT() {
    return this.t;
  }

  private lookup(code: string, key: string): unknown {
    const value = valueAt(this.data[code], key.split('.'));
    // i18next's deepFind: a key whose parts themselves hold a '.'
    const tree = this.data[code];
    return value === undefined && tree && own(tree, key) ? tree[key] : value;
  }

  /** i18next's `t(key, options)` (one key or the first found of several; a string second argument is a default). */
  readonly t = (keys: string | string[], given?: Options | string): string => {
    const opt: Options = typeof given === 'string' ? { defaultValue: given } : { ...given };
    const keyList = (Array.isArray(keys) ? keys : [keys]).map(String);
    const count = opt.count;
    const plural = count !== undefined && typeof count !== 'string';
    const zero = plural && count === 0;
    const context = opt.context;
    const withContext =
      context !== undefined && (typeof context === 'string' || typeof context === 'number') && context !== '';
    const codes = (opt.lng as string | undefined) ? [opt.lng as string, this.options.fallbackLng] : this.languages;
    let result: unknown;
    for (const given of keyList) {
      if (found(result)) break;
      const { key, namespace } = this.splitNamespace(given);
      if (namespace !== NAMESPACE) continue;
      for (const code of [...new Set(codes)]) {
        if (found(result)) break;
        // The count's category; before it, this language's `_other`: a form the catalogue lacks (Spanish's `_many`,
        // for a million, where a catalogue has only `_other`) reads as its `_other`, not as English nor as the key.
        // i18next goes on to the fallback language instead; the app's catalogues have every form (test/i18n).
        const suffixes = plural ? ['_other', `_${pluralCategory(code, Number(count))}`] : [];
        const finalKeys = [key];
        if (plural) finalKeys.push(...suffixes.map((s) => key + s), ...(zero ? [`${key}_zero`] : []));
        if (withContext) {
          const contextKey = `${key}_${String(context)}`;
          finalKeys.push(contextKey);
          if (plural) finalKeys.push(...suffixes.map((s) => contextKey + s), ...(zero ? [`${contextKey}_zero`] : []));
        }
        for (let i = finalKeys.length - 1; i >= 0 && !found(result); i--) result = this.lookup(code, finalKeys[i]);
      }
    }
    const finalKey = this.splitNamespace(keyList[keyList.length - 1]).key;
    let res: unknown = result;
    if (found(res) && typeof res === 'object')
      return `key '${finalKey} (${this.language})' returned an object instead of string.`;
    const hasDefault = Object.keys(opt).some((k) => k.startsWith('defaultValue') && opt[k] !== undefined);
    if (!found(res) && hasDefault) {
      const suffix = plural ? `_${pluralCategory((opt.lng as string) ?? this.language, Number(count))}` : '';
      res = (zero && opt.defaultValue_zero) || opt[`defaultValue${suffix}`] || opt.defaultValue;
    }
    if (!found(res)) res = finalKey;
    const data = opt.replace && typeof opt.replace !== 'string' ? (opt.replace as Options) : opt;
    return typeof res === 'string' ? interpolate(res, data) : text(res);
  };

  private splitNamespace(key: string) {
    if (!key.includes(':') || !looksLikeObjectPath(key) || /\$t\((.+?)\)/.test(key))
      return { key, namespace: NAMESPACE };
    const parts = key.split(':');
    const namespace = parts.shift()!;
    return { key: parts.join('.'), namespace };
  }
}

const i18next = { createInstance: () => new LiteI18n() };
export default i18next;
