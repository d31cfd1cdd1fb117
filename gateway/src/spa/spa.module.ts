import { Controller, DynamicModule, Get, Module, NotFoundException, Res } from '@nestjs/common';
import { ServeStaticModule } from '@nestjs/serve-static';
import type { Response } from 'express';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Public } from '../auth/access.decorators';
import { PAGE_PATH } from '../front-door/spa-page';

/**
 * Serves the built SPA with history fallback for page paths (PAGE_PATH: the front door's rule), so a
 * missing file, under /downloads or with an extension, is a JSON 404 instead of the page. The Discord
 * callback is a SPA route under /api (SPEC §2), so it gets the index page too; other unknown /api
 * paths stay JSON 404s.
 */
@Module({})
export class SpaModule {
  static forRoot(webDistPath: string): DynamicModule {
    const indexFile = join(webDistPath, 'index.html');

    @Controller('discord')
    class DiscordCallbackPageController {
      @Get('callback')
      @Public()
      page(@Res() response: Response): void {
        if (!existsSync(indexFile)) throw new NotFoundException('The web app is not built.');
        response.setHeader('Cache-Control', 'no-cache');
        response.sendFile(indexFile);
      }
    }

    return {
      module: SpaModule,
      imports: [
        ServeStaticModule.forRoot({
          rootPath: webDistPath,
          renderPath: PAGE_PATH,
          exclude: ['/api/{*path}'],
          serveStaticOptions: {
            setHeaders: (response, path) => {
              const hashed = path.includes(`${join(webDistPath, 'assets')}`);
              response.setHeader('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
            },
          },
        }),
      ],
      controllers: [DiscordCallbackPageController],
    };
  }
}
