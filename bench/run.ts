// `npm run bench`: prints `name: value unit` lines. Figures, not assertions. The script builds the app first.
// With BENCH_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/postgres) the HTTP figures are also
// measured on that PostgreSQL server, in a database of their own.
import { benchBundle } from './bundle';
import { benchHttp, benchHttpPostgres } from './http';
import { benchLighthouse } from './lighthouse';
import { benchRender } from './render';

await benchRender();
benchBundle();
await benchHttp();
if (process.env.BENCH_DATABASE_URL) await benchHttpPostgres(process.env.BENCH_DATABASE_URL);
await benchLighthouse();
process.exit(0);
