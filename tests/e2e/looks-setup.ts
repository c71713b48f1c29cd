import type { Page } from '@playwright/test';

/** The moment every screenshot's browser believes it is (a fixed clock, so relative times never drift). */
export const FIXED_NOW = new Date('2026-03-02T09:00:00Z');

/**
 * Makes a page look the same on every run: a fixed clock, one font family that Debian's Chromium always
 * has (DejaVu Sans, which also covers Arabic), no animations or transitions, no blinking caret.
 */
export async function steadyLooks(page: Page): Promise<void> {
  await page.clock.install({ time: FIXED_NOW });
  await page.addInitScript(() => {
    const style = () => {
      const tag = document.createElement('style');
      tag.textContent = `*, *::before, *::after { font-family: 'DejaVu Sans', sans-serif !important; animation: none !important; transition: none !important; caret-color: transparent !important; }`;
      document.head.append(tag);
    };
    if (document.head) style();
    else document.addEventListener('DOMContentLoaded', style);
  });
}

/** The demo school's first class, as visitors reach it from the portal. */
export async function demoClassPath(page: Page, school: string): Promise<string> {
  const list = await page.request.get(`/api/portal/api/v1/portal/class-resource?schoolId=${school}&pageSize=1`);
  const [first] = (await list.json()).data.list as { id: string }[];
  return `/classInfo/${school}/class-view/${first!.id}`;
}
