import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useOnceTrue } from '../../../src/ui/use-once-true.ts';

describe('useOnceTrue', () => {
  it('is false until the flag is first true, then true for good', () => {
    const { result, rerender } = renderHook(({ flag }) => useOnceTrue(flag), { initialProps: { flag: false } });
    expect(result.current).toBe(false);
    rerender({ flag: false });
    expect(result.current).toBe(false);
    rerender({ flag: true });
    expect(result.current).toBe(true);
    rerender({ flag: false });
    expect(result.current).toBe(true);
  });

  it('is true at once when the flag starts true', () => {
    const { result } = renderHook(() => useOnceTrue(true));
    expect(result.current).toBe(true);
  });
});
