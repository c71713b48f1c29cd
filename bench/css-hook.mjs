// Lets the benchmark import block components in plain Node: their CSS imports become empty modules.
import { register } from 'node:module';

register(
  'data:text/javascript,' +
    encodeURIComponent(
      'export async function load(url, context, next) { return url.endsWith(".css") ? { format: "module", source: "", shortCircuit: true } : next(url, context); }',
    ),
  import.meta.url,
);
