import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { RouteDef } from '../../../shared/routes/types';

// What a screen is given, and a screen's lazily loaded chunk that can also be fetched ahead
// (prefetch): the same import() serves both, so a prefetched chunk is what React later renders
// without waiting. Each feature's index.ts maps its route names to these.

export interface ScreenProps {
  route: RouteDef;
  params: Record<string, string>;
}

export type Screen = LazyExoticComponent<ComponentType<ScreenProps>>;

export type LazyScreen<P> = LazyExoticComponent<ComponentType<P>> & {
  preload: () => void;
  /** The chunk's module (the same import as rendering and preload). */
  load: () => Promise<{ default: ComponentType<P> }>;
};

export function lazyScreen<P = ScreenProps>(load: () => Promise<{ default: ComponentType<P> }>): LazyScreen<P> {
  let started: Promise<{ default: ComponentType<P> }> | undefined;
  // A failed fetch (a prefetch or a visit) is forgotten: the next visit tries again.
  const once = () =>
    (started ??= load().catch((err: unknown) => {
      started = undefined;
      throw err;
    }));
  const screen = lazy(once) as LazyScreen<P>;
  screen.load = once;
  screen.preload = () => void once().catch(() => undefined);
  return screen;
}

/** A feature's index: route name (shared/routes/table.ts, whose row names the feature) → screen. */
export type Screens = Readonly<Record<string, Screen>>;
