/** Whether a user agent is Chrome (or Chromium) — the recommended browser; Edge, Opera and others are not. */
export function isRecommendedBrowser(userAgent: string): boolean {
  return /\b(Chrome|Chromium|HeadlessChrome)\/\d+/.test(userAgent) && !/\b(Edg|OPR|Opera|SamsungBrowser|YaBrowser)\//.test(userAgent);
}
