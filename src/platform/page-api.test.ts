import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetPageApiVersions, listSchoolPages } from './page-api';

afterEach(() => {
  vi.unstubAllGlobals();
  forgetPageApiVersions();
});

const json = (data: unknown) => new Response(JSON.stringify({ code: 200, data }), { status: 200 });

function serve(version: 1 | 2) {
  const fetchMock = vi.fn(async (path: string) => {
    if (path.startsWith('/api/platform/v1/page-api')) return json({ version });
    if (path.startsWith('/api/portal/api/v1/portal/v2/pages')) return json({ list: [{ id: '2', code: 'home' }], total: 1 });
    return json([{ id: '1', code: 'home' }]);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('page API version', () => {
  it('lists pages through v1 or v2 as the server decides for the school, asking once', async () => {
    const v1 = serve(1);
    expect(await listSchoolPages('1100000000000000001')).toEqual([{ id: '1', code: 'home' }]);
    await listSchoolPages('1100000000000000001');
    expect(v1.mock.calls.filter(([p]) => String(p).startsWith('/api/platform/v1/page-api'))).toHaveLength(1);
    forgetPageApiVersions();
    serve(2);
    expect(await listSchoolPages('1100000000000000001')).toEqual([{ id: '2', code: 'home' }]);
  });
});
