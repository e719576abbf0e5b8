/**
 * A module with its component `name` drawing as before and counting each draw in `drawn[name]` — for a `vi.mock`
 * factory: `vi.mock(path, async (original) => (await import(countDrawsModule)).countingDraws(await original(), …))`.
 * The component is called as a function inside the wrapper's render, so its hooks are the wrapper's.
 */
export function countingDraws(real: Record<string, unknown>, name: string, drawn: Record<string, number>) {
  const draw = real[name] as (props: unknown) => unknown;
  return {
    ...real,
    [name]: (props: unknown) => {
      drawn[name] = (drawn[name] ?? 0) + 1;
      return draw(props);
    },
  };
}
