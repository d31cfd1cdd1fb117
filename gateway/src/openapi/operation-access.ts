import type { INestApplication } from '@nestjs/common';
import { ModulesContainer, Reflector } from '@nestjs/core';
import type { OpenAPIObject } from '@nestjs/swagger';
import { ADMIN_ROLE } from '@henesys/contracts';
import { IS_PUBLIC, REQUIRED_ROLE, STAFF_ACCESS } from '../auth/access.decorators';

export type Access = 'public' | 'member' | 'staff' | 'admin';

/** The access level a route's metadata gives it. */
export function accessOf(isPublic: boolean | undefined, role: string | undefined): Access {
  if (isPublic) return 'public';
  if (role === ADMIN_ROLE) return 'admin';
  return role === STAFF_ACCESS ? 'staff' : 'member';
}

export const BEARER_SCHEME = 'bearer';
export const TOKEN_HEADER_SCHEME = 'x-auth-token';

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

/** The operation id the document gives each handler; `accessByOperation` keys on the same. */
export const operationId = (controller: string, method: string): string => `${controller}_${method}`;

/** Every controller handler's access, read as the guards read it (the handler's metadata over its class's). */
export function accessByOperation(app: INestApplication): Map<string, Access> {
  const reflector = new Reflector();
  const access = new Map<string, Access>();
  for (const module of app.get(ModulesContainer).values()) {
    for (const { metatype } of module.controllers.values()) {
      if (typeof metatype !== 'function') continue;
      for (const name of Object.getOwnPropertyNames(metatype.prototype)) {
        const handler: unknown = metatype.prototype[name];
        if (name === 'constructor' || typeof handler !== 'function') continue;
        const targets = [handler, metatype];
        const isPublic = reflector.getAllAndOverride<boolean | undefined>(IS_PUBLIC, targets);
        const role = reflector.getAllAndOverride<string | undefined>(REQUIRED_ROLE, targets);
        access.set(operationId(metatype.name, name), accessOf(isPublic, role));
      }
    }
  }
  return access;
}

/**
 * Public operations carry no security requirement; every other one takes the session token
 * (either header) and may answer 401; admin-only ones say so in the summary and may answer 403.
 * An operation not found is treated as the guards treat an unmarked route: token required.
 */
export function markAccess(document: OpenAPIObject, access: Map<string, Access>): void {
  for (const item of Object.values(document.paths)) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const level = access.get(operation.operationId ?? '') ?? 'member';
      if (level === 'public') {
        delete operation.security;
        continue;
      }
      operation.security = [{ [BEARER_SCHEME]: [] }, { [TOKEN_HEADER_SCHEME]: [] }];
      operation.responses['401'] ??= { description: 'No valid session token' };
      if (level === 'admin' || level === 'staff') {
        const who = level === 'admin' ? 'Admin only' : 'Staff only (Admins and Moderators)';
        operation.summary = operation.summary ? `${who}: ${operation.summary}` : who;
        operation.responses['403'] ??= { description: `The caller is not ${level === 'admin' ? 'an Admin' : 'staff'}` };
      }
    }
  }
}
