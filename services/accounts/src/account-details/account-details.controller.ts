import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { GameAccountDetails, PATTERNS } from '@henesys/contracts';
import { RpcHandler } from '@henesys/server';
import { AccountDetailsPayload } from '@henesys/dto';
import { GameAccounts, gameBan, NxLedger } from '@henesys/game';
import { ActivityLogRepository } from '../activity/activity-log.repository';
import { CharacterToolsService } from '../characters/character-tools.service';
import { CharactersQuery } from '../characters/characters.query';

/**
 * SPEC §3 'Account details', from the game account (ban state, balances), its characters, the NX
 * still waiting in the ledger, and the log. The site username is the game account's name.
 */
@Controller()
export class AccountDetailsController {
  constructor(
    private readonly accounts: GameAccounts,
    private readonly ledger: NxLedger,
    private readonly characters: CharactersQuery,
    private readonly activity: ActivityLogRepository,
    private readonly tools: CharacterToolsService,
  ) {}

  @RpcHandler(PATTERNS.accountsAccountDetails)
  async details(@Payload() payload: AccountDetailsPayload): Promise<GameAccountDetails> {
    const [account, recentActivity] = await Promise.all([
      this.accounts.findByName(payload.username),
      this.activity.recent(payload.username),
    ]);
    const [characters, pending] = account
      ? await Promise.all([this.characters.ofAccount(payload.username, account.id), this.ledger.pending(account.id)])
      : [[], { credit: 0, prepaid: 0 }];
    // The player's page shows NX only (Maple Points a staff member sends are counted in the staff console).
    const pendingNx = { credit: pending.credit, prepaid: pending.prepaid };
    const ban = account ? gameBan(account) : null;
    return {
      // SPEC 'Account status': not active with a future expiration is a temporary ban, without one a permanent ban.
      status: ban ? 'banned' : 'active',
      banExpiration: ban?.until ?? null,
      nxCash: account?.nxCredit ?? 0,
      nxPrepaid: account?.nxPrepaid ?? 0,
      pendingNx,
      inGame: Boolean(account && account.loggedin !== 0),
      characters: characters.map((character) => ({
        name: character.name,
        level: character.level,
        job: character.jobName,
        lastPlayed: character.lastLogoutTime,
      })),
      recentActivity,
      characterTools: this.tools.settings(),
    };
  }
}
