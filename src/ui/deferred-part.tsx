import { useCallback, useEffect, useState, type ComponentType } from 'react';
import { useHydrated } from './use-hydrated.ts';

/**
 * What a placeholder gets besides the part's props: `activate`, to call when the user asks the part to act (with the
 * props the part should arrive with for this act, besides `whenActivated`: which of its controls was pressed), and
 * `prepare`, to call when the user shows they are about to (the pointer over it): an `IntentPart` loads only then.
 */
export interface PlaceholderProps<P extends object = object> {
  activate: (props?: Partial<P>) => void;
  prepare: (event?: IntentEvent) => void;
}

/** What `prepare` reads of the event that called it (a pointer coming over the placeholder, a focus on it). */
type IntentEvent = { type: string; target: EventTarget; pointerType?: string };

/**
 * Whether `event` tells of a user about to use the part rather than of a press already under way: a touch's or a
 * pen's pointer comes over a control as it presses it, and a press focuses the control it lands on. Swapping the part
 * in then would take the pressed element out of the page between the press and its release, and the browser sends
 * the press's click nowhere — a tap on a card's Add was lost that way. The press itself reaches the placeholder, which
 * activates the part. A mouse's pointer over it, and a focus from the keyboard, come before a press.
 */
const aboutToUse = (event?: IntentEvent) =>
  event?.pointerType !== undefined
    ? event.pointerType === 'mouse'
    : event?.type !== 'focus' || (event.target as Element).matches(':focus-visible');

/**
 * A kit part whose behaviour is its own chunk (docs/architecture.md "The component kit": a Select's or a number
 * field's Ark UI machine, with the popup's positioning, is most of its weight). Until that chunk is in, the part
 * renders `Placeholder`: the same label, box and value, drawn by the same styles; then the loaded part takes its place.
 * So a page that shows a Select carries none of Ark's select in its first load.
 *
 * A user who acts on the placeholder before the chunk is in (a click, Enter or an arrow key on a select) is not
 * ignored: the placeholder calls `activate`, and the part arrives with `whenActivated` added to its props (a select
 * opens, with the focus on it).
 *
 * The chunk is asked for when the first of these parts mounts, in a task of its own (not in the one that hydrates or
 * draws the page: starting a chunk's fetch, with the preload links of its dependencies, is main-thread work), or at
 * once when the user acts on a placeholder, or earlier with `preload` (a control's hover, a test setup); once it is
 * in, every later render is the loaded part at once, without a placeholder. `IntentPart` waits
 * longer: it asks for the chunk only when the user is about to use it (`prepare`: not on a press already under way,
 * `aboutToUse`) or does (`activate`) — for a control on every page (the top bar's language), whose chunk most visits
 * never need. A chunk that fails to load is thrown to
 * the route's error boundary, like a lazy page.
 */
export function deferredPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  Placeholder: ComponentType<P & PlaceholderProps<P>>,
  whenActivated: Partial<P> = {},
): { Part: ComponentType<P>; IntentPart: ComponentType<P>; preload: () => Promise<unknown> } {
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
  const partLoading = (onMount: boolean) =>
    function Part(props: P) {
      const [failure, setFailure] = useState<unknown>(null);
      const [, setLoaded] = useState(Loaded !== undefined);
      // the user acted on the placeholder: the part arrives activated (only the first render of the part reads it)
      const [activated, setActivated] = useState<Partial<P> | null>(null);
      // 'mount': asked for in a task after the mount; 'now': the user acts on the part or is about to
      const [wanted, setWanted] = useState<'mount' | 'now' | false>(onMount && 'mount');
      const prepare = useCallback((event?: IntentEvent) => aboutToUse(event) && setWanted('now'), []);
      useEffect(() => {
        if (Loaded || !wanted) return;
        let live = true;
        const ask = () =>
          void preload().then(
            () => live && setLoaded(true),
            (error: unknown) => live && setFailure(() => error),
          );
        const asking = wanted === 'mount' ? setTimeout(ask) : ask();
        return () => {
          live = false;
          clearTimeout(asking);
        };
      }, [wanted]);
      if (failure) throw failure;
      // while the page hydrates, the placeholder the server drew, even when the chunk came in meanwhile (asked by a
      // part hydrated before this one): the loaded part draws other markup
      const hydrated = useHydrated();
      if (Loaded && hydrated) return <Loaded {...props} {...(activated ? { ...whenActivated, ...activated } : {})} />;
      return (
        <Placeholder
          {...props}
          activate={(given: Partial<P> = {}) => {
            setActivated(given);
            setWanted('now');
          }}
          prepare={prepare}
        />
      );
    };
  return { Part: partLoading(true), IntentPart: partLoading(false), preload };
}
