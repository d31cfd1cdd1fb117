import { createServer, Server } from 'node:net';
import { loadEnv } from '@henesys/server';
import { ContentEnv } from '../config/content-env';
import { ErrorCode, DomainException } from '@henesys/contracts';
import type { GameAccounts } from '@henesys/game';
import type { MaintenanceSwitch } from '../settings/maintenance-switch';
import { PlayersCounter, ServerStatusService } from './server-status.service';

function listen(): Promise<{ server: Server; port: number; connections: () => number }> {
  let count = 0;
  const server = createServer((socket) => {
    count += 1;
    socket.destroy();
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve({ server, port: typeof address === 'object' && address ? address.port : 0, connections: () => count });
    }),
  );
}

/** The maintenance switch reads Postgres (covered end to end); here it answers what MAINTENANCE says. */
function serviceFor(
  variables: Record<string, string>,
  players: PlayersCounter = { countLoggedIn: async () => 7 },
): ServerStatusService {
  const env = loadEnv(ContentEnv, { GAME_HOST: '127.0.0.1', ...variables });
  const maintenance = { isOn: async () => env.MAINTENANCE === 'true' } as unknown as MaintenanceSwitch;
  return new ServerStatusService(env, maintenance, players as GameAccounts);
}

describe('ServerStatusService', () => {
  it('reports online while the login server accepts connections, with the configured server info', async () => {
    const game = await listen();
    try {
      const status = await serviceFor({ GAME_PORT: String(game.port), EXP_RATE: '3x' }).getStatus();
      expect(status).toEqual({
        status: 'online',
        playersOnline: 7,
        serverInfo: { version: 'GMS v0.83', expRate: '3x', mesoRate: '2x', dropRate: '2x', maintenance: false },
      });
    } finally {
      game.server.close();
    }
  });

  it('reports offline with 0 players when nothing listens, without asking the game database', async () => {
    const game = await listen();
    game.server.close();
    const counter = { countLoggedIn: jest.fn(async () => 7) };
    await expect(serviceFor({ GAME_PORT: String(game.port) }, counter).getStatus()).resolves.toMatchObject({
      status: 'offline',
      playersOnline: 0,
    });
    expect(counter.countLoggedIn).not.toHaveBeenCalled();
  });

  it('reports online with 0 players when the game database does not answer, never an error', async () => {
    const game = await listen();
    try {
      const down = {
        countLoggedIn: async () =>
          Promise.reject(
            new DomainException(ErrorCode.ServiceUnavailable, 'The game database is not answering right now.'),
          ),
      };
      await expect(serviceFor({ GAME_PORT: String(game.port) }, down).getStatus()).resolves.toMatchObject({
        status: 'online',
        playersOnline: 0,
      });
    } finally {
      game.server.close();
    }
  });

  it('reports maintenance without probing when the switch is on', async () => {
    const game = await listen();
    try {
      const status = await serviceFor({ GAME_PORT: String(game.port), MAINTENANCE: 'true' }).getStatus();
      expect(status.status).toBe('maintenance');
      expect(status.playersOnline).toBe(0);
      expect(status.serverInfo.maintenance).toBe(true);
      expect(game.connections()).toBe(0);
    } finally {
      game.server.close();
    }
  });

  it('opens one socket for a burst of callers and reuses the answer while it is fresh', async () => {
    const game = await listen();
    try {
      const service = serviceFor({ GAME_PORT: String(game.port), SERVER_STATUS_CACHE_MS: '60000' });
      const answers = await Promise.all(Array.from({ length: 25 }, () => service.getStatus()));
      await service.getStatus();
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(answers.every((answer) => answer.status === 'online')).toBe(true);
      expect(game.connections()).toBe(1);
    } finally {
      game.server.close();
    }
  });

  it('probes again once the cached answer is older than the cache time', async () => {
    const game = await listen();
    try {
      const service = serviceFor({ GAME_PORT: String(game.port), SERVER_STATUS_CACHE_MS: '0' });
      await service.getStatus();
      await service.getStatus();
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(game.connections()).toBe(2);
    } finally {
      game.server.close();
    }
  });
});
