/**
 * Sends the browser to the application's address the server named, replacing this page in the history
 * (going back must not land on a request that was already answered).
 */
export function leaveForApplication(url: string): void {
  window.location.replace(url);
}
