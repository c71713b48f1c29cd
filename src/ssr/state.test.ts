import { describe, expect, it } from 'vitest';
import { serializeState } from './state';

describe('serializeState', () => {
  it('cannot close the script element it sits in, and round-trips', () => {
    const state = { schoolDefault: 'zh_CN', blockTypes: ['</script><script>alert(1)</script>'], queries: { mutations: [], queries: [] } };
    const text = serializeState(state);
    expect(text).not.toMatch(/<|>/);
    expect(JSON.parse(text)).toEqual(state);
  });
});
