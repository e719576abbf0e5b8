import { PAGE_LIVE, PAGE_LIVE_EVENT } from '../../domain/page-boot.ts';

/**
 * Marks the page live: its last part is drawn or hydrated, or the app stands on its start-up error screen. A
 * server-rendered page then hands the presses it held to their controls (server/lib/http/page-scripts.ts); the e2e
 * journeys wait for the mark before they press anything. (A second mark changes nothing: the page hands its held
 * presses on once.)
 */
export function markPageLive() {
  document.documentElement.setAttribute(PAGE_LIVE, '');
  document.dispatchEvent(new Event(PAGE_LIVE_EVENT));
}
