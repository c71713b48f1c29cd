import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EDITOR_NS } from '../i18n';
import { ToolButton } from '../ui/ToolButton';

import { TOUR_DONE_KEY, tourDone } from '../session/first-use';

export { TOUR_DONE_KEY };

const STEPS = ['topbar', 'left', 'canvas', 'inspector'] as const;


/**
 * A short tour of the designer's four areas for a first-time administrator: one card at a time, the
 * area it names outlined; Skip or Done ends it for good (remembered in this browser). Not modal: the
 * designer stays usable underneath.
 */
export function Tour() {
  const { t } = useTranslation(EDITOR_NS);
  const [step, setStep] = useState<number | null>(() => (tourDone() ? null : 0));
  if (step === null) return null;
  const finish = () => {
    try {
      localStorage.setItem(TOUR_DONE_KEY, '1');
    } catch {
      // Storage refused: the tour ends for this visit anyway.
    }
    setStep(null);
  };
  const area = STEPS[step]!;
  const last = step === STEPS.length - 1;
  return (
    <>
      <style>{`[data-tour="${area}"] { outline: 3px solid var(--color-selection); outline-offset: -3px; }`}</style>
      <section className="designer-tour" role="region" aria-label={t('tour.label')} data-area={area}>
        <p className="designer-tour__count">{t('tour.step', { step: step + 1, count: STEPS.length })}</p>
        <h2 className="designer-tour__title">{t(`tour.${area}.title`)}</h2>
        <p className="designer-tour__body">{t(`tour.${area}.body`)}</p>
        <div className="designer-dialog__actions">
          <ToolButton label={t('tour.skip')} variant="quiet" onClick={finish} />
          {step > 0 && <ToolButton label={t('tour.back')} onClick={() => setStep(step - 1)} />}
          <ToolButton label={last ? t('tour.done') : t('tour.next')} variant="primary" onClick={last ? finish : () => setStep(step + 1)} autoFocus />
        </div>
      </section>
    </>
  );
}
