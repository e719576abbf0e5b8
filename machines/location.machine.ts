import { assertEvent, assign, emit, setup } from 'xstate';
import { notProvided } from './shared/not-provided.ts';
import {
  formatLatLng,
  type LatLng,
  type PlaceDetails,
  type PlaceSuggestion,
  type SavedAddress,
} from '../domain/geo.ts';

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

/** A failed call's fields the rules read (a GeolocationPositionError code, an ApiError code/status/message). */
type Failure = { code?: unknown; status?: unknown; message?: unknown } | null | undefined;
const failureOf = (error: unknown): Failure => (typeof error === 'object' ? (error as Failure) : undefined);

const messageOf = (error: unknown): string | null => {
  const message = failureOf(error)?.message;
  return typeof message === 'string' && message ? message : null;
};

/** What the machine tells its views (`actor.on(type, …)`): toasts and the reload onto /home. */
export type LocationEmitted =
  /** Saved addresses need a signed-in customer: 'Sign in to use your saved addresses.' */
  | { type: 'signInRequired' }
  /** A call failed: the server's message (or a generic one) as an error toast. */
  | { type: 'failed'; message: string | null }
  /** The location is stored: the delivery (or pickup) location toast. */
  | { type: 'saved' }
  /** Reload onto /home with the new location. */
  | { type: 'reloadHome' };

