// The rule lives with the contracts so that the server (which checks `redirect` when a sign-in starts) uses the same one.
export { safeRedirect } from '../../schemas/safe-url';
