// `npm run bench:lighthouse`: the Lighthouse scores alone (`npm run bench` prints them too). Needs `npm run build` first.
import { benchLighthouse } from './lighthouse';

await benchLighthouse();
process.exit(0);
