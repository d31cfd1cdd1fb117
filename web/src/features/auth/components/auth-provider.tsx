import { useCallback, useEffect, useMemo, useReducer, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { clearToken, getToken, setToken, subscribeToToken } from '../../../lib/token-storage';
import { getProfile } from '../api/get-profile';
import { endSession } from '../api/logout';
import { AuthContext, type AuthContextValue } from '../hooks/use-auth';
import { authReducer, initialAuthState } from '../lib/auth-state';
import { loginRedirectTarget } from '../lib/redirect-target';
import { refusesSession, sessionCheckRetryMs } from '../lib/session-check';
import { isAdminUser, isStaffUser, toSessionUser, type SessionUser } from '../lib/session-user';
import { AuthOverlay, type AuthOverlayState } from './auth-overlay';
import { LOGIN_REDIRECT_MS, LOGOUT_OVERLAY_MS } from '../../../config/ui-timings';

/** Holds the session (SPEC §4 'Auth'). Rendered inside the router: it navigates after login and logout. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const [state, dispatch] = useReducer(authReducer, getToken() !== null, initialAuthState);
  const [overlay, setOverlay] = useState<AuthOverlayState | null>(null);
  const locationRef = useRef(location);
  useEffect(() => {
    locationRef.current = location;
  }, [location]);

  // On start, a stored token is verified through the profile call: refused, it is cleared silently; while
  // the server cannot answer, the session stays 'Loading...' and the check is tried again.
  useEffect(() => {
    if (getToken() === null) return;
    let active = true;
    let retry: number | undefined;
    const verify = (attempt: number) =>
      getProfile({ skipAuthRedirect: true })
        .then((profile) => {
          const user = toSessionUser(profile);
          if (!active) return;
          if (user) dispatch({ type: 'verified', user });
          else clearToken();
        })
        .catch((error: unknown) => {
          if (!active) return;
          if (refusesSession(error)) clearToken();
          else retry = window.setTimeout(() => void verify(attempt + 1), sessionCheckRetryMs(attempt));
        });
    void verify(0);
    return () => {
      active = false;
      window.clearTimeout(retry);
    };
  }, []);

  // The token was cleared elsewhere: the 401 handler, another tab logging out.
  useEffect(
    () =>
      subscribeToToken((token) => {
        if (token === null) dispatch({ type: 'cleared' });
      }),
    [],
  );

  // The overlays end by navigating: back to where the user came from after login, home after logout.
  useEffect(() => {
    if (overlay === null) return;
    const id = window.setTimeout(
      () => {
        if (overlay.kind === 'login') navigate(overlay.target, { replace: true });
        else navigate('/');
      },
      Math.max(0, overlay.deadline - Date.now()),
    );
    return () => window.clearTimeout(id);
  }, [overlay, navigate]);

  // Close the overlay only once the new page is committed. Closing it together with navigate() would
  // let a guard of the old page see 'logged out, not logging out' first and redirect to /login.
  const currentKey = location.key;
  useEffect(() => {
    if (overlay !== null && overlay.fromKey !== currentKey) setOverlay(null);
  }, [overlay, currentKey]);

  const login = useCallback((token: string, user: SessionUser) => {
    setToken(token);
    dispatch({ type: 'logged-in', user });
    const target = loginRedirectTarget(locationRef.current.state);
    setOverlay({ kind: 'login', target, deadline: Date.now() + LOGIN_REDIRECT_MS, fromKey: locationRef.current.key });
  }, []);

  const logout = useCallback(() => {
    const token = getToken();
    if (token) void endSession(token);
    clearToken();
    dispatch({ type: 'cleared' });
    queryClient.removeQueries({ queryKey: ['user'] });
    setOverlay({ kind: 'logout', deadline: Date.now() + LOGOUT_OVERLAY_MS, fromKey: locationRef.current.key });
  }, [queryClient]);

  const value = useMemo<AuthContextValue>(
    () => ({
      status: state.status,
      user: state.user,
      isAdmin: isAdminUser(state.user),
      isStaff: isStaffUser(state.user),
      isLoggingOut: overlay?.kind === 'logout',
      isLoggingIn: overlay?.kind === 'login',
      login,
      logout,
    }),
    [state, overlay, login, logout],
  );

  return (
    <AuthContext.Provider value={value}>
      {children}
      {overlay ? <AuthOverlay state={overlay} /> : null}
    </AuthContext.Provider>
  );
}
