import { describe, expect, it } from 'vitest';
import { localEventBus } from '../db/events';
import { RenderCache } from './render-cache';

describe('RenderCache', () => {
  it('answers until the entry expires', () => {
    let now = 1000;
    const cache = new RenderCache(30, 10, () => now);
    cache.set('/a', 's1', '<a>');
    expect(cache.get('/a')).toBe('<a>');
    now += 29_999;
    expect(cache.get('/a')).toBe('<a>');
    now += 1;
    expect(cache.get('/a')).toBeUndefined();
  });

  it('forgets one school and keeps the others', () => {
    const cache = new RenderCache(30);
    cache.set('/a', 's1', 'a');
    cache.set('/b', 's2', 'b');
    cache.forgetSchool('s1');
    expect([cache.get('/a'), cache.get('/b')]).toEqual([undefined, 'b']);
  });

  it('forgets every school in this process only, keeps no render begun before, and tells linked caches', () => {
    const events = localEventBus();
    const here = new RenderCache(30);
    const there = new RenderCache(30);
    here.shareThrough(events);
    there.shareThrough(events);
    const linked = new RenderCache<number>(30);
    here.link(linked);
    const heard: (string | null)[] = [];
    here.onForget((schoolId) => heard.push(schoolId));
    here.set('/a', 's1', 'a');
    there.set('/a', 's1', 'a');
    linked.set('/a', 's1', 1);
    expect(here.get('/b')).toBeUndefined(); // a render of /b begins
    here.forgetHere(null);
    here.set('/b', 's2', 'b'); // ...and ends after everything was forgotten: not kept
    expect([here.get('/a'), here.get('/b'), linked.get('/a'), there.get('/a')]).toEqual([undefined, undefined, undefined, 'a']);
    expect(heard).toEqual([null]);
    here.set('/b', 's2', 'b'); // a render begun afterwards is kept
    expect(here.get('/b')).toBe('b');
  });

  it('drops the oldest entry when full, and keeps nothing when turned off', () => {
    const cache = new RenderCache(30, 2);
    cache.set('/1', 's', '1');
    cache.set('/2', 's', '2');
    cache.set('/3', 's', '3');
    expect([cache.get('/1'), cache.get('/2'), cache.get('/3')]).toEqual([undefined, '2', '3']);
    const off = new RenderCache(0);
    off.set('/1', 's', '1');
    expect(off.get('/1')).toBeUndefined();
  });

  it('forgets a school when another cache on the same bus releases it, and keeps no render that began before', async () => {
    const events = localEventBus();
    const here = new RenderCache(30, 10);
    const there = new RenderCache(30, 10);
    here.shareThrough(events);
    const stop = there.shareThrough(events);
    there.set('/a', 's1', 'old');
    expect(there.get('/b')).toBeUndefined(); // a render of /b begins
    here.forgetSchool('s1');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(there.get('/a')).toBeUndefined();
    there.set('/b', 's1', 'rendered before the release');
    expect(there.get('/b')).toBeUndefined();
    there.set('/b', 's1', 'new');
    expect(there.get('/b')).toBe('new');
    expect(there.stats).toEqual({ hits: 1, misses: 3 });
    stop();
    here.forgetSchool('s1');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(there.get('/b')).toBe('new');
  });

  it('forgets a linked cache’s entries of a school with its own, and drops an entry only while it holds the value', () => {
    const pages = new RenderCache(30);
    const data = new RenderCache<number>(5);
    pages.link(data);
    data.set('a', 's1', 1);
    data.set('b', 's2', 2);
    data.drop('b', 3);
    expect(data.get('b')).toBe(2);
    data.drop('b', 2);
    expect(data.get('b')).toBeUndefined();
    pages.forgetSchool('s1');
    expect(data.get('a')).toBeUndefined();
  });
});
