import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_SCHOOL_ID } from '../../server/db/demo';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import { fakeRenderBuild } from './helpers/server-process';

/** What the stand-in render build below shares with the test: renders begun, and a gate they wait at. */
interface RenderProbe {
  renders: number;
  gate: Promise<void>;
}
const probe = globalThis as unknown as { __renderProbe: RenderProbe };

/** A render entry whose renders count themselves and wait at the probe's gate before answering. */
const COUNTING_ENTRY = `export async function renderPortalPage({ url }) {
  const probe = globalThis.__renderProbe;
  const number = ++probe.renders;
  await probe.gate;
  return { html: '<p>render ' + number + ' of ' + url + '</p>', stateJson: '{}', title: 'home', lang: 'en', dir: 'ltr', blockTypes: [] };
}
`;

let t: TestApp;
let open: () => void;
const home = `/portal/${DEMO_SCHOOL_ID}/home`;
const visit = (url = home) => t.app.inject({ url, headers: { host: 'portal.test' } });

beforeAll(async () => {
  t = await buildTestApp({ STATIC_DIR: fakeRenderBuild(COUNTING_ENTRY), RENDER_CACHE_SECONDS: '30' });
});
afterAll(() => t?.close());
beforeEach(() => {
  probe.__renderProbe = { renders: 0, gate: new Promise<void>((resolve) => (open = resolve)) };
  // This process only: on PostgreSQL a published notice comes back a little later and would forget
  // the pages these tests render in the meantime.
  t.app.renderCache.forgetHere(DEMO_SCHOOL_ID);
});

/** Lets the event loop run until `count` renders have begun. */
async function rendersBegun(count: number) {
  for (let i = 0; i < 200 && probe.__renderProbe.renders < count; i++) await new Promise((resolve) => setTimeout(resolve, 5));
  expect(probe.__renderProbe.renders).toBe(count);
}

describe('server render of portal pages for anonymous visitors', () => {
  it('draws a page once for every visitor asking while it is being drawn, then serves it from the cache', async () => {
    const asked = [visit(), visit(), visit(), visit()];
    await rendersBegun(1);
    open();
    const answers = await Promise.all(asked);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    expect(answers[0]!.body).toContain('render 1 of');
    expect((await visit()).body).toContain('render 1 of');
    // Another address is a render of its own.
    expect((await visit(`${home}?tab=2`)).body).toContain('render 2 of');
    expect(probe.__renderProbe.renders).toBe(2);
  });

  it('starts a new render for visitors who come after a release made while a render was under way', async () => {
    const before = visit();
    await rendersBegun(1);
    t.app.renderCache.forgetHere(DEMO_SCHOOL_ID); // what a release does in this process
    const after = visit();
    await rendersBegun(2);
    open();
    expect((await before).body).toContain('render 1 of');
    expect((await after).body).toContain('render 2 of');
    // The render begun before the release is not kept: the next visitor gets the one begun after it.
    expect((await visit()).body).toContain('render 2 of');
  });
});
