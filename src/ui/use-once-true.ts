import { useState } from 'react';

/**
 * True from the first render at which `flag` is true, for good: a part loaded on its first showing (a dialog's chunk)
 * stays mounted afterwards, so it closes as it does (the focus given back) instead of vanishing.
 */
export function useOnceTrue(flag: boolean): boolean {
  const [once, setOnce] = useState(flag);
  if (flag && !once) setOnce(true);
  return once || flag;
}
