import { memo, useCallback } from 'react';
import { updateProp } from '../actions';
import { useEditorStore } from '../store/StoreContext';
import type { FieldErrors, FieldSpec } from './schema-fields';
import { FieldEditor, type ChangeOptions } from './widgets';

interface InspectorFieldProps {
  blockId: string;
  field: FieldSpec;
  value: unknown;
  errors: FieldErrors | undefined;
}

/**
 * One top-level field of the selected block. Memoized with a stable onChange, so typing in one field
 * redraws that field only, not the whole form.
 */
export const InspectorField = memo(function InspectorField({ blockId, field, value, errors }: InspectorFieldProps) {
  const store = useEditorStore();
  const onChange = useCallback(
    (next: unknown, options?: ChangeOptions) => {
      const { dispatch, sealHistory } = store.getState();
      // Adding, removing and moving items are steps of their own, never merged with typing around them.
      if (options?.step) sealHistory();
      dispatch(updateProp, { id: blockId, name: field.name, value: next });
      if (options?.step) sealHistory();
    },
    [store, blockId, field.name],
  );
  return <FieldEditor field={field} value={value} errors={errors} idPrefix={`inspector-${blockId}-${field.name}`} onChange={onChange} />;
});
