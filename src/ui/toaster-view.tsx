import toastLibrary, { ToastBar, Toaster, type Toast } from 'react-hot-toast';
import { createGlobalStyle, useTheme } from 'styled-components';

/**
 * Toasts move in and out but never fade: react-hot-toast's own enter/leave animations run the whole toast, text
 * included, through opacity 0…1, and a half-transparent message fails WCAG AA contrast (axe's colour-contrast rule)
 * while it fades. Here only `transform` animates, the text keeps its full colour in every frame, and a leaving toast
 * ends hidden (`visibility`) once it is off screen. With reduced motion toasts appear and leave without animation.
 */
const ToastMotion = createGlobalStyle`
  @keyframes app-toast-enter {
    from { transform: translate3d(0, -200%, 0); }
    to { transform: translate3d(0, 0, 0); }
  }
  @keyframes app-toast-leave {
    from { transform: translate3d(0, 0, 0); visibility: visible; }
    to { transform: translate3d(0, -200%, 0); visibility: hidden; }
  }
  @media (prefers-reduced-motion: reduce) {
    .app-toast { animation-duration: 0s !important; }
  }
`;

const motion = (toast: Toast) => ({
  opacity: 1,
  animation: toast.visible
    ? 'app-toast-enter 0.35s cubic-bezier(.21,1.02,.73,1) forwards'
    : 'app-toast-leave 0.4s cubic-bezier(.06,.71,.55,1) forwards',
});

/** The library itself travels in this view's chunk (src/ui/toast.ts loads both at once). */
export const hotToast = toastLibrary;

/** The app's toaster: theme colours (text on surface, AA in light and dark), transform-only motion. */
export function ToasterView() {
  const theme = useTheme();
  return (
    <>
      <ToastMotion />
      <Toaster
        position="top-center"
        toastOptions={{
          className: 'app-toast',
          style: {
            background: theme.color.surface,
            color: theme.color.text,
            border: `1px solid ${theme.color.border}`,
          },
        }}
      >
        {(toast) => <ToastBar toast={toast} style={motion(toast)} />}
      </Toaster>
    </>
  );
}
