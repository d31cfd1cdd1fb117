import { startServiceModule, ServiceModuleUnderTest } from '@henesys/testing';
import { ContentEnv } from '../src/config/content-env';
import { contentModule } from '../src/content.module';

/**
 * The content module in this process (startServiceModule) without a game database, its game server
 * status looked up on a port nobody listens on: what every content module test starts from.
 */
export function startContentModule(label: string): Promise<ServiceModuleUnderTest<ContentEnv>> {
  return startServiceModule({
    label,
    envClass: ContentEnv,
    module: contentModule,
    game: false,
    env: { GAME_PORT: '9', GAME_STATUS_TIMEOUT_MS: '100' },
  });
}
