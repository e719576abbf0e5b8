// Code kept off the first load (src/ui/load-later.ts): imported once when first asked for, asked again after a failed
// import, and started when the browser is idle.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { importOnce, whenIdle } from '../../../src/ui/load-later.ts';

afterEach(() => vi.useRealTimers());

describe('importOnce', () => {
  it('imports once however often it is asked, and holds the module afterwards', async () => {
    const module = { name: 'chunk' };
    const importer = vi.fn(() => Promise.resolve(module));
    const lazy = importOnce(importer);
    expect(lazy.current()).toBeUndefined();
    const [a, b] = await Promise.all([lazy.load(), lazy.load()]);
    await lazy.load();
    expect(importer).toHaveBeenCalledTimes(1);
    expect(a).toBe(module);
    expect(b).toBe(module);
    expect(lazy.current()).toBe(module);
  });

  it('tries again after a failed import (offline), and holds nothing until one succeeds', async () => {
    const importer = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce('chunk');
    const lazy = importOnce(importer);
    await expect(lazy.load()).rejects.toThrow('Failed to fetch');
    expect(lazy.current()).toBeUndefined();
    await expect(lazy.load()).resolves.toBe('chunk');
    expect(importer).toHaveBeenCalledTimes(2);
  });
});

describe('whenIdle', () => {
  it('runs the task when the browser is idle, and not once cancelled', () => {
    const callbacks: IdleRequestCallback[] = [];
    vi.stubGlobal('requestIdleCallback', (cb: IdleRequestCallback) => callbacks.push(cb));
    vi.stubGlobal('cancelIdleCallback', (id: number) => callbacks.splice(id - 1, 1, () => undefined));
    const run = vi.fn();
    const skip = vi.fn();
    whenIdle(run);
    const cancel = whenIdle(skip);
    cancel();
    expect(run).not.toHaveBeenCalled();
    callbacks.forEach((cb) => cb({ didTimeout: false, timeRemaining: () => 10 }));
    expect(run).toHaveBeenCalledTimes(1);
    expect(skip).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });

  it('falls back to a short timer where there is no requestIdleCallback (Safari)', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const run = vi.fn();
    whenIdle(run);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(200);
    expect(run).toHaveBeenCalledTimes(1);
    vi.unstubAllGlobals();
  });
});
