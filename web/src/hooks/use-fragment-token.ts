import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { tokenFromFragment } from '../lib/fragment-token';

/** The `#token=...` of a mailed link, read once; then taken out of the address bar and the history. */
export function useFragmentToken(): string | null {
  const location = useLocation();
  const navigate = useNavigate();
  const [token] = useState(() => tokenFromFragment(location.hash));

  useEffect(() => {
    if (location.hash) navigate({ pathname: location.pathname, search: location.search }, { replace: true });
  }, [location, navigate]);

  return token;
}
