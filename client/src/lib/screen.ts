import type { ComponentType } from 'react';
import type { RouteDef } from '../../../shared/routes/types';

// What a screen is given, and a screen's chunk as its feature's index names it. The router fetches
// it to show the screen or ahead of a visit (prefetch), the same import either way, and renders it
// (app/router/screens.ts). A failed fetch is forgotten: the next visit or prefetch tries again.

export interface ScreenProps {
  route: RouteDef;
  params: Record<string, string>;
}

export type ScreenModule = { default: ComponentType<ScreenProps> };

export interface LazyScreen {
  /** The chunk's module, fetched once. */
  load(): Promise<ScreenModule>;
}

export function lazyScreen(load: () => Promise<ScreenModule>): LazyScreen {
  let started: Promise<ScreenModule> | undefined;
  return {
    load: () =>
      (started ??= load().catch((err: unknown) => {
        started = undefined;
        throw err;
      })),
  };
}

/** A feature's index: route name (shared/routes/table.ts, whose row names the feature) → screen. */
export type Screens = Readonly<Record<string, LazyScreen>>;
