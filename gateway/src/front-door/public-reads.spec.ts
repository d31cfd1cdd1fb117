import { Controller, Get, Header, Param, Query, Res, UseGuards } from '@nestjs/common';
import { DiscoveryModule, DiscoveryService } from '@nestjs/core';
import { Test } from '@nestjs/testing';
import { generateSecrets } from '@henesys/runner';
import { loadEnv } from '@henesys/server';
import { IsOptional, IsString } from 'class-validator';
import { AdminOnly } from '../auth/access.decorators';
import { GatewayEnv } from '../config/gateway-env';
import { PublicCache } from '../public-cache/public-cache.decorator';
import { RateLimit } from '../rate-limit/rate-limit.decorator';
import { findPublicReads } from './public-reads';

class ProbeQuery {
  @IsOptional()
  @IsString()
  q?: string;
}

const FIVE = { seconds: 5 };

@Controller('probe')
class ProbeController {
  @Get()
  @PublicCache({ seconds: 5, versionKey: 'probe:version' })
  list(@Query() query: ProbeQuery) {
    return { listed: query };
  }

  @Get('plain')
  @PublicCache(FIVE)
  @Header('Cache-Control', 'public, max-age=300')
  plain() {
    return { plain: true };
  }

  @Get('off')
  @PublicCache({ seconds: (env) => env.SERVER_STATUS_GATEWAY_CACHE_SECONDS - env.SERVER_STATUS_GATEWAY_CACHE_SECONDS })
  off() {
    return {};
  }

  @Get('uncached')
  uncached() {
    return {};
  }

  @Get('items/:id')
  @PublicCache(FIVE)
  item(@Param('id') id: string) {
    return { id };
  }

  @Get('one-field')
  @PublicCache(FIVE)
  oneField(@Query('q') q: string) {
    return { q };
  }

  @Get('response')
  @PublicCache(FIVE)
  response(@Res({ passthrough: true }) _response: unknown) {
    return {};
  }

  @Get('guarded')
  @PublicCache(FIVE)
  @UseGuards({ canActivate: () => true })
  guarded() {
    return {};
  }

  @Get('limited')
  @PublicCache(FIVE)
  @RateLimit('login')
  limited() {
    return {};
  }

  @Get('role')
  @PublicCache(FIVE)
  @AdminOnly()
  role() {
    return {};
  }

  @Get('other-header')
  @PublicCache(FIVE)
  @Header('X-Probe', 'yes')
  otherHeader() {
    return {};
  }
}

describe('findPublicReads: the cached public GETs the front door answers itself on a miss', () => {
  const env = loadEnv(GatewayEnv, generateSecrets());

  async function reads() {
    const moduleRef = await Test.createTestingModule({
      imports: [DiscoveryModule],
      controllers: [ProbeController],
    }).compile();
    return findPublicReads(moduleRef.get(DiscoveryService), env, 'api');
  }

  it('takes fixed paths whose only input is a whole query object, with their cache settings', async () => {
    const found = await reads();
    expect([...found.keys()].sort()).toEqual(['/api/probe', '/api/probe/plain']);
    expect(found.get('/api/probe')).toMatchObject({
      path: { route: '/api/probe', versionKey: 'probe:version', cacheControl: undefined },
      query: ProbeQuery,
    });
    expect(found.get('/api/probe/plain')).toMatchObject({
      path: { route: '/api/probe/plain', cacheControl: 'public, max-age=300' },
      query: undefined,
    });
  });

  it("calls the route's own handler with the query", async () => {
    const found = await reads();
    expect(await found.get('/api/probe')?.invoke({ q: 'abc' })).toEqual({ listed: { q: 'abc' } });
    expect(await found.get('/api/probe/plain')?.invoke(undefined)).toEqual({ plain: true });
  });
});
