// Summarizes a .cpuprofile: self time by function and by file (top N). `node bench/profile-summary.mjs file [N]`
import { readFileSync } from 'node:fs';
const profile = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const top = Number(process.argv[3] ?? 25);
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const self = new Map();
const dt = profile.timeDeltas;
for (let i = 0; i < profile.samples.length; i++) self.set(profile.samples[i], (self.get(profile.samples[i]) ?? 0) + (dt[i] ?? 0));
const total = [...self.values()].reduce((a, b) => a + b, 0);
const fn = new Map(), file = new Map();
for (const [id, t] of self) {
  const { callFrame: c } = byId.get(id);
  const f = c.url.replace(/^.*\/(node_modules\/)/, '$1').replace(/^file:\/\/\/work\/wt\/[^/]+\//, '');
  const k = `${c.functionName || '(anon)'} ${f}:${c.lineNumber + 1}`;
  fn.set(k, (fn.get(k) ?? 0) + t);
  const pk = f.startsWith('node_modules/') ? f.split('/').slice(0, f.startsWith('node_modules/@') ? 3 : 2).join('/') : f || `(${c.functionName})`;
  file.set(pk, (file.get(pk) ?? 0) + t);
}
const show = (title, m) => {
  console.log(`\n${title}`);
  for (const [k, t] of [...m].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`${((100 * t) / total).toFixed(1).padStart(5)}%  ${k}`);
};
show('self time by package / file', file);
show('self time by function', fn);

// Total time (self and callees) by function, a function counted once per stack.
if (process.argv[4] === '--total') {
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const totalByFn = new Map();
  for (const [id, t] of self) {
    const seen = new Set();
    for (let cur = id; cur !== undefined; cur = parent.get(cur)) {
      const { callFrame: c } = byId.get(cur);
      const k = `${c.functionName || '(anon)'} ${c.url.replace(/^.*\/(node_modules\/)/, '$1').replace(/^file:\/\/\/work\/wt\/[^/]+\//, '')}:${c.lineNumber + 1}`;
      if (seen.has(k)) continue;
      seen.add(k);
      totalByFn.set(k, (totalByFn.get(k) ?? 0) + t);
    }
  }
  show('total time by function', totalByFn);
}
