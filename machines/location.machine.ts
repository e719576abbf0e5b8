import { assign, fromPromise, setup } from 'xstate';
import {
  formatLatLng,
  type LatLng,
  type PlaceDetails,
  type PlaceSuggestion,
  type SavedAddress,
} from '../src/domain/geo.ts';

/**
 * Location picker (spec part 2 §2 Location picker, §4 Location; part 1 §4 Map, §9): choose a way (current
 * position, place search, map, saved address) → a point → reverse geocode + zone lookup (in parallel) →
 * outside every zone (nothing stored) | confirmed → saving (address, coordinates, zone ids stored, toast) →
 * reload onto /home. Pure: the real actors and side effects are bound in
 * `src/features/location/location.context.ts`.
 */

export type { LatLng, PlaceDetails, PlaceSuggestion, SavedAddress };

export interface ZoneLookupResult {
  /** The zone ids as the JSON array string the server returns, e.g. "[2,1]". */
  zoneId: string;
}

/** What went wrong, for the view to word: each leaves the other ways usable. */
export type LocationProblem =
  | { kind: 'denied' }
  | { kind: 'timeout' }
  | { kind: 'unavailable' }
  | { kind: 'outOfZone'; message: string | null }
  | { kind: 'failed'; message: string | null };

export interface LocationContext {
  /** Where the map opens when nothing is picked yet: the stored location or config.default_location. */
  initialCenter: LatLng | null;
  query: string;
  suggestions: PlaceSuggestion[];
  savedAddresses: SavedAddress[];
  point: LatLng | null;
  address: string | null;
  zoneId: string | null;
  problem: LocationProblem | null;
}

export type LocationEvent =
  | { type: 'LOCATE' }
  | { type: 'SEARCH'; text: string }
  | { type: 'CHOOSE_SUGGESTION'; suggestion: PlaceSuggestion }
  | { type: 'OPEN_MAP' }
  | { type: 'MOVE'; latLng: LatLng }
  | { type: 'OPEN_SAVED'; signedIn: boolean }
  | { type: 'PICK_ADDRESS'; address: SavedAddress }
  | { type: 'CONFIRM' }
  | { type: 'RETRY' }
  | { type: 'CLOSE' };

const errorOf = (event: unknown) =>
  (event as { error?: unknown }).error as { code?: unknown; status?: unknown; message?: unknown } | undefined;

const messageOf = (event: unknown): string | null => {
  const message = errorOf(event)?.message;
  return typeof message === 'string' && message ? message : null;
};

/** The `output` of an actor's done event (named actions see the machine's event union). */
const outputOf = <T>(event: unknown) => (event as { output: T }).output;

const notProvided = (name: string) => () => Promise.reject(new Error(`${name} is not provided`));

