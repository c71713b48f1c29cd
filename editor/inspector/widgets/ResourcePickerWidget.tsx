import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResourceSummary } from '../../api';
import { EDITOR_NS, inLanguage, uiLanguage } from '../../i18n';
import { useEditor } from '../../store/StoreContext';
import { allMessages } from '../field-errors';
import { errorAttributes, FieldErrorText } from './FieldErrorText';
import { ItemButtons, moveItem } from './ItemButtons';
import type { WidgetProps } from './types';
import { byId, useDebounced, useResourceSearch, useResourceTitles } from './use-resources';

/** Picks resources of the field's `x-resource-type`: an ordered list of the chosen ones, and a search to add more. */
export function ResourcePickerWidget({ field, value, errors, idPrefix, onChange }: WidgetProps) {
  const { t, i18n } = useTranslation(EDITOR_NS);
  const language = uiLanguage(i18n.language);
  const schoolId = useEditor((s) => s.session.schoolId);
  const type = field.resourceType ?? 0;
  const ids = Array.isArray(value) ? value.map(String) : [];
  const [keyword, setKeyword] = useState('');
  const source = { endpoint: field.resourceEndpoint };
  const search = useResourceSearch(schoolId, type, useDebounced(keyword, 300), source);
  const titles = useResourceTitles(schoolId, type, ids, source);
  const known = byId(titles.data?.list, search.data?.list);
  const titleOf = (resource: ResourceSummary | undefined) =>
    typeof resource?.title === 'string' ? resource.title : inLanguage(resource?.title, language);
  const nameOf = (id: string) => titleOf(known.get(id)) || (titles.isFetching ? t('inspector.picker.loadingTitle', { id }) : t('inspector.picker.unknown', { id }));
  const canAdd = field.maxItems === undefined || ids.length < field.maxItems;
  const canRemove = ids.length > (field.minItems ?? 0);
  const change = (next: string[]) => onChange(next, { step: true });
  const results = search.data?.list ?? [];
  const messages = [...(errors?.own ?? []), ...Object.values(errors?.byKey ?? {}).flatMap((inner) => allMessages(inner))];

  return (
    <fieldset className="inspector-field inspector-field--group inspector-picker">
      <legend>{field.label}</legend>
      {ids.length === 0 ? (
        <p className="inspector-array__empty">{t('inspector.picker.none')}</p>
      ) : (
        <ol className="inspector-picker__chosen" aria-label={t('inspector.picker.chosen', { label: field.label })}>
          {ids.map((id, index) => (
            <li key={id} className="inspector-picker__item">
              <span className="inspector-picker__title">{nameOf(id)}</span>
              <ItemButtons
                label={nameOf(id)}
                index={index}
                count={ids.length}
                canRemove={canRemove}
                idPrefix={`${idPrefix}-chosen`}
                onMove={(from, to) => change(moveItem(ids, from, to))}
                onRemove={(at) => change(ids.filter((_, i) => i !== at))}
              />
            </li>
          ))}
        </ol>
      )}
      <input
        type="search"
        className="inspector-picker__search"
        aria-label={t('inspector.picker.search', { label: field.label })}
        value={keyword}
        maxLength={100} // the API refuses longer keywords
        onChange={(e) => setKeyword(e.target.value)}
        {...errorAttributes(`${idPrefix}-error`, messages)}
      />
      <p className="inspector-picker__status" role="status">
        {search.isError
          ? t('inspector.picker.failed', { message: search.error.message })
          : search.isFetching
            ? t('inspector.picker.searching')
            : results.length === 0 && search.isSuccess
              ? t('inspector.picker.noResults')
              : ''}
      </p>
      <ul className="inspector-picker__results" aria-label={t('inspector.picker.results', { label: field.label })}>
        {results.map((resource) => {
          const id = String(resource.id);
          const picked = ids.includes(id);
          return (
            <li key={id}>
              <button type="button" disabled={picked || !canAdd} onClick={() => change([...ids, id])} aria-label={t('inspector.picker.add', { title: titleOf(resource) || id })}>
                {titleOf(resource) || id}
                {picked && <span className="inspector-picker__picked"> ({t('inspector.picker.picked')})</span>}
              </button>
            </li>
          );
        })}
      </ul>
      {!canAdd && <p className="inspector-array__limit">{t('inspector.array.full', { max: field.maxItems })}</p>}
      <FieldErrorText id={`${idPrefix}-error`} messages={messages} />
    </fieldset>
  );
}
