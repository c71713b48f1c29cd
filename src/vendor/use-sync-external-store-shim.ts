/**
 * Stands in for `use-sync-external-store/shim` (vite.config.ts aliases it here). react-i18next imports
 * that polyfill for React before 18; React 19 has the hook itself, so the polyfill's code stays out of
 * the bundle.
 */
export { useSyncExternalStore } from 'react';
