import { createRouter } from '@tanstack/react-router';
import type { MessageDescriptor } from '@lingui/core';
import { routeTree } from './routeTree.gen';
import type { AppServices } from './session/services';

export interface RouterContext {
  readonly services: AppServices;
}

export function createAppRouter(services: AppServices) {
  return createRouter({
    routeTree,
    context: { services },
    defaultPreload: 'intent',
    scrollRestoration: true,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
  interface StaticDataRouteOption {
    /** The header title of the route (spec: per-route meta titles). */
    title?: MessageDescriptor;
  }
}
