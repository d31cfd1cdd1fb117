import { DomainException, LoginResult, LoginSuccess, MESSAGES, RegisterRequest } from '@henesys/contracts';
import { LoginPayload, RegisterDto, VerifyTwoFactorPayload } from '@henesys/dto';
import { createRpcValidationPipe } from '@henesys/server';
import { ServiceModuleUnderTest } from '@henesys/testing';
import { DataSource } from 'typeorm';
import { AuthController } from '../src/auth.controller';
import { AuthEnv } from '../src/config/auth-env';
import { SecretBox } from '../src/crypto/secret-box';
import { generateTotpSecret } from '../src/two-factor/totp';

const pipe = createRpcValidationPipe();

/** A payload as the service's own validation pipe hands it to its controller (or the pipe's 400). */
export function validated<T>(type: new () => T, body: object): Promise<T> {
  return pipe.transform(body, { type: 'body', metatype: type }) as Promise<T>;
}

export interface GameRow {
  id: number;
  name: string;
  password: string;
  email: string | null;
  birthday: string;
  [column: string]: unknown;
}

export interface SiteUserRow {
  id: number;
  username: string;
  email: string | null;
  birthday: string;
  role: string;
  game_account_id: number;
}

/** What the caller of an RPC sees: the status of its refusal, or 200. */
export async function statusOf(call: Promise<unknown>): Promise<number> {
  const error = await call.then(
    () => null,
    (reason: unknown) => reason,
  );
  if (error === null) return 200;
  if (error instanceof DomainException) return error.statusCode;
  throw error;
}

/** What the caller of an RPC sees: its answer, or the status and message of its refusal. */
export async function outcomeOf<T>(call: Promise<T>): Promise<{ value: T } | { status: number; message: string }> {
  try {
    return { value: await call };
  } catch (error) {
    if (error instanceof DomainException) return { status: error.statusCode, message: error.message };
    throw error;
  }
}

let counter = 0;

/**
 * The auth module's identity RPCs as the gateway calls them (payload validated by the service's pipe,
 * then the controller), and the rows they leave in the site's and the game's databases.
 */
export class IdentityDriver {
  readonly db: DataSource;
  readonly controller: AuthController;

  constructor(readonly service: ServiceModuleUnderTest<AuthEnv>) {
    this.db = service.get(DataSource);
    this.controller = service.get(AuthController);
  }

  get game() {
    if (!this.service.game) throw new Error('no game database');
    return this.service.game.db;
  }

  uniqueName(): string {
    return `u${Date.now().toString(36).slice(-6)}${(counter += 1)}`;
  }

  async register(body: object): Promise<{ status: 'success'; message: string }> {
    return this.controller.onRegister(await validated(RegisterDto, body));
  }

  /** A new player signed up with valid details (overridable), and its site user's id; its sign-up must succeed. */
  async newPlayer(overrides: Partial<RegisterRequest> = {}): Promise<RegisterRequest & { id: number }> {
    const username = overrides.username ?? this.uniqueName();
    const account = {
      username,
      email: `${username}@example.com`,
      password: 'secret123',
      birthday: '2000-01-31',
      ...overrides,
    };
    const answer = await this.register(account);
    if (answer.message !== MESSAGES.registrationSuccess) throw new Error(`sign-up refused: ${answer.message}`);
    return { ...account, id: (await this.siteUsers(username))[0].id };
  }

  async login(body: object, ip = '127.0.0.1'): Promise<LoginResult> {
    return this.controller.onLogin(await validated(LoginPayload, { ip, ...body }));
  }

  /** A login that must end in a token (no second step). */
  async loggedIn(username: string, password: string): Promise<LoginSuccess> {
    const result = await this.login({ username, password });
    if (!('token' in result)) throw new Error('expected a token, got a two-factor challenge');
    return result;
  }

  /** The sessionToken of a login that must ask for the second step. */
  async challenge(username: string, password: string, ip?: string): Promise<string> {
    const result = await this.login({ username, password }, ip);
    if (!('sessionToken' in result)) throw new Error('expected a two-factor challenge');
    return result.sessionToken;
  }

  async verify(body: object, ip = '127.0.0.1'): Promise<LoginSuccess> {
    return this.controller.onVerifyTwoFactor(await validated(VerifyTwoFactorPayload, { ip, ...body }));
  }

  /** Two-factor on for a user, with its TOTP secret sealed as the settings page stores it, and backup codes. */
  async enableTwoFactor(username: string, backupCodes: string[] = []): Promise<{ secret: string; userId: number }> {
    const box = this.service.get(SecretBox);
    const secret = generateTotpSecret();
    // An UPDATE ... RETURNING answers [rows, count] through TypeORM.
    const [rows] = await this.db.query(
      `UPDATE auth.users SET two_factor_enabled = true, two_factor_secret = $2 WHERE username = $1 RETURNING id`,
      [username, box.seal(secret)],
    );
    const userId = Number(rows[0].id);
    for (const code of backupCodes)
      await this.db.query(`INSERT INTO auth.backup_codes (user_id, code_hash) VALUES ($1, $2)`, [
        userId,
        box.hash(code),
      ]);
    return { secret, userId };
  }

  /** The game's row of an account (Cosmic's columns). */
  async gameRow(name: string): Promise<GameRow | undefined> {
    return (
      await this.game.rows<GameRow>(
        'SELECT id, `name`, password, email, birthday, loggedin, nxCredit, nxPrepaid, maplePoint, banned, tempban, gender, tos FROM accounts WHERE `name` = ?',
        [name],
      )
    )[0];
  }

  async gamePassword(name: string): Promise<string> {
    const row = await this.gameRow(name);
    if (!row) throw new Error(`no game account ${name}`);
    return row.password;
  }

  /** An account only the game knows (as the game's own auto-registration or an older site leaves them). */
  async gameOnly(name: string, password: string, extra: { email?: string | null; birthday?: string } = {}) {
    const inserted = await this.game.execute(
      'INSERT INTO accounts (`name`, password, email, birthday) VALUES (?, ?, ?, ?)',
      [name, password, extra.email ?? null, extra.birthday ?? '2005-05-11'],
    );
    return inserted.insertId;
  }

  async siteUsers(name: string): Promise<SiteUserRow[]> {
    return this.db.query(
      `SELECT id, username, email, birthday::text, role, game_account_id FROM auth.users WHERE lower(username) = lower($1)`,
      [name],
    );
  }
}
