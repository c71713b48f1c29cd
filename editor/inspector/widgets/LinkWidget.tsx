import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { browserGetJson, designerApi, type PageSummary } from '../../api';
import { EDITOR_NS } from '../../i18n';
import { usePageNamer } from '../../session/school-languages';
import { useEditor } from '../../store/StoreContext';
import { checkLink, pageLink } from '../link-address';
import { errorAttributes, FieldErrorText } from './FieldErrorText';
import type { WidgetProps } from './types';

/** A link: a page of the school picked from a list, or an address that is checked as it is typed. */
export function LinkWidget({ field, value, errors, idPrefix, onChange }: WidgetProps) {
  const { t } = useTranslation(EDITOR_NS);
  const pageName = usePageNamer();
  const nameOf = (page: PageSummary) => pageName(page.name) || page.code;
  const schoolId = useEditor((s) => s.session.schoolId);
  const pages = useQuery({ queryKey: ['designer', 'pages', schoolId], queryFn: () => browserGetJson<PageSummary[]>(designerApi.pagesPath(schoolId)), retry: false, enabled: Boolean(schoolId) });
  const link = typeof value === 'string' ? value : '';
  const checked = checkLink(link, schoolId);
  const errorId = `${idPrefix}-error`;
  const checkId = `${idPrefix}-check`;
  const pageId = checked.kind === 'page' ? checked.pageId : '';
  const linked = pages.data?.find((page) => page.id === pageId);
  const hint =
    checked.kind === 'page' ? t('inspector.link.page', { name: linked ? nameOf(linked) : pageId })
    : checked.kind === 'path' ? t('inspector.link.path')
    : checked.kind === 'external' ? t('inspector.link.external', { host: checked.host })
    : checked.kind === 'invalid' ? t('inspector.link.invalid')
    : '';

  return (
    <div className="inspector-field inspector-link">
      <label htmlFor={`${idPrefix}-page`}>{t('inspector.link.choosePage', { label: field.label })}</label>
      <select id={`${idPrefix}-page`} value={pageId} onChange={(event) => onChange(event.target.value ? pageLink(schoolId, event.target.value) : '', { step: true })}>
        <option value="">{t('inspector.link.noPage')}</option>
        {(pages.data ?? []).map((page) => (
          <option key={page.id} value={page.id}>
            {nameOf(page)}
          </option>
        ))}
      </select>
      <label htmlFor={idPrefix}>{field.label}</label>
      <input
        id={idPrefix}
        type="text"
        inputMode="url"
        value={link}
        onChange={(event) => onChange(event.target.value)}
        {...errorAttributes(errorId, errors?.own)}
        aria-describedby={[errors?.own?.length ? errorId : null, hint ? checkId : null].filter(Boolean).join(' ') || undefined}
      />
      {hint && (
        <p id={checkId} className={checked.kind === 'invalid' ? 'inspector-field__error' : 'inspector-link__check'} data-link-check={checked.kind}>
          {hint}
        </p>
      )}
      <FieldErrorText id={errorId} messages={errors?.own} />
    </div>
  );
}
