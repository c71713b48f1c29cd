import Image from '@tiptap/extension-image';
import { EditorContent, useEditor, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isSafeLink } from '../../schemas/safe-url';
import { EDITOR_NS } from '../i18n';
import { UploadError, uploadImage } from '../inspector/upload-image';
import { useEditor as useEditorState } from '../store/StoreContext';
import { ToolButton } from '../ui/ToolButton';
import { fromEditorHtml } from './rich-html';

export interface RichTextEditorProps {
  /** The stored (sanitized) HTML of the language being edited. */
  html: string;
  /** Called with sanitized HTML after each change ('' when the text was emptied). */
  onChange: (html: string) => void;
  /** Names the editing area for assistive technology. */
  label: string;
  lang: string;
  describedBy?: string;
}

/**
 * Rich text edited as it looks (TipTap): headings, bold, italic, lists, links (only addresses the link
 * rule of schemas/safe-url.ts allows) and images from the upload store. What leaves it is sanitized HTML.
 */
export default function RichTextEditor({ html, onChange, label, lang, describedBy }: RichTextEditorProps) {
  const { t } = useTranslation(EDITOR_NS);
  const schoolId = useEditorState((s) => s.session.schoolId);
  const last = useRef(html);
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3, 4] },
        codeBlock: false,
        link: { openOnClick: false, autolink: false, linkOnPaste: false, isAllowedUri: (url) => isSafeLink(url), HTMLAttributes: { rel: 'noopener noreferrer', target: null } },
      }),
      Image.configure({ inline: false, allowBase64: false }),
    ],
    content: html,
    editorProps: { attributes: { class: 'rich-editor__content', role: 'textbox', 'aria-multiline': 'true', 'aria-label': label, lang, ...(describedBy ? { 'aria-describedby': describedBy } : {}) } },
    onUpdate: ({ editor: changed }) => {
      const next = fromEditorHtml(changed.getHTML());
      last.current = next;
      onChange(next);
    },
  });
  // Undo, redo, another language or the source view changed the text: show it, without echoing it back.
  useEffect(() => {
    if (!editor || html === last.current) return;
    last.current = html;
    editor.commands.setContent(html, { emitUpdate: false });
  }, [editor, html]);

  if (!editor) return null;
  return (
    <div className="rich-editor">
      <RichTextToolbar editor={editor} schoolId={schoolId} label={label} />
      <EditorContent editor={editor} />
      <span className="designer-live">{t('richText.hint')}</span>
    </div>
  );
}

function RichTextToolbar({ editor, schoolId, label }: { editor: Editor; schoolId: string; label: string }) {
  const { t } = useTranslation(EDITOR_NS);
  const [linking, setLinking] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const file = useRef<HTMLInputElement>(null);
  // Redraw the buttons' pressed states as the selection moves.
  const [, setTick] = useState(0);
  useEffect(() => {
    const redraw = () => setTick((n) => n + 1);
    editor.on('transaction', redraw);
    return () => {
      editor.off('transaction', redraw);
    };
  }, [editor]);

  const chain = () => editor.chain().focus();
  const mark = (name: string, run: () => boolean, icon: string, keys: string, attrs?: Record<string, unknown>) => (
    <ToolButton label={t(`richText.${name}`)} icon={icon} iconOnly variant="quiet" keys={keys} aria-pressed={editor.isActive(attrs ? 'heading' : name, attrs)} onClick={() => run()} />
  );
  const applyLink = () => {
    const address = (linking ?? '').trim();
    if (address && !isSafeLink(address)) {
      setProblem(t('inspector.link.invalid'));
      return;
    }
    if (address) chain().extendMarkRange('link').setLink({ href: address }).run();
    else chain().extendMarkRange('link').unsetLink().run();
    setLinking(null);
    setProblem(null);
  };
  const insertImage = async (chosen: File) => {
    setUploading(true);
    setProblem(null);
    try {
      const src = await uploadImage(schoolId, chosen, () => {});
      chain().setImage({ src, alt: '' }).run();
    } catch (error) {
      const reason = error instanceof UploadError ? error.reason : 'failed';
      setProblem(t(`inspector.image.${reason}`, { message: error instanceof Error ? error.message : String(error) }));
    } finally {
      setUploading(false);
    }
  };

  return (
    <div className="rich-editor__toolbar" role="toolbar" aria-label={t('richText.toolbar', { label })}>
      {mark('heading2', () => chain().toggleHeading({ level: 2 }).run(), 'heading-2', 'Ctrl+Alt+2', { level: 2 })}
      {mark('heading3', () => chain().toggleHeading({ level: 3 }).run(), 'heading-3', 'Ctrl+Alt+3', { level: 3 })}
      {mark('bold', () => chain().toggleBold().run(), 'bold', 'Ctrl+B')}
      {mark('italic', () => chain().toggleItalic().run(), 'italic', 'Ctrl+I')}
      {mark('bulletList', () => chain().toggleBulletList().run(), 'list', 'Ctrl+Shift+8')}
      {mark('orderedList', () => chain().toggleOrderedList().run(), 'list-ordered', 'Ctrl+Shift+7')}
      <ToolButton
        label={t('richText.link')}
        icon="link"
        iconOnly
        variant="quiet"
        aria-pressed={editor.isActive('link')}
        aria-expanded={linking !== null}
        onClick={() => setLinking(linking === null ? String(editor.getAttributes('link').href ?? '') : null)}
      />
      <ToolButton label={t('richText.image')} icon="image-plus" iconOnly variant="quiet" busy={uploading} onClick={() => file.current?.click()} />
      <input
        ref={file}
        type="file"
        hidden
        accept="image/png,image/jpeg,image/gif"
        aria-label={t('richText.image')}
        onChange={(event) => {
          const chosen = event.target.files?.[0];
          event.target.value = '';
          if (chosen) void insertImage(chosen);
        }}
      />
      {linking !== null && (
        <div className="rich-editor__link">
          <input
            className="d-input"
            aria-label={t('richText.linkAddress')}
            value={linking}
            autoFocus
            onChange={(event) => setLinking(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                applyLink();
              } else if (event.key === 'Escape') {
                event.stopPropagation();
                setLinking(null);
              }
            }}
          />
          <ToolButton label={t('richText.applyLink')} onClick={applyLink} />
        </div>
      )}
      {problem && (
        <p role="alert" className="inspector-field__error">
          {problem}
        </p>
      )}
    </div>
  );
}
