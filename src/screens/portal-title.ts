/** The title part of a portal page (`Home - Demo School`); the server render and the browser use the same. */
export function portalTitle(pageName: string, schoolName: string): string {
  return [pageName, schoolName].filter(Boolean).join(' - ');
}
