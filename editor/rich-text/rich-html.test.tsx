// Runs in the DOM project: the designer sanitizes with DOMPurify over the page's own DOM (here jsdom's).
import { describe, expect, it } from 'vitest';
import { RICH_TEXT_CASES } from '../../schemas/rich-text-corpus';
import { fromEditorHtml, sanitizeHtml } from './rich-html';

describe('rich text in the designer: the same policy as the server, input for input', () => {
  it.each(RICH_TEXT_CASES)('$name', ({ input, output }) => {
    expect(sanitizeHtml(input)).toBe(output);
  });
});

describe('rich text leaving the editor', () => {
  it('is stored as the server would store it', () => {
    expect(fromEditorHtml('<p onclick="x()">Hi <a href="javascript:alert(1)">there</a></p><script>bad()</script>')).toBe('<p>Hi there</p>');
    // What TipTap writes keeps all it says (the link's rel is given last).
    const tiptap = '<h2>About</h2><ul><li><p><strong>one</strong></p></li></ul><p><a target="_blank" rel="noopener noreferrer" href="/portal/1/home">home</a></p><img src="/files/a.png" alt="">';
    expect(fromEditorHtml(tiptap)).toBe(
      '<h2>About</h2><ul><li><p><strong>one</strong></p></li></ul><p><a target="_blank" href="/portal/1/home" rel="noopener noreferrer">home</a></p><img src="/files/a.png" alt="">',
    );
  });

  it('stores an emptied text as no text at all', () => {
    expect(fromEditorHtml('<p></p>')).toBe('');
    expect(fromEditorHtml(' <p></p> ')).toBe('');
  });
});
