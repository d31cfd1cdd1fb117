import { INestApplication, RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { ModulesContainer } from '@nestjs/core';
import { IS_PUBLIC, REQUIRED_ROLE } from '../src/auth/access.decorators';
import { Access, accessOf } from '../src/openapi/operation-access';
import { createGatewayApp } from '../src/bootstrap/create-gateway-app';
import { GatewayEnv } from '../src/config/gateway-env';
import { RATE_LIMIT, RateLimitName } from '../src/rate-limit/rate-limit.decorator';

export interface Route {
  method: string;
  path: string;
  access: Access;
  /** Its own RATE_LIMIT_* (undefined: RATE_LIMIT_DEFAULT). */
  rateLimit?: RateLimitName;
}

/** Every route the gateway really has, read from its own controllers' metadata. */
export async function gatewayRoutes(env: GatewayEnv): Promise<Route[]> {
  const app: INestApplication = await createGatewayApp(env);
  await app.init();
  try {
    const routes: Route[] = [];
    for (const module of app.get(ModulesContainer).values()) {
      for (const wrapper of module.controllers.values()) {
        const controller = wrapper.metatype as (new (...args: never[]) => object) | null;
        if (!controller) continue;
        const base = String(Reflect.getMetadata(PATH_METADATA, controller) ?? '');
        for (const name of Object.getOwnPropertyNames(controller.prototype)) {
          const handler = controller.prototype[name as keyof object] as unknown;
          if (
            name === 'constructor' ||
            typeof handler !== 'function' ||
            Reflect.getMetadata(PATH_METADATA, handler) === undefined
          )
            continue;
          const method =
            RequestMethod[(Reflect.getMetadata(METHOD_METADATA, handler) as number | undefined) ?? RequestMethod.GET];
          const sub = String(Reflect.getMetadata(PATH_METADATA, handler));
          const path = `/api/${[base, sub].filter((part) => part && part !== '/').join('/')}`
            .replace(/\/+/g, '/')
            .replace(/\/$/, '');
          const isPublic = Reflect.getMetadata(IS_PUBLIC, handler) ?? Reflect.getMetadata(IS_PUBLIC, controller);
          const role = Reflect.getMetadata(REQUIRED_ROLE, handler) ?? Reflect.getMetadata(REQUIRED_ROLE, controller);
          const rateLimit = Reflect.getMetadata(RATE_LIMIT, handler) ?? Reflect.getMetadata(RATE_LIMIT, controller);
          routes.push({
            method,
            path,
            access: accessOf(isPublic, role),
            rateLimit,
          });
        }
      }
    }
    return routes;
  } finally {
    await app.close();
  }
}
