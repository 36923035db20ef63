import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/** A screen in a chunk of its own, loaded when first opened (the layout shows the wait). */
export const lazyView = (load: () => Promise<ComponentType>): LazyExoticComponent<ComponentType> =>
  lazy(async () => ({ default: await load() }));
