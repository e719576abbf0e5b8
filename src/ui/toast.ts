import hotToast, { type Renderable, type ToastOptions, type ValueOrFunction, type Toast } from 'react-hot-toast';

type Message = ValueOrFunction<Renderable, Toast>;

/**
 * One toast per message: a text message is its own toast id, so the same words fired again (a second tap on a
 * stepper at its limit, two parts of the page reporting one failure) refresh the toast on screen instead of stacking
 * a twin under it. An explicit `id` in the options still wins.
 */
const once = (message: Message, options?: ToastOptions): ToastOptions | undefined =>
  typeof message === 'string' ? { id: message, ...options } : options;

function toast(message: Message, options?: ToastOptions) {
  return hotToast(message, once(message, options));
}
toast.success = (message: Message, options?: ToastOptions) => hotToast.success(message, once(message, options));
toast.error = (message: Message, options?: ToastOptions) => hotToast.error(message, once(message, options));
toast.dismiss = hotToast.dismiss;
toast.remove = hotToast.remove;

export default toast;
