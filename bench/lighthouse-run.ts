// `npm run bench:lighthouse`: the Lighthouse scores alone (`npm run bench` prints them too). The npm script builds the app first.
import { benchLighthouse } from './lighthouse';

await benchLighthouse();
process.exit(0);
