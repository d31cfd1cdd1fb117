import { requestIdOf } from '@henesys/server';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { PublicAnswers } from './public-answers';

/**
 * Answers a GET whose public answer is already cached before the framework runs: after helmet, CORS
 * and the input checks, but without Nest's routing, guards and pipes, which cost more than half of a
 * cached answer's time (bench/load). Only keys a full request already filled are found here (that
 * request passed validation); a hit touches no service, so it is not counted by the rate limiter.
 */
export function publicCacheFastPath(answers: PublicAnswers): RequestHandler {
  return (request: Request, response: Response, next: NextFunction): void => {
    if (request.method !== 'GET') return next();
    answers.lookUp(request, response).then(
      (answer) => {
        if (!answer) return next();
        requestIdOf(request, response);
        response.locals.metricsRoute = request.path;
        response.end(answers.send(request, response, answer));
      },
      () => next(),
    );
  };
}