export const locationMachine = setup({
  types: {
    context: {} as LocationContext,
    input: {} as { initialCenter: LatLng | null },
    events: {} as LocationEvent,
  },
  actors: {
    geolocate: fromPromise<LatLng>(notProvided('geolocate')),
    autocomplete: fromPromise<PlaceSuggestion[], { text: string }>(notProvided('autocomplete')),
    placeDetails: fromPromise<PlaceDetails, { placeId: string }>(notProvided('placeDetails')),
    loadSavedAddresses: fromPromise<SavedAddress[]>(notProvided('loadSavedAddresses')),
    reverseGeocode: fromPromise<string, { latLng: LatLng }>(notProvided('reverseGeocode')),
    zoneLookup: fromPromise<ZoneLookupResult, { latLng: LatLng }>(notProvided('zoneLookup')),
  },
  actions: {
    clearProblem: assign({ problem: null }),
    setQuery: assign({
      query: ({ event }) => (event.type === 'SEARCH' ? event.text.trim() : ''),
      problem: null,
    }),
    clearSearch: assign({ query: '', suggestions: [] }),
    setSuggestions: assign({ suggestions: ({ event }) => outputOf<PlaceSuggestion[]>(event) ?? [] }),
    pinPosition: assign({
      point: ({ event }) => outputOf<LatLng>(event),
      address: null,
      zoneId: null,
      problem: null,
    }),
    pinPlace: assign({
      point: ({ event }) => outputOf<PlaceDetails>(event).latLng,
      address: ({ event }) => outputOf<PlaceDetails>(event).address,
      zoneId: null,
      problem: null,
    }),
    pinMapCenter: assign({
      point: ({ context }) => context.point ?? context.initialCenter,
      address: null,
      zoneId: null,
      problem: null,
    }),
    pinSavedAddress: assign({
      point: ({ event }) => (event.type === 'PICK_ADDRESS' ? event.address.latLng : null),
      address: ({ event }) => (event.type === 'PICK_ADDRESS' ? event.address.address : null),
      zoneId: null,
      problem: null,
    }),
    movePin: assign({
      point: ({ event, context }) => (event.type === 'MOVE' ? event.latLng : context.point),
      address: null,
      zoneId: null,
      problem: null,
    }),
    setSavedAddresses: assign({ savedAddresses: ({ event }) => outputOf<SavedAddress[]>(event) ?? [] }),
    setAddress: assign({ address: ({ event }) => outputOf<string>(event) }),
    useCoordinatesAsAddress: assign({
      address: ({ context }) => (context.point ? formatLatLng(context.point) : null),
    }),
    setZone: assign({ zoneId: ({ event }) => outputOf<ZoneLookupResult>(event).zoneId }),
    reportDenied: assign({ problem: { kind: 'denied' } as LocationProblem }),
    reportTimeout: assign({ problem: { kind: 'timeout' } as LocationProblem }),
    reportUnavailable: assign({ problem: { kind: 'unavailable' } as LocationProblem }),
    reportOutOfZone: assign({
      zoneId: null,
      problem: ({ event }) => ({ kind: 'outOfZone', message: messageOf(event) }) as LocationProblem,
    }),
    reportFailure: assign({
      problem: ({ event }) => ({ kind: 'failed', message: messageOf(event) }) as LocationProblem,
    }),
    notifySignInRequired: () => {},
    notifyFailure: () => {},
    storeLocation: () => {},
    showSavedToast: () => {},
    reloadHome: () => {},
  },
  guards: {
    hasSearchText: ({ event }) => event.type === 'SEARCH' && event.text.trim().length > 0,
    isSignedIn: ({ event }) => event.type === 'OPEN_SAVED' && event.signedIn,
    /** GeolocationPositionError.PERMISSION_DENIED */
    isPermissionDenied: ({ event }) => errorOf(event)?.code === 1,
    /** GeolocationPositionError.TIMEOUT */
    isPositionTimeout: ({ event }) => errorOf(event)?.code === 3,
    hasAddress: ({ context }) => !!context.address,
    /** get-zone-id answers 404 `coordinates` for a point outside every zone. */
    isOutsideZones: ({ event }) => {
      const error = errorOf(event);
      return error?.code === 'coordinates' || error?.status === 404;
    },
  },
  delays: {
    /** Spec: geolocation decision timeout 5000 ms (also covers an unanswered permission prompt). */
    geolocationTimeout: 5000,
    searchDebounce: 300,
    toastBeforeReload: 800,
  },
}).createMachine({
  id: 'location',
  context: ({ input }) => ({
    initialCenter: input.initialCenter,
    query: '',
    suggestions: [],
    savedAddresses: [],
    point: null,
    address: null,
    zoneId: null,
    problem: null,
  }),
  initial: 'choosing',
  states: {
    /** The ways to set a location (panel on the landing page or in the picker dialog). */
    choosing: {
      initial: 'idle',
      on: {
        LOCATE: { target: '.locating', actions: 'clearProblem' },
        SEARCH: [
          { guard: 'hasSearchText', target: '.searching', actions: 'setQuery' },
          { target: '.idle', actions: 'clearSearch' },
        ],
        OPEN_MAP: { target: 'map', actions: 'pinMapCenter' },
        OPEN_SAVED: [
          { guard: 'isSignedIn', target: 'savedAddresses', actions: 'clearProblem' },
          { actions: 'notifySignInRequired' },
        ],
      },
      states: {
        idle: {},
        locating: {
          invoke: {
            id: 'geolocate',
            src: 'geolocate',
            onDone: { target: '#location.map', actions: 'pinPosition' },
            onError: [
              { guard: 'isPermissionDenied', target: 'idle', actions: 'reportDenied' },
              { guard: 'isPositionTimeout', target: 'idle', actions: 'reportTimeout' },
              { target: 'idle', actions: 'reportUnavailable' },
            ],
          },
          after: {
            geolocationTimeout: { target: 'idle', actions: 'reportTimeout' },
          },
        },
        searching: {
          initial: 'debouncing',
          states: {
            debouncing: {
              after: { searchDebounce: { target: 'fetching' } },
            },
            fetching: {
              invoke: {
                id: 'autocomplete',
                src: 'autocomplete',
                input: ({ context }) => ({ text: context.query }),
                onDone: { target: 'listing', actions: 'setSuggestions' },
                onError: { target: '#location.choosing.idle', actions: ['reportFailure', 'notifyFailure'] },
              },
            },
            listing: {
              on: {
                CHOOSE_SUGGESTION: { target: '#location.choosing.placing' },
              },
            },
          },
        },
        placing: {
          invoke: {
            id: 'placeDetails',
            src: 'placeDetails',
            input: ({ event }) => ({ placeId: event.type === 'CHOOSE_SUGGESTION' ? event.suggestion.placeId : '' }),
            onDone: { target: '#location.map', actions: 'pinPlace' },
            onError: { target: 'idle', actions: ['reportFailure', 'notifyFailure'] },
          },
        },
      },
    },
    /** Saved addresses (signed-in customers). */
    savedAddresses: {
      initial: 'loading',
      on: {
        CLOSE: { target: 'choosing', actions: 'clearProblem' },
      },
      states: {
        loading: {
          invoke: {
            id: 'loadSavedAddresses',
            src: 'loadSavedAddresses',
            onDone: { target: 'listing', actions: 'setSavedAddresses' },
            onError: { target: '#location.choosing.idle', actions: ['reportFailure', 'notifyFailure'] },
          },
        },
        listing: {
          on: {
            PICK_ADDRESS: { target: '#location.map', actions: 'pinSavedAddress' },
          },
        },
      },
    },
    /** The map dialog: every way lands here; each move resolves the address and the zone again. */
    map: {
      initial: 'resolving',
      on: {
        MOVE: { target: '.resolving', actions: 'movePin' },
        CLOSE: { target: 'choosing', actions: 'clearProblem' },
      },
      states: {
        resolving: {
          type: 'parallel',
          onDone: { target: 'confirmed' },
          states: {
            address: {
              initial: 'checking',
              states: {
                checking: {
                  always: [{ guard: 'hasAddress', target: 'known' }, { target: 'geocoding' }],
                },
                geocoding: {
                  invoke: {
                    id: 'reverseGeocode',
                    src: 'reverseGeocode',
                    input: ({ context }) => ({ latLng: context.point! }),
                    onDone: { target: 'known', actions: 'setAddress' },
                    onError: { target: 'known', actions: 'useCoordinatesAsAddress' },
                  },
                },
                known: { type: 'final' },
              },
            },
            zone: {
              initial: 'lookingUp',
              states: {
                lookingUp: {
                  invoke: {
                    id: 'zoneLookup',
                    src: 'zoneLookup',
                    input: ({ context }) => ({ latLng: context.point! }),
                    onDone: { target: 'found', actions: 'setZone' },
                    onError: [
                      { guard: 'isOutsideZones', target: '#location.map.outOfZone', actions: 'reportOutOfZone' },
                      { target: '#location.map.failed', actions: ['reportFailure', 'notifyFailure'] },
                    ],
                  },
                },
                found: { type: 'final' },
              },
            },
          },
        },
        confirmed: {
          on: {
            CONFIRM: { target: '#location.saving' },
          },
        },
        outOfZone: {},
        failed: {
          on: {
            RETRY: { target: 'resolving', actions: 'clearProblem' },
          },
        },
      },
    },
    saving: {
      entry: ['storeLocation', 'showSavedToast'],
      after: {
        toastBeforeReload: { target: 'done' },
      },
    },
    done: {
      type: 'final',
      entry: 'reloadHome',
    },
  },
});
