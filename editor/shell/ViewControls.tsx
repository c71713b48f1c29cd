import { useTranslation } from 'react-i18next';
import { EDITOR_NS } from '../i18n';
import { useEditor, useEditorStore } from '../store/StoreContext';
import { VIEWPORT_WIDTHS, type ViewportWidth } from '../store/view';

const NAMES: Record<ViewportWidth, string> = { 375: 'view.phone', 768: 'view.tablet', 1280: 'view.desktop' };

/** Preview width (375, 768, 1280 px or fit) and the right-to-left (ar_SA) preview of the canvas. */
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
        <legend>{t('view.label')}</legend>
        {options.map(({ value, label }) => (
          <label key={value ?? 'fit'}>
            <input type="radio" name="designer-width" checked={view.width === value} onChange={() => store.getState().setView({ width: value })} />
            {label}
          </label>
        ))}
      </fieldset>
      <label className="designer-view__rtl">
        <input type="checkbox" checked={view.rtl} onChange={(event) => store.getState().setView({ rtl: event.target.checked })} />
        {t('view.rtl')}
      </label>
    </div>
  );
}
