import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { AnyBlockDefinition, BlockComponentProps } from './block-definition';

type LazyBlock = LazyExoticComponent<ComponentType<BlockComponentProps<any>>>; // eslint-disable-line @typescript-eslint/no-explicit-any

const cache = new WeakMap<AnyBlockDefinition, LazyBlock>();

/** One lazy component per block type, so each type's code loads once and only when a page uses it. */
export function lazyComponent(def: AnyBlockDefinition): LazyBlock {
  let component = cache.get(def);
  if (!component) {
    component = lazy(def.load);
    cache.set(def, component);
  }
  return component;
}
