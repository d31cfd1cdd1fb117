import { Reflector } from '@nestjs/core';
import { IS_PUBLIC } from '../auth/access.decorators';
import { PUBLIC_CACHE, PublicCache } from './public-cache.decorator';

class CachedController {
  @PublicCache({ seconds: 5 })
  page(): string {
    return 'a page';
  }
}

describe('PublicCache', () => {
  it('makes the route public as well as cached: a cached answer skips the guards, so no cached route can be guarded', () => {
    const reflector = new Reflector();
    const handler = Object.getOwnPropertyDescriptor(CachedController.prototype, 'page')?.value as () => void;
    expect(reflector.get(IS_PUBLIC, handler)).toBe(true);
    expect(reflector.get(PUBLIC_CACHE, handler)).toEqual({ seconds: 5 });
  });
});
