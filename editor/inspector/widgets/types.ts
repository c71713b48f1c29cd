import type { FieldErrors, FieldSpec } from '../schema-fields';

/** What every inspector widget receives. `onChange(undefined)` removes the prop. */
export interface WidgetProps {
  field: FieldSpec;
  value: unknown;
  errors: FieldErrors | undefined;
  /** A prefix for element ids, unique per block and field. */
  idPrefix: string;
  onChange: (value: unknown) => void;
}
