import { useTranslation } from 'react-i18next';
import { EDITOR_NS } from '../../i18n';
import { allMessages } from '../field-errors';
import { emptyValue } from '../schema-fields';
import { FieldErrorText } from './FieldErrorText';
import { FieldEditor } from './FieldEditor';
import { ItemButtons, moveItem } from './ItemButtons';
import type { WidgetProps } from './types';

/** A list of items (objects or strings): each item edited by the same field generator; add, remove and reorder within minItems..maxItems. */
export function ArrayWidget({ field, value, errors, idPrefix, onChange }: WidgetProps) {
  const { t } = useTranslation(EDITOR_NS);
  const items: unknown[] = Array.isArray(value) ? value : [];
  const item = field.item!;
  const canAdd = field.maxItems === undefined || items.length < field.maxItems;
  const canRemove = items.length > (field.minItems ?? 0);
  const change = (next: unknown[]) => onChange(next, { step: true });
  const known = new Set(items.map((_, index) => String(index)));
  const stray = Object.entries(errors?.byKey ?? {}).filter(([key]) => !known.has(key)).flatMap(([key, inner]) => allMessages(inner, [key]));

  return (
    <fieldset className="inspector-field inspector-field--group inspector-array">
      <legend>{field.label}</legend>
      {items.length === 0 && <p className="inspector-array__empty">{t('inspector.array.empty')}</p>}
      <ol className="inspector-array__items">
        {items.map((entry, index) => {
          const label = t('inspector.array.item', { label: field.label, position: index + 1 });
          return (
            // Items have no ids of their own; widgets follow their value, so position keys are safe.
            <li key={index} className="inspector-array__item">
              <FieldEditor
                field={{ ...item, label }}
                value={entry}
                errors={errors?.byKey[String(index)]}
                idPrefix={`${idPrefix}-${index}`}
                onChange={(next, options) => onChange(items.map((old, at) => (at === index ? next : old)), options)}
              />
              <ItemButtons
                label={label}
                index={index}
                count={items.length}
                canRemove={canRemove}
                idPrefix={idPrefix}
                onMove={(from, to) => change(moveItem(items, from, to))}
                onRemove={(at) => change(items.filter((_, i) => i !== at))}
              />
            </li>
          );
        })}
      </ol>
      <button type="button" className="inspector-array__add" disabled={!canAdd} onClick={() => change([...items, emptyValue(item)])}>
        {t('inspector.array.add', { label: field.label })}
      </button>
      {!canAdd && <p className="inspector-array__limit">{t('inspector.array.full', { max: field.maxItems })}</p>}
      {!canRemove && items.length > 0 && <p className="inspector-array__limit">{t('inspector.array.atLeast', { min: field.minItems })}</p>}
      <FieldErrorText id={`${idPrefix}-error`} messages={[...(errors?.own ?? []), ...stray]} />
    </fieldset>
  );
}
