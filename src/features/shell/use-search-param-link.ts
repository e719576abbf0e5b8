import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/** Opens a dialog owned by another feature by adding `name=value` to the current URL (other params stay). */
export function useOpenWithParam() {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(
    (name: string, value: string) => {
      const params = new URLSearchParams(location.search);
      params.set(name, value);
      navigate({ pathname: location.pathname, search: `?${params.toString()}` });
    },
    [navigate, location.pathname, location.search],
  );
}
