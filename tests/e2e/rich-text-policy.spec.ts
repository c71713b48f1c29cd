import { expect, test } from '@playwright/test';
import { build, type Rollup } from 'vite';
import { RICH_TEXT_CASES } from '../../schemas/rich-text-corpus';
import { openDesigner, restoreDraft } from './designer-helpers';
import { DEMO_SCHOOL } from './helpers';

interface RichHtml {
  sanitizeHtml: (html: string) => string;
}

/** The designer's sanitizer module (editor/rich-text/rich-html.ts) built for the browser, as the designer's bundle holds it. */
async function designerSanitizer(): Promise<string> {
  const built = await build({
    configFile: false,
    logLevel: 'silent',
    build: { write: false, minify: false, lib: { entry: 'editor/rich-text/rich-html.ts', formats: ['iife'], name: 'richHtml' } },
  });
  return ((Array.isArray(built) ? built[0] : built) as Rollup.RollupOutput).output[0].code;
}

test('the designer sanitizes in Chromium exactly as the server does, input for input (the shared corpus)', async ({ page }) => {
  await page.setContent('<!doctype html><html><head></head><body></body></html>');
  await page.addScriptTag({ content: await designerSanitizer() });
  const answers = await page.evaluate(
    (inputs) => inputs.map((input) => (window as unknown as { richHtml: RichHtml }).richHtml.sanitizeHtml(input)),
    RICH_TEXT_CASES.map((c) => c.input),
  );
  // One comparison per case, so a failure names the input.
  RICH_TEXT_CASES.forEach(({ name, output }, i) => expect.soft(answers[i], name).toBe(output));
  expect(answers).toHaveLength(RICH_TEXT_CASES.length);
});

test.describe('the designer and the server store the same rich text', () => {
  test.afterEach(async ({ page }) => restoreDraft(page));

  test('HTML typed in the source view is saved as the designer shows it', async ({ page }) => {
    await openDesigner(page);
    await page.getByRole('region', { name: 'Canvas' }).locator('[data-block-frame][data-block-type="rich-text"]').first().click({ position: { x: 8, y: 8 } });
    const inspector = page.getByRole('region', { name: 'Inspector' });
    await inspector.getByRole('button', { name: 'HTML source' }).click();
    const source = inspector.getByRole('textbox', { name: /Text HTML/ });
    const typed = '<h2 style="color:red" onclick="x()">Hours</h2><p>Open <a href="https://school.example" target="_blank">daily</a><img src=x onerror=alert(1)></p><noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript><svg><script>alert(1)</script></svg>';
    await source.fill(typed);
    await source.blur();
    const shown = '<h2>Hours</h2><p>Open <a href="https://school.example" target="_blank" rel="noopener noreferrer">daily</a></p>';
    await expect(source).toHaveValue(shown);
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page.getByTestId('save-state')).toHaveText('All changes saved');

    const portal = '/api/portal/api/v1/portal';
    type Pages = { id: string; code: string }[];
    const listed = (await (await page.request.get(`${portal}/pages?schoolId=${DEMO_SCHOOL}`)).json()).data as Pages | { list: Pages };
    const home = (Array.isArray(listed) ? listed : listed.list).find((p) => p.code === 'home')!;
    const draft = (await (await page.request.get(`${portal}/select-user-renovation?schoolId=${DEMO_SCHOOL}&pageId=${home.id}`)).json()).data;
    const texts = JSON.stringify(draft.document);
    expect(texts).toContain(JSON.stringify(shown));
    await expect(page.getByRole('region', { name: 'Canvas' }).locator('.rich-text h2', { hasText: 'Hours' })).toBeVisible();
  });
});
