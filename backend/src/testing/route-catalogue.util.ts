import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { ModulesContainer } from '@nestjs/core';
import { GATEWAY_METADATA, MESSAGE_MAPPING_METADATA, MESSAGE_METADATA } from '@nestjs/websockets/constants';
import type { INestApplication } from '@nestjs/common';
import { ACCESS, type AccessRule } from '../platform/auth/access.decorator';

export interface RouteInfo {
  method: string;
  /** With the global /api prefix and `:params`. */
  path: string;
  handler: string;
  access: AccessRule | undefined;
}

function joinPath(...parts: string[]): string {
  return `/${parts
    .map((p) => p.replace(/^\/+|\/+$/g, ''))
    .filter(Boolean)
    .join('/')}`;
}

/** Every HTTP route of the running app, read from Nest's own metadata, with its access rule. */
export function routeCatalogue(app: INestApplication, prefix = 'api'): RouteInfo[] {
  const routes: RouteInfo[] = [];
  for (const module of app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const type = wrapper.metatype as (new (...args: unknown[]) => unknown) | null;
      if (!type) continue;
      const base = [Reflect.getMetadata(PATH_METADATA, type) ?? ''].flat()[0] as string;
      const classRule = Reflect.getMetadata(ACCESS, type) as AccessRule | undefined;
      for (const name of Object.getOwnPropertyNames(type.prototype)) {
        const handler = type.prototype[name] as unknown;
        if (name === 'constructor' || typeof handler !== 'function') continue;
        const method = Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod | undefined;
        if (method === undefined) continue;
        const path = [Reflect.getMetadata(PATH_METADATA, handler) ?? ''].flat()[0] as string;
        routes.push({
          method: RequestMethod[method].toLowerCase(),
          path: joinPath(prefix, base, path),
          handler: `${type.name}.${name}`,
          access: (Reflect.getMetadata(ACCESS, handler) as AccessRule | undefined) ?? classRule,
        });
      }
    }
  }
  return routes;
}

export interface SocketEventInfo {
  /** The event name a client emits. */
  event: string;
  handler: string;
  access: AccessRule | undefined;
}

/** Every socket event a client may send (the gateways' @SubscribeMessage handlers), with its access rule. */
export function socketEventCatalogue(app: INestApplication): SocketEventInfo[] {
  const events: SocketEventInfo[] = [];
  const seen = new Set<unknown>();
  for (const module of app.get(ModulesContainer).values()) {
    for (const wrapper of module.providers.values()) {
      const type = wrapper.metatype as (new (...args: unknown[]) => unknown) | null;
      if (!type || typeof type !== 'function' || seen.has(type) || !Reflect.getMetadata(GATEWAY_METADATA, type)) continue;
      seen.add(type);
      const classRule = Reflect.getMetadata(ACCESS, type) as AccessRule | undefined;
      for (const name of Object.getOwnPropertyNames(type.prototype)) {
        const handler = type.prototype[name] as unknown;
        if (name === 'constructor' || typeof handler !== 'function' || !Reflect.getMetadata(MESSAGE_MAPPING_METADATA, handler)) continue;
        events.push({
          event: Reflect.getMetadata(MESSAGE_METADATA, handler) as string,
          handler: `${type.name}.${name}`,
          access: (Reflect.getMetadata(ACCESS, handler) as AccessRule | undefined) ?? classRule,
        });
      }
    }
  }
  return events;
}
