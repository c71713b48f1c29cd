import { loadBlockMessages } from '../blocks/_shared/messages';
import { SUPPORTED_LANGUAGES } from '../schemas/languages';

// Block components read their messages synchronously once loaded; tests draw them without Suspense.
await Promise.all(SUPPORTED_LANGUAGES.map(loadBlockMessages));
