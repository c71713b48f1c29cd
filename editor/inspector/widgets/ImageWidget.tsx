import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EDITOR_NS } from '../../i18n';
import { useEditor } from '../../store/StoreContext';
import { UploadError, uploadImage } from '../upload-image';
import { errorAttributes, FieldErrorText } from './FieldErrorText';
import type { WidgetProps } from './types';

type Upload = { state: 'idle' } | { state: 'sending'; percent: number } | { state: 'done' } | { state: 'failed'; message: string };

/** An image address: typed, or uploaded from a file through the upload API with a progress bar. */
export function ImageWidget({ field, value, errors, idPrefix, onChange }: WidgetProps) {
  const { t } = useTranslation(EDITOR_NS);
  const schoolId = useEditor((s) => s.session.schoolId);
  const [upload, setUpload] = useState<Upload>({ state: 'idle' });
  const errorId = `${idPrefix}-error`;
  const url = typeof value === 'string' ? value : '';

  const send = async (file: File) => {
    setUpload({ state: 'sending', percent: 0 });
    try {
      const address = await uploadImage(schoolId, file, (fraction) => setUpload({ state: 'sending', percent: Math.round(fraction * 100) }));
      onChange(address, { step: true });
      setUpload({ state: 'done' });
    } catch (error) {
      const reason = error instanceof UploadError ? error.reason : 'failed';
      setUpload({ state: 'failed', message: t(`inspector.image.${reason}`, { message: error instanceof Error ? error.message : String(error) }) });
    }
  };

  return (
    <div className="inspector-field inspector-image">
      <label htmlFor={idPrefix}>{field.label}</label>
      <input id={idPrefix} type="text" inputMode="url" value={url} onChange={(e) => onChange(e.target.value)} {...errorAttributes(errorId, errors?.own)} />
      <FieldErrorText id={errorId} messages={errors?.own} />
      {url && <img className="inspector-image__preview" src={url} alt={t('inspector.image.preview', { label: field.label })} />}
      <label htmlFor={`${idPrefix}-file`}>{t('inspector.image.upload', { label: field.label })}</label>
      <input
        id={`${idPrefix}-file`}
        type="file"
        accept="image/png,image/jpeg,image/gif"
        disabled={upload.state === 'sending'}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = ''; // the same file again is a new upload
          if (file) void send(file);
        }}
      />
      {upload.state === 'sending' && (
        <progress className="inspector-image__progress" max={100} value={upload.percent} aria-label={t('inspector.image.progress', { label: field.label })} />
      )}
      <p className="inspector-image__status" role="status">
        {upload.state === 'sending' && t('inspector.image.sending', { percent: upload.percent })}
        {upload.state === 'done' && t('inspector.image.done')}
      </p>
      {upload.state === 'failed' && (
        <p className="inspector-field__error" role="alert">
          {upload.message}
        </p>
      )}
    </div>
  );
}
