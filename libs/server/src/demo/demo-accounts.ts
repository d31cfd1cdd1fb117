/** The demo logins the single-host run seeds (README 'Demo logins'); passwords come from the env. */
export interface DemoAccount {
  username: string;
  email: string;
  role: 'Admin' | 'member';
  birthday: string;
  passwordEnv: 'DEMO_ADMIN_PASSWORD' | 'DEMO_MEMBER_PASSWORD';
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { username: 'admin', email: 'admin@henesys.local', role: 'Admin', birthday: '1990-04-01', passwordEnv: 'DEMO_ADMIN_PASSWORD' },
  { username: 'member', email: 'member@henesys.local', role: 'member', birthday: '2001-08-15', passwordEnv: 'DEMO_MEMBER_PASSWORD' },
];
