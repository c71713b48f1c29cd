import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FEEDBACK_MAX_LENGTH, FEEDBACK_TYPE, FEEDBACK_TYPES, PHONE_MAX_LENGTH } from '../../schemas/feedback';
import { showToast } from '../ui/toast';
import { feedbackErrorText, fetchServiceContact, sendFeedback } from './api';
import { buildSubmission, cleanContent, cleanPhone, feedbackProblem, initialFeedback, type Sender } from './feedback-form';
import { ImagePicker } from './ImagePicker';
import './feedback.css';

const TYPE_LABELS: Record<number, string> = {
  [FEEDBACK_TYPE.fault]: 'feedBack.typeFault',
  [FEEDBACK_TYPE.useExperience]: 'feedBack.typeExperience',
  [FEEDBACK_TYPE.questionConsultation]: 'feedBack.typeConsultation',
  [FEEDBACK_TYPE.contentComment]: 'feedBack.typeContent',
};

/** The feedback dialog (spec §2, §4, §5): fetches the service contact on opening, resets on close and on success. */
export function FeedbackDialog({ sender, onClose }: { sender: Sender; onClose: () => void }) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  const [form, setForm] = useState(initialFeedback);
  const [sending, setSending] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [contact, setContact] = useState<Awaited<ReturnType<typeof fetchServiceContact>>>(null);

  useEffect(() => {
    dialog.current?.showModal?.();
    let live = true;
    fetchServiceContact(sender.schoolId).then((c) => live && setContact(c), () => undefined);
    return () => { live = false; };
  }, [sender.schoolId]);

  const close = () => {
    setForm(initialFeedback());
    onClose();
  };
  const submit = async () => {
    const payload = buildSubmission(form, sender, t('feedBack.notLoggedIn'));
    const problem = feedbackProblem(payload);
    if (problem) return showToast(t(problem), 'warning');
    setSending(true);
    try {
      await sendFeedback(payload);
      showToast(t('feedBack.thanks'), 'success');
      close();
    } catch (error) {
      const { text, fromServer } = feedbackErrorText(error, t, 'feedBack.failed');
      showToast(text, fromServer ? 'warning' : 'error');
    } finally {
      setSending(false);
    }
  };

  return (
    <dialog ref={dialog} className="feedback-dialog" aria-labelledby="feedback-title" onCancel={(e) => { e.preventDefault(); close(); }}>
      <form method="dialog" onSubmit={(e) => { e.preventDefault(); void submit(); }}>
        <h2 id="feedback-title">{t('feedBack.title')}</h2>
        <fieldset className="feedback-types">
          <legend>{t('feedBack.type')}</legend>
          {FEEDBACK_TYPES.map((type) => (
            <label key={type}>
              <input type="radio" name="feedbackType" checked={form.feedbackType === type} onChange={() => setForm({ ...form, feedbackType: type })} />
              {t(TYPE_LABELS[type]!)}
            </label>
          ))}
        </fieldset>
        <label className="feedback-field">
          {t('feedBack.content')}
          <textarea value={form.content} placeholder={t('feedBack.placeholder')} rows={5} onChange={(e) => setForm({ ...form, content: cleanContent(e.target.value) })} />
        </label>
        <p className="feedback-counter" aria-live="polite">{form.content.length}/{FEEDBACK_MAX_LENGTH}</p>
        <ImagePicker schoolId={sender.schoolId} userId={sender.userId} images={form.images} onChange={(images) => setForm((f) => ({ ...f, images }))} onBusy={setUploading} />
        <label className="feedback-check">
          <input type="checkbox" checked={form.allowContact} onChange={(e) => setForm({ ...form, allowContact: e.target.checked })} />
          {t('feedBack.allowContact')}
        </label>
        {form.allowContact && (
          <label className="feedback-field">
            {t('feedBack.phone')}
            <input type="tel" inputMode="numeric" maxLength={PHONE_MAX_LENGTH} value={form.phone} onChange={(e) => setForm({ ...form, phone: cleanPhone(e.target.value) })} />
          </label>
        )}
        {contact && (
          <p className="feedback-contact" data-testid="service-contact">
            {t('feedBack.contactUs')}: {[contact.servicePhone, contact.serviceEmail, contact.serviceWeChat].filter(Boolean).join(' · ')}
          </p>
        )}
        <div className="feedback-actions">
          <button type="button" onClick={close}>{t('feedBack.cancel')}</button>
          <button type="submit" disabled={sending || uploading}>{t('feedBack.submit')}</button>
        </div>
      </form>
    </dialog>
  );
}
