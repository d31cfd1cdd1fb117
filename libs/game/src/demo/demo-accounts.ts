/** The demo logins the single-host run seeds (README 'Demo logins'); passwords come from the env. */
export interface DemoAccount {
  username: string;
  email: string;
  role: 'Admin' | 'Moderator' | 'member';
  birthday: string;
  passwordEnv: 'DEMO_ADMIN_PASSWORD' | 'DEMO_MEMBER_PASSWORD';
  /** Seeded as logged in to the game. */
  inGame?: boolean;
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    username: 'admin',
    email: 'admin@henesys.local',
    role: 'Admin',
    birthday: '1990-04-01',
    passwordEnv: 'DEMO_ADMIN_PASSWORD',
  },
  {
    username: 'member',
    email: 'member@henesys.local',
    role: 'member',
    birthday: '2001-08-15',
    passwordEnv: 'DEMO_MEMBER_PASSWORD',
  },
  // A player who is in game right now (loggedin = 2 in the game database): NX for them waits or becomes a coupon.
  {
    username: 'ingame',
    email: 'ingame@henesys.local',
    role: 'member',
    birthday: '1998-02-20',
    passwordEnv: 'DEMO_MEMBER_PASSWORD',
    inGame: true,
  },
  // Staff without money: player lookup, bans, reports and sessions.
  {
    username: 'moderator',
    email: 'moderator@henesys.local',
    role: 'Moderator',
    birthday: '1995-06-30',
    passwordEnv: 'DEMO_MEMBER_PASSWORD',
  },
];
