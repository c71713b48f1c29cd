import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FEEDBACK_MAX_IMAGES } from '../../schemas/feedback';
import { showToast } from '../ui/toast';
import { feedbackErrorText, uploadImage } from './api';
import { acceptedImageName } from './feedback-form';

/** Up to four images, one file at a time: idle, uploading (a loading state), then added or an error. */
export function ImagePicker({ schoolId, userId, images, onChange, onBusy }: {
  schoolId: string;
  userId: string;
  images: string[];
  onChange: (images: string[]) => void;
  /** Told when an upload starts (true) and ends (false), so the dialog does not send without it. */
  onBusy?: (busy: boolean) => void;
}) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [state, setState] = useState<'idle' | 'uploading' | 'error'>('idle');

  const pick = async (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return showToast(t('feedBack.selectUpload'), 'warning');
    const name = acceptedImageName(file);
    if (!name) {
      setState('error');
      return showToast(t('feedBack.formatOnly'), 'error');
    }
    setState('uploading');
    onBusy?.(true);
    try {
      const url = await uploadImage(schoolId, userId, file, name);
      onChange([...images, url].slice(0, FEEDBACK_MAX_IMAGES));
      setState('idle');
    } catch (error) {
      setState('error');
      showToast(feedbackErrorText(error, t, 'feedBack.imageFailed').text, 'error');
    } finally {
      onBusy?.(false);
    }
  };

  return (
    <fieldset className="feedback-images" data-state={state}>
      <legend>{t('feedBack.images')}</legend>
      <ul className="feedback-images__list">
        {images.map((url, i) => (
          <li key={url}>
            <img src={url} alt={t('labels.imageN', { n: i + 1 })} />
            <button type="button" onClick={() => onChange(images.filter((u) => u !== url))} aria-label={t('labels.removeImageN', { n: i + 1 })}>×</button>
          </li>
        ))}
      </ul>
      {state === 'uploading' && <p role="status">{t('feedBack.uploading')}</p>}
      {state === 'error' && <p className="feedback-images__error" role="alert">{t('feedBack.imageFailed')}</p>}
      {images.length < FEEDBACK_MAX_IMAGES && (
        <label className="feedback-images__add" aria-disabled={state === 'uploading'}>
          {t('feedBack.addImage')}
          <input ref={input} type="file" accept="image/gif,image/jpeg,image/png" disabled={state === 'uploading'} onChange={(e) => void pick(e.target.files?.[0])} />
        </label>
      )}
    </fieldset>
  );
}
