import { useTranslation } from 'react-i18next';
import { isLanguage, LANGUAGE_NAMES, SUPPORTED_LANGUAGES } from '../../schemas/languages';
import { EDITOR_NS } from '../i18n';
import { useEditor, useEditorStore } from '../store/StoreContext';
import { VIEWPORT_WIDTHS, type ViewportWidth } from '../store/view';
import { Icon } from '../ui/Icon';

const NAMES: Record<ViewportWidth, string> = { 375: 'view.phone', 768: 'view.tablet', 1280: 'view.desktop' };
const ICONS: Record<ViewportWidth | 'fit', string> = { fit: 'maximize', 375: 'smartphone', 768: 'tablet', 1280: 'monitor' };

/** Preview width (fit, 375, 768 or 1280 px) as icon radios, and the language the canvas previews in. */
export function ViewControls() {
  const { t } = useTranslation(EDITOR_NS);
  const store = useEditorStore();
  const view = useEditor((s) => s.view);
  const options: { value: ViewportWidth | null; label: string }[] = [
    { value: null, label: t('view.fit') },
    ...VIEWPORT_WIDTHS.map((value) => ({ value, label: t(NAMES[value], { width: value }) })),
  ];
  return (
    <div className="designer-view">
      <fieldset className="designer-view__widths">
        <legend className="designer-live">{t('view.label')}</legend>
        {options.map(({ value, label }) => (
          <label key={value ?? 'fit'} className="designer-view__width" data-tooltip={label}>
            <input
              type="radio"
              name="designer-width"
              aria-label={label}
              checked={view.width === value}
              onChange={() => store.getState().setView({ width: value })}
            />
            <Icon name={ICONS[value ?? 'fit']} />
          </label>
        ))}
      </fieldset>
      <label className="designer-view__language" data-tooltip={t('view.language')}>
        <Icon name="languages" />
        <select
          className="d-select"
          aria-label={t('view.language')}
          value={view.language ?? ''}
          onChange={(event) => store.getState().setView({ language: isLanguage(event.target.value) ? event.target.value : null })}
        >
          <option value="">{t('view.languageUi')}</option>
          {SUPPORTED_LANGUAGES.map((language) => (
            <option key={language} value={language} lang={language.replace('_', '-')}>
              {LANGUAGE_NAMES[language]}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
