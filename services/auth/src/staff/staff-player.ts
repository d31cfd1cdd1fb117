import { Injectable } from '@nestjs/common';
import { apiRoleOf, jobName, StaffAddress, StaffCharacter, StaffIdentity } from '@henesys/contracts';
import { gameTimeToIso, GamePlayers, StaffGameAccount } from '@henesys/game';
import { SessionsRepository } from '../tokens/sessions.repository';
import type { User } from '../users/user';
import { SiteUsers } from '../users/site-users';
import { banStateOf } from './ban-state';
import { LoginAddressesRepository } from './login-addresses.repository';
import { playerNotFound } from './staff-errors';

const isoOrNull = (value: string | null): string | null => (value ? gameTimeToIso(value) : null);

/** What auth and the game know of one player, for the staff page (the gateway adds history, donations, Discord). */
@Injectable()
export class StaffPlayer {
  constructor(
    private readonly game: GamePlayers,
    private readonly siteUsers: SiteUsers,
    private readonly addresses: LoginAddressesRepository,
    private readonly sessions: SessionsRepository,
  ) {}

  async identity(accountId: number): Promise<StaffIdentity> {
    const account = await this.game.account(accountId);
    if (!account) throw playerNotFound();
    const user = await this.siteUsers.findByGameAccount(accountId);
    const [characters, addresses, sessions] = await Promise.all([
      this.characters(accountId),
      user ? this.addressesOf(user, account) : Promise.resolve([]),
      user ? this.sessions.liveOf(user.id) : Promise.resolve([]),
    ]);
    return {
      account: {
        id: account.id,
        name: account.name,
        email: account.email ?? user?.email ?? null,
        createdAt: isoOrNull(account.createdat),
        loggedIn: Number(account.loggedin) !== 0,
        lastLoginGame: isoOrNull(account.lastlogin),
        lastLoginSite: user?.lastLogin?.toISOString() ?? null,
        nxCredit: Number(account.nxCredit ?? 0),
        maplePoint: Number(account.maplePoint ?? 0),
        nxPrepaid: Number(account.nxPrepaid ?? 0),
        twoFactor: user?.twoFactorEnabled ?? false,
        ipLock: user?.ipLockEnabled ?? false,
        role: user ? apiRoleOf(user.role) : null,
        siteUserId: user?.id ?? null,
        gameIp: account.ip || null,
        gmLevel: Math.max(0, ...characters.map((character) => character.gm)),
        ...banStateOf(account),
      },
      characters,
      addresses,
      sessions: sessions.map((session) => ({
        id: session.id,
        createdAt: session.createdAt.toISOString(),
        expiresAt: session.expiresAt.toISOString(),
        ip: session.address,
      })),
    };
  }

  private async characters(accountId: number): Promise<StaffCharacter[]> {
    const characters = await this.game.characters(accountId);
    const items = await this.game.items(characters.map((character) => character.id));
    return characters.map((character) => ({
      id: character.id,
      name: character.name,
      level: character.level,
      job: jobName(character.job),
      jobId: character.job,
      world: character.world,
      map: character.map,
      meso: character.meso,
      fame: character.fame,
      gm: character.gm,
      guild: character.guild,
      lastLogout: isoOrNull(character.lastLogoutTime),
      items: items
        .filter((item) => item.characterid === character.id)
        .map((item) => ({
          itemId: item.itemid,
          quantity: item.quantity,
          inventoryType: item.inventorytype,
          position: item.position,
        })),
    }));
  }

  /** The site's addresses for the user, each with the other accounts seen there (on the site, or last in game). */
  private async addressesOf(user: User, account: StaffGameAccount): Promise<StaffAddress[]> {
    const seen = await this.addresses.of(user.id);
    const list = seen.map((entry) => entry.address);
    const [siteOthers, gameOthers] = await Promise.all([
      this.addresses.othersAt(list, user.id),
      this.game.withGameIps(list, account.id),
    ]);
    return seen.map((entry) => {
      const others = new Map<number, string>();
      for (const other of siteOthers)
        if (other.address === entry.address && other.gameAccountId !== account.id)
          others.set(other.gameAccountId, other.username);
      for (const other of gameOthers) if (other.ip === entry.address) others.set(other.id, other.name);
      return {
        ip: entry.address,
        firstSeen: entry.firstSeen.toISOString(),
        lastSeen: entry.lastSeen.toISOString(),
        otherAccounts: [...others].map(([accountId, name]) => ({ accountId, name })),
      };
    });
  }
}