export const locationMachine = setup({
  types: {
    context: {} as LocationContext,
    input: {} as { initialCenter: LatLng | null },
    events: {} as LocationEvent,
    emitted: {} as LocationEmitted,
    /** What the views show: the panel ('choosing'), the place search, the map dialog, the saved addresses. */
    tags: {} as
      | 'choosing'
      | 'locating'
      | 'placing'
      | 'searching'
      | 'suggestions'
      | 'savedAddresses'
      | 'loading'
      | 'map'
      | 'resolving'
      | 'confirmed'
      | 'outOfZone'
      | 'failed'
      | 'saving',
  },
  actors: {
    geolocate: notProvided<LatLng>('geolocate'),
    autocomplete: notProvided<PlaceSuggestion[], { text: string }>('autocomplete'),
    placeDetails: notProvided<PlaceDetails, { placeId: string }>('placeDetails'),
    loadSavedAddresses: notProvided<SavedAddress[]>('loadSavedAddresses'),
    reverseGeocode: notProvided<string, { latLng: LatLng }>('reverseGeocode'),
    zoneLookup: notProvided<ZoneLookupResult, { latLng: LatLng }>('zoneLookup'),
  },
  actions: {
    clearProblem: assign({ problem: null }),
    setQuery: assign(({ event }) => {
      assertEvent(event, 'SEARCH');
      return { query: event.text.trim(), problem: null };
    }),
    clearSearch: assign({ query: '', suggestions: [] }),
    setSuggestions: assign((_, params: { suggestions: PlaceSuggestion[] }) => ({ suggestions: params.suggestions })),
    pinPosition: assign((_, params: { point: LatLng }) => ({
      point: params.point,
      address: null,
      zoneId: null,
      problem: null,
    })),
    pinPlace: assign((_, params: { place: PlaceDetails }) => ({
      point: params.place.latLng,
      address: params.place.address,
      zoneId: null,
      problem: null,
    })),
    pinMapCenter: assign({
      point: ({ context }) => context.point ?? context.initialCenter,
      address: null,
      zoneId: null,
      problem: null,
    }),
    pinSavedAddress: assign(({ event }) => {
      assertEvent(event, 'PICK_ADDRESS');
      return { point: event.address.latLng, address: event.address.address, zoneId: null, problem: null };
    }),
    movePin: assign(({ event }) => {
      assertEvent(event, 'MOVE');
      return { point: event.latLng, address: null, zoneId: null, problem: null };
    }),
    setSavedAddresses: assign((_, params: { addresses: SavedAddress[] }) => ({ savedAddresses: params.addresses })),
    setAddress: assign((_, params: { address: string }) => ({ address: params.address })),
    useCoordinatesAsAddress: assign({
      address: ({ context }) => (context.point ? formatLatLng(context.point) : null),
    }),
    setZone: assign((_, params: { zone: ZoneLookupResult }) => ({ zoneId: params.zone.zoneId })),
    reportDenied: assign({ problem: { kind: 'denied' } as LocationProblem }),
    reportTimeout: assign({ problem: { kind: 'timeout' } as LocationProblem }),
    reportUnavailable: assign({ problem: { kind: 'unavailable' } as LocationProblem }),
    reportOutOfZone: assign((_, params: { error: unknown }) => ({
      zoneId: null,
      problem: { kind: 'outOfZone', message: messageOf(params.error) } as LocationProblem,
    })),
    reportFailure: assign((_, params: { error: unknown }) => ({
      problem: { kind: 'failed', message: messageOf(params.error) } as LocationProblem,
    })),
    notifySignInRequired: emit({ type: 'signInRequired' as const }),
    notifyFailure: emit(({ context }) => ({
      type: 'failed' as const,
      message: context.problem?.kind === 'failed' ? context.problem.message : null,
    })),
    /** Bound by the context: store the address, the point and the zone ids. */
    storeLocation: () => {},
    showSavedToast: emit({ type: 'saved' as const }),
    reloadHome: emit({ type: 'reloadHome' as const }),
  },
  guards: {
    hasSearchText: ({ event }) => {
      assertEvent(event, 'SEARCH');
      return event.text.trim().length > 0;
    },
    isSignedIn: ({ event }) => {
      assertEvent(event, 'OPEN_SAVED');
      return event.signedIn;
    },
    /** GeolocationPositionError.PERMISSION_DENIED */
    isPermissionDenied: (_, params: { error: unknown }) => failureOf(params.error)?.code === 1,
    /** GeolocationPositionError.TIMEOUT */
    isPositionTimeout: (_, params: { error: unknown }) => failureOf(params.error)?.code === 3,
    hasAddress: ({ context }) => !!context.address,
    /** get-zone-id answers 404 `coordinates` for a point outside every zone. */
    isOutsideZones: (_, params: { error: unknown }) => {
      const error = failureOf(params.error);
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
  description:
    'Set a location: current position, place search, map pin or a saved address → address and zone → store → reload /home.',
  // nothing searched, picked or wrong yet; the map opens on `initialCenter`
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
      description: 'The ways to set a location (panel on the landing page or in the picker dialog).',
      tags: ['choosing'],
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
        idle: { description: 'Waiting for a choice; a problem (denied, timeout, unavailable, failed) shows here.' },
        locating: {
          description: 'The browser is asked for the current position (5 s at most).',
          tags: ['locating'],
          invoke: {
            id: 'geolocate',
            src: 'geolocate',
            onDone: {
              target: '#location.map',
              actions: { type: 'pinPosition', params: ({ event }) => ({ point: event.output }) },
            },
            onError: [
              {
                guard: { type: 'isPermissionDenied', params: ({ event }) => ({ error: event.error }) },
                target: 'idle',
                actions: 'reportDenied',
              },
              {
                guard: { type: 'isPositionTimeout', params: ({ event }) => ({ error: event.error }) },
                target: 'idle',
                actions: 'reportTimeout',
              },
              { target: 'idle', actions: 'reportUnavailable' },
            ],
          },
          after: {
            geolocationTimeout: { target: 'idle', actions: 'reportTimeout' },
          },
        },
        searching: {
          description: 'The place search (autocomplete) for the typed text.',
          initial: 'debouncing',
          states: {
            debouncing: {
              description: 'The text settles for 300 ms before the search.',
              tags: ['searching'],
              after: { searchDebounce: { target: 'fetching' } },
            },
            fetching: {
              description: 'The suggestions are fetched.',
              tags: ['searching'],
              invoke: {
                id: 'autocomplete',
                src: 'autocomplete',
                input: ({ context }) => ({ text: context.query }),
                onDone: {
                  target: 'listing',
                  actions: { type: 'setSuggestions', params: ({ event }) => ({ suggestions: event.output }) },
                },
                onError: {
                  target: '#location.choosing.idle',
                  actions: [
                    { type: 'reportFailure', params: ({ event }) => ({ error: event.error }) },
                    'notifyFailure',
                  ],
                },
              },
            },
            listing: {
              description: 'The suggestions are listed.',
              tags: ['suggestions'],
              on: {
                CHOOSE_SUGGESTION: { target: '#location.choosing.placing' },
              },
            },
          },
        },
        placing: {
          description: "The chosen suggestion's coordinates are fetched.",
          tags: ['placing'],
          invoke: {
            id: 'placeDetails',
            src: 'placeDetails',
            input: ({ event }) => {
              assertEvent(event, 'CHOOSE_SUGGESTION');
              return { placeId: event.suggestion.placeId };
            },
            onDone: {
              target: '#location.map',
              actions: { type: 'pinPlace', params: ({ event }) => ({ place: event.output }) },
            },
            onError: {
              target: 'idle',
              actions: [{ type: 'reportFailure', params: ({ event }) => ({ error: event.error }) }, 'notifyFailure'],
            },
          },
        },
      },
    },
    /** Saved addresses (signed-in customers). */
    savedAddresses: {
      description: 'The saved addresses (signed-in customers).',
      tags: ['savedAddresses'],
      initial: 'loading',
      on: {
        CLOSE: { target: 'choosing', actions: 'clearProblem' },
      },
      states: {
        loading: {
          description: 'The saved addresses are loading.',
          tags: ['loading'],
          invoke: {
            id: 'loadSavedAddresses',
            src: 'loadSavedAddresses',
            onDone: {
              target: 'listing',
              actions: { type: 'setSavedAddresses', params: ({ event }) => ({ addresses: event.output }) },
            },
            onError: {
              target: '#location.choosing.idle',
              actions: [{ type: 'reportFailure', params: ({ event }) => ({ error: event.error }) }, 'notifyFailure'],
            },
          },
        },
        listing: {
          description: 'The saved addresses are listed; picking one opens the map on it.',
          on: {
            PICK_ADDRESS: { target: '#location.map', actions: 'pinSavedAddress' },
          },
        },
      },
    },
    /** The map dialog: every way lands here; each move resolves the address and the zone again. */
    map: {
      description: 'The map dialog: every way lands here; each move resolves the address and the zone again.',
      tags: ['map'],
      initial: 'resolving',
      on: {
        MOVE: { target: '.resolving', actions: 'movePin' },
        CLOSE: { target: 'choosing', actions: 'clearProblem' },
      },
      states: {
        resolving: {
          description: 'The address (reverse geocoding, unless known) and the zone are looked up together.',
          tags: ['resolving'],
          type: 'parallel',
          onDone: { target: 'confirmed' },
          states: {
            address: {
              description: 'The address of the point.',
              initial: 'checking',
              states: {
                checking: {
                  description: 'A saved address or a place already has one; otherwise it is reverse geocoded.',
                  always: [{ guard: 'hasAddress', target: 'known' }, { target: 'geocoding' }],
                },
                geocoding: {
                  description: 'The point is reverse geocoded (its coordinates stand in when that fails).',
                  invoke: {
                    id: 'reverseGeocode',
                    src: 'reverseGeocode',
                    input: ({ context }) => ({ latLng: context.point! }),
                    onDone: {
                      target: 'known',
                      actions: { type: 'setAddress', params: ({ event }) => ({ address: event.output }) },
                    },
                    onError: { target: 'known', actions: 'useCoordinatesAsAddress' },
                  },
                },
                known: { description: 'The address is known.', type: 'final' },
              },
            },
            zone: {
              description: 'The zone of the point.',
              initial: 'lookingUp',
              states: {
                lookingUp: {
                  description: 'The zone ids of the point are looked up (get-zone-id).',
                  invoke: {
                    id: 'zoneLookup',
                    src: 'zoneLookup',
                    input: ({ context }) => ({ latLng: context.point! }),
                    onDone: {
                      target: 'found',
                      actions: { type: 'setZone', params: ({ event }) => ({ zone: event.output }) },
                    },
                    onError: [
                      {
                        guard: { type: 'isOutsideZones', params: ({ event }) => ({ error: event.error }) },
                        target: '#location.map.outOfZone',
                        actions: { type: 'reportOutOfZone', params: ({ event }) => ({ error: event.error }) },
                      },
                      {
                        target: '#location.map.failed',
                        actions: [
                          { type: 'reportFailure', params: ({ event }) => ({ error: event.error }) },
                          'notifyFailure',
                        ],
                      },
                    ],
                  },
                },
                found: { description: 'The zone ids are known.', type: 'final' },
              },
            },
          },
        },
        confirmed: {
          description: 'An address inside a zone: Confirm stores it.',
          tags: ['confirmed'],
          on: {
            CONFIRM: { target: '#location.saving' },
          },
        },
        outOfZone: {
          description: "The point is outside every zone: 'Service not available in this area'.",
          tags: ['outOfZone'],
        },
        failed: {
          description: 'The zone lookup failed; Retry looks it up again.',
          tags: ['failed'],
          on: {
            RETRY: { target: 'resolving', actions: 'clearProblem' },
          },
        },
      },
    },
    saving: {
      description: 'The address, point and zone ids are stored and a toast shows before the reload.',
      tags: ['saving'],
      entry: ['storeLocation', 'showSavedToast'],
      after: {
        toastBeforeReload: { target: 'done' },
      },
    },
    done: {
      description: '/home reloads with the new location.',
      tags: ['saving'],
      type: 'final',
      entry: 'reloadHome',
    },
  },
});
