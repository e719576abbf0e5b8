import { useEffect, useRef, useSyncExternalStore, type RefObject } from 'react';

const never = () => () => {};

/**
 * False while the server renders and while the browser hydrates what it rendered, true from the render after: a part
 * that only the browser draws (a popup opened by the URL) waits for it, so the hydrated tree is the server's.
 */
export const useHydrated = () =>
  useSyncExternalStore(
    never,
    () => true,
    () => false,
  );

/**
 * Text typed into a server-rendered field before the page was hydrated is in the input but not in the state (React
 * keeps what was typed): `adopt` gets it once, after the first render, as if it were typed then — unless it is the
 * state's own `text` already.
 */
export function useTypedBeforeHydration(
  input: RefObject<HTMLInputElement | null>,
  text: string,
  adopt: (typed: string) => void,
) {
  const adopted = useRef(false);
  useEffect(() => {
    if (adopted.current) return;
    adopted.current = true;
    const typed = input.current?.value ?? '';
    if (typed !== '' && typed !== text) adopt(typed);
  }, [input, text, adopt]);
}
