import type { Renderable, ToastOptions, ValueOrFunction, Toast } from 'react-hot-toast';
import { importOnce } from './load-later.ts';

type Message = ValueOrFunction<Renderable, Toast>;
type HotToast = typeof import('react-hot-toast').default;

/**
 * react-hot-toast and the toaster's view are one lazy chunk (src/ui/toaster-view.tsx), loaded when the browser is
 * idle after the first render (src/ui/toaster.tsx) or by the first toast, whichever comes first: the first load
 * carries no toast code (docs/architecture.md "The first load"). A toast fired before it is there shows as soon as
 * it is.
 */
const library = importOnce(() => import('./toaster-view.tsx'));
const loadedListeners = new Set<() => void>();

/** Loads the toast library (once); the toaster mounts when it is there. */
export function loadToasts(): Promise<void> {
  return library.load().then(() => loadedListeners.forEach((listener) => listener()));
}

/** Whether the toast library is there; `onToastsLoaded` tells when it arrives. */
export const toastsLoaded = () => library.current() !== undefined;
export function onToastsLoaded(listener: () => void) {
  loadedListeners.add(listener);
  return () => void loadedListeners.delete(listener);
}

/** Runs `show` with the library now when it is there, or once it has loaded (a failed load: the next toast retries). */
function withToasts(show: (hot: HotToast) => unknown) {
  const loaded = library.current();
  if (loaded) show(loaded.hotToast);
  else
    loadToasts().then(
      () => show(library.current()!.hotToast),
      () => undefined,
    );
}

/**
 * One toast per message: a text message is its own toast id, so the same words fired again (a second tap on a
 * stepper at its limit, two parts of the page reporting one failure) refresh the toast on screen instead of stacking
 * a twin under it. An explicit `id` in the options still wins.
 */
const once = (message: Message, options?: ToastOptions): ToastOptions | undefined =>
  typeof message === 'string' ? { id: message, ...options } : options;

function toast(message: Message, options?: ToastOptions) {
  withToasts((h) => h(message, once(message, options)));
}
toast.success = (message: Message, options?: ToastOptions) =>
  withToasts((h) => h.success(message, once(message, options)));
toast.error = (message: Message, options?: ToastOptions) => withToasts((h) => h.error(message, once(message, options)));
toast.dismiss = (id?: string) => withToasts((h) => h.dismiss(id));
toast.remove = (id?: string) => withToasts((h) => h.remove(id));

export default toast;
