// `npm run bench`: prints `name: value unit` lines. Figures, not assertions. Needs `npm run build` first.
import { benchBundle } from './bundle';
import { benchHttp } from './http';
import { benchLighthouse } from './lighthouse';
import { benchRender } from './render';

await benchRender();
benchBundle();
await benchHttp();
await benchLighthouse();
process.exit(0);
