/**
 * A server-rendered page is live once its last part, the footer's content, has been drawn or hydrated
 * (src/features/shell/footer.tsx): the app puts `PAGE_LIVE` on <html> and sends `PAGE_LIVE_EVENT` on `document`.
 * Until then the page holds the presses on its buttons and guarded links and hands them on at that moment
 * (server/lib/http/page-scripts.ts), so that a tap before the page is live is carried out, not lost.
 */
export const PAGE_LIVE = 'data-app-ready';
export const PAGE_LIVE_EVENT = 'page-live';
