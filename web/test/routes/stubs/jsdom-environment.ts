import { TestEnvironment } from 'jest-environment-jsdom';

/**
 * jsdom with the fetch API's classes of Node (jsdom has none): react-router's data routers build a
 * Request for every navigation, with an AbortSignal that Node's Request accepts only from Node's own
 * AbortController. fetch itself is left out: each test mocks it (../render-route.tsx).
 */
export default class RouteTestEnvironment extends TestEnvironment {
  constructor(...args: ConstructorParameters<typeof TestEnvironment>) {
    super(...args);
    Object.assign(this.global, { Request, Response, Headers, AbortController, AbortSignal });
  }
}
