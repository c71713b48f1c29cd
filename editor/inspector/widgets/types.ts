import type { FieldErrors, FieldSpec } from '../schema-fields';

/** How a change enters the undo history: `step` makes it a step of its own (add, remove, move) rather than typing. */
export interface ChangeOptions {
  step?: boolean;
}

/** What every inspector widget receives. `onChange(undefined)` removes the value. */
export interface WidgetProps {
  field: FieldSpec;
  value: unknown;
  errors: FieldErrors | undefined;
  /** A prefix for element ids, unique per block and field (and item, inside arrays). */
  idPrefix: string;
  onChange: (value: unknown, options?: ChangeOptions) => void;
}
