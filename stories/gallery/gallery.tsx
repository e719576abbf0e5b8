// The state gallery's story meta (docs/architecture.md, "The component catalogue"): a machine's real view, rendered
// at its page's URL against the fake backend its view tests use (test/support/fake-api.ts, with their fixtures), its
// actor resumed from the snapshot the story's graph path ends in (test/support/state-gallery.ts). The stories
// themselves are added from the graph (.storybook/gallery-index.ts).
// The fake backend replaces fetch before anything calls the API.
import { resetFakeApi } from '../../test/support/fake-api.ts';
import { useEffect, useState, type ReactElement } from 'react';
import type { Meta } from '@storybook/react-vite';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import type { MachinePathConfig } from '../../test/support/machine-paths.ts';
import { galleryStates, gallerySnapshot } from '../../test/support/state-gallery.ts';
import { resumeFrom } from './xstate-react.ts';

/** The story's state: its key and the context its path ends with. */
export interface GalleryStory {
  key: string;
  context: unknown;
}

export interface GalleryView {
  /** The machine's graph-path config (test/machines/<flow>.paths.ts). */
  paths: MachinePathConfig;
  /** What the page shows: the element at `route` (its routes, when the page needs more than one). */
  page: ReactElement;
  /** The page's URL (for the story's state, when the state's context names what the URL shows). */
  route: string | ((state: GalleryStory) => string);
  /** The route pattern the page is mounted at, when it reads its parameters (`/my-orders/:orderId`); else every URL. */
  path?: string;
  routes?: RouteObject[];
  /**
   * The backend's answers, as the view tests set them up (a fresh FakeApi; hold the calls a busy state waits on). It
   * gets the story's state (its key and the context its path ends with) for data the path changed on the server, such
   * as the cart a line is in.
   */
  api: (state: GalleryStory) => unknown;
  /** Browser storage as the view tests leave it (token, module, zone …). */
  storage?: Record<string, string>;
  /**
   * The machine is invoked by another machine's actor (`child` its invoke id): the story resumes that parent from its
   * initial state with this machine's snapshot as the child (place-order inside checkout).
   */
  within?: { paths: MachinePathConfig; child: string };
  /**
   * The machine whose view holds this one's (the sign-in dialog's OTP step holds the resend countdown): its actor
   * resumes from the snapshot of its gallery state `state`, so the part that makes this machine's actor shows.
   */
  host?: { paths: MachinePathConfig; state: string };
  /**
   * An event the view sends by itself as it mounts, which the story's path took as its first step (the address
   * dialog's MOVE to the map's start point): the resumed actor does not heed the first one, or it would move on from
   * the story's state.
   */
  sentOnMount?: string;
  /** The chunks the view test loads first (a control that starts later from a chunk of its own: preloadCartButton…). */
  preload?: () => Promise<unknown>;
  /**
   * What the customer does on the page to meet a machine whose actor is made on first use (the button that mounts its
   * dialog, the menu that starts a shell flow): the story's play function, given the story's state (in the initial
   * state there is nothing to do: the page before it is that state's screen). The actor made then resumes from the
   * story's snapshot; the event the action sends, if any, is one the resumed state ignores.
   */
  meet?: (canvas: HTMLElement, state: GalleryStory) => Promise<void>;
}

/**
 * The name of the fixture in `named` a context field holds (the snapshot holds a copy: compared as JSON), or `fallback`
 * (a story before the event that brings it). A gallery's set-up serves the scenario its state came from.
 */
export function fixtureName<K extends string>(named: Record<K, unknown>, held: unknown, fallback: K): K {
  const found = (Object.keys(named) as K[]).find((k) => JSON.stringify(named[k]) === JSON.stringify(held));
  return found ?? fallback;
}

/**
 * Starts a flow whose actor is made on first use (src/ui/lazy-flow.tsx: the shell's language change and logout) as
 * the page mounts, as the pointer over its control does (`prepare`), so its actor resumes from the story's snapshot:
 * put it in the page, inside the flow's provider. (Opening the control itself would leave its popup open over the
 * flow's dialog, where the customer's choice closes it.)
 */
export function StartedFlow({ flow }: { flow: { useFlow(): { prepare(): void } } }) {
  const later = flow.useFlow();
  useEffect(() => later.prepare(), [later]);
  return null;
}

/** The story's state and the snapshot its path ends in. */
function galleryStory(view: Pick<GalleryView, 'paths'>, state: string) {
  const found = galleryStates(view.paths).find((s) => s.key === state);
  if (!found) throw new Error(`${view.paths.machine.id} has no gallery state ${state}`);
  const snapshot = gallerySnapshot(view.paths, found);
  const story: GalleryStory = { key: found.key, context: (snapshot as { context?: unknown }).context };
  return { story, snapshot };
}

function GalleryPage({ view, state }: { view: GalleryView; state: string }) {
  const [router] = useState(() => {
    // a signed-in story's token does not stay for the next story (removed before the set-up, which may sign in)
    localStorage.removeItem('token');
    const { story, snapshot } = galleryStory(view, state);
    resetFakeApi();
    view.api(story);
    for (const [key, value] of Object.entries(view.storage ?? {})) localStorage.setItem(key, value);
    const { within, host } = view;
    resumeFrom([
      within
        ? {
            machine: within.paths.machine.id,
            snapshot: gallerySnapshot(within.paths, galleryStates(within.paths)[0]!),
            children: { [within.child]: snapshot },
          }
        : { machine: view.paths.machine.id, snapshot, unheeded: view.sentOnMount },
      ...(host
        ? [{ machine: host.paths.machine.id, snapshot: galleryStory({ paths: host.paths }, host.state).snapshot }]
        : []),
    ]);
    return createMemoryRouter([...(view.routes ?? []), { path: view.path ?? '*', element: view.page }], {
      initialEntries: [typeof view.route === 'string' ? view.route : view.route(story)],
    });
  });
  return <RouterProvider router={router} />;
}

/** The meta of a machine's gallery file: title `State gallery/<machine id>`, rendering its view in the story's state. */
export function galleryMeta(view: GalleryView): Meta {
  return {
    title: `State gallery/${view.paths.machine.id}`,
    parameters: { layout: 'fullscreen', ownRouter: true },
    loaders: view.preload ? [async () => ({ preloaded: await view.preload!() })] : [],
    render: (_args, { parameters }) => <GalleryPage view={view} state={String(parameters.galleryState)} />,
    ...(view.meet && {
      play: ({ canvasElement, parameters }) =>
        view.meet!(canvasElement, galleryStory(view, String(parameters.galleryState)).story),
    }),
  };
}
