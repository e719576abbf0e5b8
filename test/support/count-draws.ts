/**
 * For a `vi.mock` factory: the module as imported (`original`, the factory's argument), with its component `name`
 * drawing as before and counting each draw in `drawn[name]`:
 * `vi.mock(path, async (original) => (await import('…/count-draws.ts')).countingDraws(original, 'Name', drawn))`.
 * The component is called as a function inside the wrapper's render, so its hooks are the wrapper's.
 */
export async function countingDraws(
  original: <M>() => Promise<M>,
  name: string,
  drawn: Record<string, number>,
): Promise<Record<string, unknown>> {
  const real = await original<Record<string, unknown>>();
  const draw = real[name] as (props: unknown) => unknown;
  return {
    ...real,
    [name]: (props: unknown) => {
      drawn[name] = (drawn[name] ?? 0) + 1;
      return draw(props);
    },
  };
}
