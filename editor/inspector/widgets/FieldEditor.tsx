import { useTranslation } from 'react-i18next';
import { EDITOR_NS } from '../../i18n';
import type { WidgetProps } from './types';
import { widgets } from './index';

/** The field generator: the widget for a field's kind. Arrays and objects call it again for what is inside them. */
export function FieldEditor(props: WidgetProps) {
  const { t } = useTranslation(EDITOR_NS);
  const { field } = props;
  if (field.kind === 'unsupported') {
    return (
      <p className="inspector-field">
        {field.label}: {t('inspector.unsupported')}
      </p>
    );
  }
  const Widget = widgets[field.kind];
  return <Widget {...props} />;
}
