import type { FromSchema } from 'json-schema-to-ts';

const MODE_LABELS = { link: 'project-form.mode.link', form: 'project-form.mode.form' } as const;

/** Props of the new-project block: a button leading to the form page, or the form itself. */
export const projectFormSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['mode'],
  properties: {
    mode: { type: 'string', enum: ['link', 'form'], title: 'Show as', 'x-label': 'project-form.mode', 'x-enum-labels': MODE_LABELS },
  },
} as const;

export type ProjectFormProps = FromSchema<typeof projectFormSchema>;
