/**
 * Known forms of open-redirect and link-injection bypasses, shared by every test of a URL a user
 * gives us: `redirect` targets, document links, navigation, footer links and OAuth2 redirect URIs.
 * None of them may lead anywhere but this site (as a redirect) or pass as a link.
 */
export const BYPASS_FORMS: readonly string[] = [
  // protocol-relative and backslash forms
  '//evil.example',
  '///evil.example',
  '////evil.example',
  '/\\evil.example',
  '\\/evil.example',
  '\\\\evil.example',
  '/\\/evil.example',
  // dot segments that normalise to `//`
  '/..//evil.example',
  '/.//evil.example',
  '/./..//evil.example',
  '/a/..//evil.example',
  '/a/../..//evil.example',
  '/%2e%2e//evil.example',
  '/%2E//evil.example',
  '/.%2e//evil.example',
  // encoded slashes and backslashes
  '/%2F%2Fevil.example',
  '/%2f%2fevil.example',
  '/%2F/evil.example',
  '/%5Cevil.example',
  '/%5c%5cevil.example',
  '%2F%2Fevil.example',
  '/%252F%252Fevil.example/..',
  // tabs, newlines and other controls
  '/\t/evil.example',
  '/\n/evil.example',
  '/\r\n/evil.example',
  '/%09/evil.example',
  '/%0a/evil.example',
  '/%0D%0A/evil.example',
  '\t//evil.example',
  ' //evil.example',
  '/\u0000/evil.example',
  // direction controls (what is shown is not what is followed)
  '/\u2067/evil.example',
  '/\u202e/evil.example',
  // unicode full stops and slashes
  '/\uff0fevil.example',
  '/\u2215evil.example',
  '/\u2044evil.example',
  '/\uff3cevil.example',
  '/\u3002\u3002//evil.example',
  '/\uff0e\uff0e//evil.example',
  '\uff0f\uff0fevil.example',
  // userinfo and @
  '//user@evil.example',
  '/@evil.example/..//evil.example',
  'https://portal.example@evil.example',
  'https://portal.example:x@evil.example/',
  // schemes
  'https://evil.example',
  'http://evil.example',
  'https:evil.example',
  'https:/evil.example',
  'HTTPS://evil.example',
  'javascript:alert(1)',
  'JavaScript:alert(1)',
  'java\tscript:alert(1)',
  ' javascript:alert(1)',
  'javascript%3Aalert(1)',
  'data:text/html,<script>alert(1)</script>',
  'DATA:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'vbscript:msgbox(1)',
  'VbScript:msgbox(1)',
  'file:///etc/passwd',
  'ftp://evil.example',
  // very long inputs
  `/${'a'.repeat(5000)}`,
  `/${'../'.repeat(2000)}/evil.example`,
  `//${'a'.repeat(3000)}.evil.example`,
];

/** Of BYPASS_FORMS, the ones a link field may hold: absolute addresses of other sites are links by design. */
export const EXTERNAL_LINKS: readonly string[] = [
  'https://evil.example',
  'http://evil.example',
  'HTTPS://evil.example',
];
