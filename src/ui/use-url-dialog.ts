import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { dialogIn, withDialog, withoutDialog, type DialogParam, type DialogValue } from '../routes/paths.ts';

/**
 * The one dialog-host pattern: a dialog opened through the URL (`?picker=module`, `?auth=sign-in`, …; see
 * src/routes/paths.ts). `value` is the dialog the URL asks for (null: none); `open` adds the parameter (a new history
 * entry, so Back closes it; `replace` switches in place); `close` removes it in place. Other parameters stay.
 */
export function useUrlDialog<P extends DialogParam>(param: P) {
  const [params, setParams] = useSearchParams();
  const value = dialogIn(params, param);
  const open = useCallback(
    (next: DialogValue<P>, options: { replace?: boolean } = {}) =>
      setParams((prev) => withDialog(prev, param, next), { replace: options.replace ?? false }),
    [setParams, param],
  );
  const close = useCallback(
    () => setParams((prev) => withoutDialog(prev, param), { replace: true }),
    [setParams, param],
  );
  return { value, open, close } as const;
}
