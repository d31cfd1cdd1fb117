import { renderToString } from 'react-dom/server';
import { AuthContext, useAuth, type AuthContextValue } from './use-auth';

function Who() {
  const { user, status } = useAuth();
  return <span>{user ? `${user.username} (${status})` : status}</span>;
}

describe('useAuth', () => {
  it('throws outside its provider', () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      expect(() => renderToString(<Who />)).toThrow('useAuth must be used within an AuthProvider');
    } finally {
      spy.mockRestore();
    }
  });

  it('reads the value of its provider', () => {
    const value: AuthContextValue = {
      status: 'authenticated',
      user: { id: 1, username: 'Leaf', email: '', role: 'member', isAdmin: false },
      isAdmin: false,
      isStaff: false,
      isLoggingOut: false,
      isLoggingIn: false,
      login: () => undefined,
      logout: () => undefined,
    };
    const html = renderToString(
      <AuthContext.Provider value={value}>
        <Who />
      </AuthContext.Provider>,
    );
    expect(html).toBe('<span>Leaf (authenticated)</span>');
  });
});
