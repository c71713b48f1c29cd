import type { Language } from '../../../schemas/languages';

/** A user-visible message in every supported language; `{name}` marks a value filled in when shown. */
export type Message = Record<Language, string>;
