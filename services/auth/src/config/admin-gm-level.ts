import { applyDecorators } from '@nestjs/common';
import { IsInt, IsOptional, Max, Min } from 'class-validator';

/**
 * ADMIN_GM_LEVEL, off when unset. When set, the owner of a game character whose `characters.gm` is
 * at least this level acts as an Admin on the site (on top of the site roles `npm run admin` grants).
 */
export const IsAdminGmLevel = (): PropertyDecorator => applyDecorators(IsOptional(), IsInt(), Min(1), Max(255));
