import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

// A screen's lazily loaded chunk that can also be fetched ahead (prefetch): the same import()
// serves both, so a prefetched chunk is what React later renders without waiting.

export type LazyScreen<P> = LazyExoticComponent<ComponentType<P>> & {
  preload: () => void;
  /** The chunk's module (the same import as rendering and preload). */
  load: () => Promise<{ default: ComponentType<P> }>;
};

export function lazyScreen<P>(load: () => Promise<{ default: ComponentType<P> }>): LazyScreen<P> {
  let started: Promise<{ default: ComponentType<P> }> | undefined;
  const once = () => (started ??= load()) as Promise<{ default: ComponentType<P> }>;
  const screen = lazy(once) as LazyScreen<P>;
  screen.load = once;
  // A failed prefetch is forgotten: the real visit tries again and shows its own error.
  screen.preload = () =>
    void once().catch(() => {
      started = undefined;
    });
  return screen;
}
