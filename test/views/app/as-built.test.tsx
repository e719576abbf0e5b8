// The view tests run the modules the browser's build runs (scripts/vite-aliases.ts): the app's i18next pair, React
// Router's production build (also as react-router-dom, a package, imports it), React's own useSyncExternalStore for
// the shim (@xstate/react's ESM build imports it) and the app's i18n utils for Zag.
import { describe, expect, it } from 'vitest';
import * as i18next from 'i18next';
import * as reactI18next from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import * as routerDom from 'react-router/dom';
// @ts-expect-error -- the shim publishes no types (the app's stand-in has them)
import * as shim from 'use-sync-external-store/shim';
import * as zagI18n from '@zag-js/i18n-utils';
import * as xstateReact from '@xstate/react';
import * as i18nextLite from '../../../src/i18n/i18next-lite.ts';
import * as reactI18nextLite from '../../../src/i18n/react-i18next-lite.ts';
import * as appShim from '../../../src/app/use-sync-external-store.ts';
import * as appZagI18n from '../../../src/app/zag-i18n-utils.ts';
import * as productionRouter from '../../../node_modules/react-router/dist/production/index.mjs';
import * as productionRouterDom from '../../../node_modules/react-router/dist/production/dom-export.mjs';
// @ts-expect-error -- the package's types are its entry's, not this build file's
import * as xstateReactEsm from '../../../node_modules/@xstate/react/dist/xstate-react.esm.js';

describe('the view tests resolve packages as the browser build does', () => {
  it('i18next and react-i18next are the app’s lite pair', () => {
    expect(i18next).toBe(i18nextLite);
    expect(reactI18next).toBe(reactI18nextLite);
  });

  it('React Router is its production build, for the app’s imports and react-router-dom’s', () => {
    expect(useNavigate).toBe(productionRouter.useNavigate);
    expect(routerDom).toBe(productionRouterDom);
  });

  it('the sync-external-store shim and Zag’s i18n utils are the app’s, with @xstate/react as the bundler loads it', () => {
    expect(shim).toBe(appShim);
    expect(xstateReact).toBe(xstateReactEsm);
    expect(zagI18n).toBe(appZagI18n);
  });
});
