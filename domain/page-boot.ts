/**
 * The event the app sends on `document` once it has taken over a page: hydrating the server's page (React is
 * attached to it), or drawing it afresh. Until then a server-rendered page holds the presses on its buttons and
 * hands them on at that moment (server/lib/http/page-scripts.ts), so that a tap before the page is live is not lost.
 */
export const PAGE_TAKEN_OVER = 'page-taken-over';
