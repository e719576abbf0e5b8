import { locationMachine, type PlaceSuggestion, type SavedAddress } from '../../machines/location.machine.ts';
import { withInertActors, type MachinePathConfig } from '../support/machine-paths.ts';

/** Fixtures shared by the machine paths and their replay through the views. */
export const fixtures = {
  initialCenter: { lat: 23.7808, lng: 90.4125 },
  position: { lat: 23.7925, lng: 90.4078 },
  moved: { lat: 23.7461, lng: 90.3742 },
  suggestion: {
    placeId: 'place-gulshan-1',
    mainText: 'Gulshan 1',
    secondaryText: 'Dhaka, Bangladesh',
  } satisfies PlaceSuggestion,
  place: { latLng: { lat: 23.7808, lng: 90.4161 }, address: 'Gulshan 1, Dhaka, Bangladesh' },
  savedAddress: {
    id: 7,
    addressType: 'home',
    address: 'House 12, Road 5, Dhanmondi, Dhaka',
    latLng: { lat: 23.7461, lng: 90.3742 },
  } satisfies SavedAddress,
  geocoded: 'Road 11, Banani, Dhaka',
  zoneId: '[2,1]',
  outOfZone: { status: 404, code: 'coordinates', message: 'service_not_available_in_this_area' },
  serverError: { status: 500, code: 'server', message: 'The place service is unavailable.' },
};

export const locationPaths: MachinePathConfig = {
  machine: withInertActors(locationMachine),
  input: { initialCenter: fixtures.initialCenter },
  // Raised by the machine itself once both lookups are final; sending it by hand would skip them.
  skipEvents: ['xstate.done.state.location.map.resolving'],
  variants: {
    // Typing always changes the text: a second search sends a longer one.
    SEARCH: (s) => [{ text: s.context.query === 'Gulshan' ? 'Gulshan 1' : 'Gulshan' }, { text: '   ' }],
    CHOOSE_SUGGESTION: [{ suggestion: fixtures.suggestion }],
    MOVE: [{ latLng: fixtures.moved }],
    OPEN_SAVED: [{ signedIn: true }, { signedIn: false }],
    PICK_ADDRESS: [{ address: fixtures.savedAddress }],
    'xstate.done.actor.geolocate': [{ output: fixtures.position }],
    // GeolocationPositionError codes: 1 permission denied, 3 timeout, 2 position unavailable.
    'xstate.error.actor.geolocate': [{ error: { code: 1 } }, { error: { code: 3 } }, { error: { code: 2 } }],
    'xstate.done.actor.autocomplete': [{ output: [fixtures.suggestion] }],
    'xstate.error.actor.autocomplete': [{ error: fixtures.serverError }],
    'xstate.done.actor.placeDetails': [{ output: fixtures.place }],
    'xstate.error.actor.placeDetails': [{ error: fixtures.serverError }],
    'xstate.done.actor.loadSavedAddresses': [{ output: [fixtures.savedAddress] }],
    'xstate.error.actor.loadSavedAddresses': [{ error: fixtures.serverError }],
    'xstate.done.actor.reverseGeocode': [{ output: fixtures.geocoded }],
    'xstate.error.actor.reverseGeocode': [{ error: fixtures.serverError }],
    'xstate.done.actor.zoneLookup': [{ output: { zoneId: fixtures.zoneId } }],
    'xstate.error.actor.zoneLookup': [{ error: fixtures.outOfZone }, { error: fixtures.serverError }],
  },
};
