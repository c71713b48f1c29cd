import type { ComponentType } from 'react';
import type { FieldKind } from '../schema-fields';
import { CheckboxWidget } from './CheckboxWidget';
import { LocalizedTextWidget } from './LocalizedTextWidget';
import { NumberWidget } from './NumberWidget';
import { RichTextWidget } from './RichTextWidget';
import { SelectWidget } from './SelectWidget';
import { TextWidget } from './TextWidget';
import type { WidgetProps } from './types';

/** The widget for each kind of field; `unsupported` fields are listed but not editable. */
export const widgets: Record<Exclude<FieldKind, 'unsupported'>, ComponentType<WidgetProps>> = {
  'localized-text': LocalizedTextWidget,
  'rich-text': RichTextWidget,
  text: TextWidget,
  url: TextWidget,
  number: NumberWidget,
  boolean: CheckboxWidget,
  enum: SelectWidget,
};

export type { WidgetProps } from './types';
