// A server-rendered page hydrates with the session as the page started (docs/architecture.md, "A page request"):
// whatever is written to storage between the start and hydrateRoot (a guest id answered, another tab, a test's
// script) does not make hydration render other values than the server did; the live values follow right after.
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { Profiler } from 'react';
import { useSession, useStoredModule } from '../../src/session/hooks.ts';
import { forgetStartSession, keepStartSession, storageKeys, write } from '../../src/session/storage.ts';

function SessionLine() {
  const { location, module, theme } = useSession();
  return (
    <p>
      {location ?? 'no location'} | {module?.module_name ?? 'no module'} | {theme}
    </p>
  );
}

/** The server's markup of the stored session now, then `between` (writes before hydration), then hydration. */
async function serverThenHydrate(between: () => void, keep: boolean) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<SessionLine />);
  if (keep) keepStartSession();
  between();
  const errors: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, <SessionLine />, { onRecoverableError: (error) => void errors.push(error) });
  });
  return { errors, text: container.textContent };
}

const writesBeforeHydration = () => {
  localStorage.setItem(storageKeys.location, 'Elsewhere'); // another tab, not through write()
  write(storageKeys.module, { id: 2, module_name: 'Food', module_type: 'food' });
  write(storageKeys.settings, { theme: 'dark', direction: 'ltr' });
};

describe('hydration reads the session as the page started', () => {
  afterEach(() => {
    forgetStartSession();
    localStorage.clear();
  });

  it('hydrates without a mismatch, then shows the values written meanwhile', async () => {
    localStorage.setItem(storageKeys.location, 'Road 45');
    const { errors, text } = await serverThenHydrate(writesBeforeHydration, true);
    expect(errors).toEqual([]);
    expect(text).toBe('Elsewhere | Food | dark');
  });

  it('(without keeping the start, the same writes make hydration mismatch)', async () => {
    localStorage.setItem(storageKeys.location, 'Road 45');
    const { errors } = await serverThenHydrate(writesBeforeHydration, false);
    expect(errors.length).toBeGreaterThan(0);
  });

  it('draws a reader of the module once when nothing changed: the snapshots as the page started and now are one object', async () => {
    write(storageKeys.module, { id: 1, module_name: 'Grocery', module_type: 'grocery' });
    let renders = 0;
    const ModuleName = () => <p>{useStoredModule()?.module_name ?? 'no module'}</p>;
    const counted = (
      <Profiler id="module" onRender={() => void (renders += 1)}>
        <ModuleName />
      </Profiler>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(counted);
    keepStartSession();
    await act(async () => {
      hydrateRoot(container, counted);
    });
    expect(container.textContent).toBe('Grocery');
    // two objects of the same string read as a change: React drew every reader again right after hydrating
    expect(renders).toBe(1);
    // a module chosen since is drawn, once more
    await act(async () => write(storageKeys.module, { id: 2, module_name: 'Food', module_type: 'food' }));
    expect(container.textContent).toBe('Food');
    expect(renders).toBe(2);
  });
});
