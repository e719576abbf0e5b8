// The types of chromium-flags.mjs for the TypeScript that reads it (playwright.config.ts, the lint test).
export const PLAYWRIGHT_DISABLED_FEATURES: string[];
export const OMNIBOX_POPUPS: string[];
export const DISABLE_FEATURES_FLAG: string;
export const chromiumFlags: string[];
