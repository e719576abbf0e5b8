// Event → UI step for the location flow (the landing panel, the place search, the map dialog, saved addresses).
import type { FlowSteps } from '../support/test-plans.ts';

export const locationSteps: FlowSteps = {
  machine: 'location',
  when: {
    LOCATE: 'the customer presses "Use current location"',
    SEARCH: (e) =>
      String(e.text).trim()
        ? `the customer types "${String(e.text)}" in "Search location"`
        : 'the customer clears "Search location"',
    CHOOSE_SUGGESTION: 'the customer picks a suggestion from the list',
    OPEN_MAP: 'the customer presses "Pick from map"',
    OPEN_SAVED: (e) =>
      e.signedIn ? 'the signed-in customer presses "Saved addresses"' : 'a guest presses "Saved addresses"',
    PICK_ADDRESS: 'the customer picks a saved address',
    MOVE: 'the customer drags the map to move the pin',
    CONFIRM: 'the customer presses "Confirm location"',
    RETRY: 'the customer presses "Try again"',
    CLOSE: 'the customer closes the dialog',
    'done:geolocate': 'the browser gives the current position',
    'error:geolocate': (e) =>
      ({ 1: 'the customer denies location access', 3: 'the browser does not answer in time' })[
        Number((e.error as { code?: number })?.code)
      ] ?? 'the browser cannot get a position',
    'after:geolocationTimeout': '5 seconds pass without a position',
    'after:searchDebounce': 'the text rests for 300 ms',
    'error:zoneLookup': (e) =>
      (e.error as { status?: number })?.status === 404
        ? 'the server answers that the point is outside every zone'
        : 'the zone lookup fails',
    'after:toastBeforeReload': 'the toast has shown for 800 ms',
  },
};
