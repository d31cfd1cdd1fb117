import { NotFoundException, ParseIntPipe } from '@nestjs/common';

/** A route id that is not a whole number names nothing: 404, like an unknown one. */
export const numericId = new ParseIntPipe({ exceptionFactory: () => new NotFoundException('Not found') });
