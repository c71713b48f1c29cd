import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FEEDBACK_TYPE } from '../../schemas/feedback';
import { apiErrorText } from '../../renderer/api-errors/api-error-text';
import { RelativeTime } from '../RelativeTime';
import { useEditor } from '../store/StoreContext';
import { markFeedback, pageCount, readFeedback, type FeedbackPage } from './feedback-inbox-api';
import './feedback-inbox.css';

const TYPE_LABELS: Record<number, string> = {
  [FEEDBACK_TYPE.fault]: 'feedBack.typeFault',
  [FEEDBACK_TYPE.useExperience]: 'feedBack.typeExperience',
  [FEEDBACK_TYPE.questionConsultation]: 'feedBack.typeConsultation',
  [FEEDBACK_TYPE.contentComment]: 'feedBack.typeContent',
};
type Filter = 'open' | 'handled' | 'all';
const STATUS_OF: Record<Filter, 0 | 1 | undefined> = { open: 0, handled: 1, all: undefined };

/** The designer's "Feedback received" button: the school's feedback, to read and mark handled (administrators). */
export function FeedbackInboxButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>{t('legal.feedbackInbox.title')}</button>
      {open && <FeedbackInboxDialog onClose={() => setOpen(false)} />}
    </>
  );
}

/** The feedback inbox dialog; the tools menu opens it. */
export function FeedbackInboxDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const schoolId = useEditor((s) => s.session.schoolId);
  const dialog = useRef<HTMLDialogElement>(null);
  const [filter, setFilter] = useState<Filter>('open');
  const [pageNumber, setPageNumber] = useState(1);
  const [data, setData] = useState<FeedbackPage | null>(null);
  const [error, setError] = useState('');

  const load = useCallback(() => {
    readFeedback(schoolId, pageNumber, STATUS_OF[filter]).then((page) => { setData(page); setError(''); }, (e: unknown) => setError(apiErrorText(e, t)));
  }, [schoolId, pageNumber, filter, t]);
  useEffect(() => dialog.current?.showModal?.(), []);
  useEffect(load, [load]);

  const mark = async (id: string, status: 0 | 1) => {
    try {
      await markFeedback(schoolId, id, status);
      load();
    } catch (e) {
      setError(apiErrorText(e, t));
    }
  };
  const pages = pageCount(data?.total ?? 0);

  return (
    <dialog ref={dialog} className="feedback-inbox" aria-label={t('legal.feedbackInbox.title')} onCancel={(e) => { e.preventDefault(); onClose(); }}>
      <h2>{t('legal.feedbackInbox.title')}</h2>
      <fieldset className="feedback-inbox__filter">
        <legend>{t('legal.feedbackInbox.show')}</legend>
        {(['open', 'handled', 'all'] as const).map((f) => (
          <label key={f}>
            <input type="radio" name="feedback-filter" checked={filter === f} onChange={() => { setFilter(f); setPageNumber(1); }} />
            {t(`legal.feedbackInbox.${f}`)}
          </label>
        ))}
      </fieldset>
      {error && <p role="alert">{error}</p>}
      {data && data.list.length === 0 && <p>{t('legal.feedbackInbox.empty')}</p>}
      <ul className="feedback-inbox__list">
        {data?.list.map((item) => (
          <li key={item.id} className="feedback-inbox__item" aria-label={item.feedbackContent}>
            <p className="feedback-inbox__meta">
              <strong>{t(TYPE_LABELS[item.feedbackType] ?? 'feedBack.typeFault')}</strong>
              {' · '}{t('legal.feedbackInbox.from', { name: item.userName || '—' })}
              {' · '}<RelativeTime iso={item.createdAt} />
            </p>
            <p className="feedback-inbox__content">{item.feedbackContent}</p>
            {item.phoneNumber && <p>{t('feedBack.phone')}: {item.phoneNumber}</p>}
            {item.picUrl && (
              <p className="feedback-inbox__pictures">
                {item.picUrl.split(',').map((url, i) => (
                  <a key={url} href={url} target="_blank" rel="noopener noreferrer">
                    <img src={url} alt={t('legal.feedbackInbox.picture', { n: i + 1 })} width={64} height={64} />
                  </a>
                ))}
              </p>
            )}
            {item.status === 1
              ? <button type="button" onClick={() => void mark(item.id, 0)}>{t('legal.feedbackInbox.reopen')}</button>
              : <button type="button" onClick={() => void mark(item.id, 1)}>{t('legal.feedbackInbox.markHandled')}</button>}
          </li>
        ))}
      </ul>
      <nav className="feedback-inbox__pages" aria-label={t('legal.feedbackInbox.pages')}>
        <button type="button" disabled={pageNumber <= 1} onClick={() => setPageNumber(pageNumber - 1)}>{t('legal.feedbackInbox.previous')}</button>
        <span>{t('legal.feedbackInbox.page', { page: pageNumber, pages })}</span>
        <button type="button" disabled={pageNumber >= pages} onClick={() => setPageNumber(pageNumber + 1)}>{t('legal.feedbackInbox.next')}</button>
      </nav>
      <button type="button" onClick={onClose}>{t('cookies.close')}</button>
    </dialog>
  );
}
