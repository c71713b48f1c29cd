import type { IssuedTokens } from './service';

/** The token endpoint's data: the tokens themselves travel only in HttpOnly cookies. */
export function presentTokens(tokens: IssuedTokens) {
  return { token_type: 'Bearer', expires_in: tokens.accessMaxAge };
}
