// The flags the e2e suite's Chromium starts with (playwright.config.ts), and bench:web's (bench/web.mjs) with it: one
// list, so a page measured by the benchmark loads in the browser the tests drive.

/**
 * The features Playwright disables itself (its `chromiumSwitches`). Chromium keeps the last --disable-features of its
 * command line, so ours repeats them (test/lint/chromium-flags.test.ts checks they are still Playwright's).
 */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * Chromium's omnibox popup is a WebUI page (with an AI Mode page) that headless windows render too: over five page
 * loads it was 40 % of the browser's CPU here (17 s → 10 s).
 */
export const OMNIBOX_POPUPS = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

export const DISABLE_FEATURES_FLAG = `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...OMNIBOX_POPUPS].join(',')}`;

/** The e2e suite's Chromium flags. */
export const chromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  DISABLE_FEATURES_FLAG,
];
