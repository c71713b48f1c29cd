// Runs in the DOM project: DOMPurify needs a window.
import { describe, expect, it } from 'vitest';
import { fromEditorHtml } from './rich-html';

describe('rich text leaving the editor', () => {
  it('is stored sanitized: no scripts, handlers or unsafe addresses', () => {
    expect(fromEditorHtml('<p onclick="x()">Hi <a href="javascript:alert(1)">there</a></p><script>bad()</script>')).toBe('<p>Hi <a>there</a></p>');
    expect(fromEditorHtml('<h2>About</h2><ul><li><p><strong>one</strong></p></li></ul><p><a href="/portal/1/home" rel="noopener noreferrer">home</a></p>')).toBe(
      '<h2>About</h2><ul><li><p><strong>one</strong></p></li></ul><p><a href="/portal/1/home">home</a></p>',
    );
  });

  it('stores an emptied text as no text at all', () => {
    expect(fromEditorHtml('<p></p>')).toBe('');
    expect(fromEditorHtml(' <p></p> ')).toBe('');
  });
});
