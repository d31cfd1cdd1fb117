import { createContext, useContext } from 'react';
import type { AuthStatus } from '../lib/auth-state';
import type { SessionUser } from '../lib/session-user';

export interface AuthContextValue {
  status: AuthStatus;
  user: SessionUser | null;
  isAdmin: boolean;
  /** An admin or a Moderator: the staff console's pages and links. */
  isStaff: boolean;
  /** True while the 'Successfully Logged Out' overlay is showing. */
  isLoggingOut: boolean;
  /** True while the 'Login Successful' overlay is showing. */
  isLoggingIn: boolean;
  /** Stores the token, shows 'Login Successful' and then returns to the page the user came from. */
  login: (token: string, user: SessionUser) => void;
  /** Ends the session on the server, clears it here, shows 'Successfully Logged Out' and then goes home. */
  logout: () => void;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (value === null) throw new Error('useAuth must be used within an AuthProvider');
  return value;
}
