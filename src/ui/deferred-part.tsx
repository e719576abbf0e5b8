import { useEffect, useState, type ComponentType } from 'react';

/**
 * A kit part whose behaviour is its own chunk (docs/architecture.md "The component kit": a Select's or a number
 * field's Ark UI machine, with the popup's positioning, is most of its weight). Until that chunk is in, the part
 * renders `Placeholder`: the same label, box and value, drawn by the same styles, inert for those few milliseconds;
 * then the loaded part takes its place. So a page that shows a Select carries none of Ark's select in its first load.
 *
 * The chunk is asked for when the first of these parts mounts (or earlier, with `preload`: a control's hover, a test
 * setup); once it is in, every later render is the loaded part at once, without a placeholder. A chunk that fails
 * to load is thrown to the route's error boundary, like a lazy page.
 */
export function deferredPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  Placeholder: ComponentType<P>,
): { Part: ComponentType<P>; preload: () => Promise<unknown> } {
  let Loaded: ComponentType<P> | undefined;
  let loading: Promise<unknown> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (part) => {
        Loaded = part;
      },
      (error: unknown) => {
        loading = undefined; // the next mount asks again
        throw error;
      },
    ));
  function Part(props: P) {
    const [failure, setFailure] = useState<unknown>(null);
    const [, setLoaded] = useState(Loaded !== undefined);
    useEffect(() => {
      if (Loaded) return;
      let live = true;
      preload().then(
        () => live && setLoaded(true),
        (error: unknown) => live && setFailure(() => error),
      );
      return () => {
        live = false;
      };
    }, []);
    if (failure) throw failure;
    return Loaded ? <Loaded {...props} /> : <Placeholder {...props} />;
  }
  return { Part, preload };
}
