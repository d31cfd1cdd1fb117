import { isValidElement, lazy, type ComponentType } from 'react';
import { matchRoutes, type RouteObject } from 'react-router-dom';

/** A page in a chunk of its own (React.lazy) whose chunk can also be fetched before the page renders. */
export function lazyPage<Props>(load: () => Promise<{ default: ComponentType<Props> }>) {
  return Object.assign(lazy(load), { preload: load });
}

function preloaderOf(element: unknown): (() => Promise<unknown>) | null {
  if (!isValidElement(element)) return null;
  const type: unknown = element.type;
  if (typeof type !== 'object' || type === null || !('preload' in type)) return null;
  return typeof type.preload === 'function' ? (type.preload as () => Promise<unknown>) : null;
}

/**
 * Starts fetching the chunks of the pages that `pathname` shows. A page behind a guard renders only once
 * the session check has answered; its chunk need not wait for that answer. A failed fetch is left to
 * the page's own load, which shows it.
 */
export function preloadPages(routes: RouteObject[], pathname: string): void {
  for (const match of matchRoutes(routes, pathname) ?? []) {
    void preloaderOf(match.route.element)?.().catch(() => undefined);
  }
}
