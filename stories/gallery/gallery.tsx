// The state gallery's story meta (docs/architecture.md, "The component catalogue"): a machine's real view, rendered
// at its page's URL against the fake backend its view tests use (test/support/fake-api.ts, with their fixtures), its
// actor resumed from the snapshot the story's graph path ends in (test/support/state-gallery.ts). The stories
// themselves are added from the graph (.storybook/gallery-index.ts).
// The fake backend replaces fetch before anything calls the API.
import { resetFakeApi } from '../../test/support/fake-api.ts';
import { useState, type ReactElement } from 'react';
import type { Meta } from '@storybook/react-vite';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import type { MachinePathConfig } from '../../test/support/machine-paths.ts';
import { galleryStates, gallerySnapshot } from '../../test/support/state-gallery.ts';
import { resumeFrom } from './xstate-react.ts';

export interface GalleryView {
  /** The machine's graph-path config (test/machines/<flow>.paths.ts). */
  paths: MachinePathConfig;
  /** What the page shows: the element at `route` (its routes, when the page needs more than one). */
  page: ReactElement;
  route: string;
  routes?: RouteObject[];
  /** The backend's answers, as the view tests set them up (a fresh FakeApi; hold the calls a busy state waits on). */
  api: () => void;
  /** Browser storage as the view tests leave it (token, module, zone …). */
  storage?: Record<string, string>;
}

function GalleryPage({ view, state }: { view: GalleryView; state: string }) {
  const [router] = useState(() => {
    const found = galleryStates(view.paths).find((s) => s.key === state);
    if (!found) throw new Error(`${view.paths.machine.id} has no gallery state ${state}`);
    resetFakeApi();
    view.api();
    // a signed-in story's token does not stay for the next story
    localStorage.removeItem('token');
    for (const [key, value] of Object.entries(view.storage ?? {})) localStorage.setItem(key, value);
    resumeFrom({ machine: view.paths.machine.id, snapshot: gallerySnapshot(view.paths, found) });
    return createMemoryRouter([...(view.routes ?? []), { path: '*', element: view.page }], {
      initialEntries: [view.route],
    });
  });
  return <RouterProvider router={router} />;
}

/** The meta of a machine's gallery file: title `State gallery/<machine id>`, rendering its view in the story's state. */
export function galleryMeta(view: GalleryView): Meta {
  return {
    title: `State gallery/${view.paths.machine.id}`,
    parameters: { layout: 'fullscreen', ownRouter: true },
    render: (_args, { parameters }) => <GalleryPage view={view} state={String(parameters.galleryState)} />,
  };
}
