import { NotFoundException, PipeTransform } from '@nestjs/common';

/** Ids are PostgreSQL `integer`s: a larger one names nothing (and, sent on, failed the query with a 500). */
export const MAX_ID = 2_147_483_647;

/** A route id that is not a whole number from 1 to MAX_ID names nothing: 404, like an unknown one. */
export const numericId: PipeTransform<string, number> = {
  transform(value: string): number {
    const id = /^\d{1,10}$/.test(value) ? Number(value) : 0;
    if (id < 1 || id > MAX_ID) throw new NotFoundException('Not found');
    return id;
  },
};
