import type { ComponentType } from 'react';
import type { FieldKind } from '../schema-fields';
import { ArrayWidget } from './ArrayWidget';
import { CheckboxWidget } from './CheckboxWidget';
import { ColorWidget } from './ColorWidget';
import { ImageWidget } from './ImageWidget';
import { LinkWidget } from './LinkWidget';
import { LocalizedTextWidget } from './LocalizedTextWidget';
import { NumberWidget } from './NumberWidget';
import { ObjectWidget } from './ObjectWidget';
import { ResourcePickerWidget } from './ResourcePickerWidget';
import { RichTextWidget } from './RichTextWidget';
import { SelectWidget } from './SelectWidget';
import { TextWidget } from './TextWidget';
import type { WidgetProps } from './types';

/** The widget for each kind of field; `unsupported` fields are listed but not editable. */
export const widgets: Record<Exclude<FieldKind, 'unsupported'>, ComponentType<WidgetProps>> = {
  'localized-text': LocalizedTextWidget,
  'rich-text': RichTextWidget,
  text: TextWidget,
  image: ImageWidget,
  link: LinkWidget,
  color: ColorWidget,
  number: NumberWidget,
  boolean: CheckboxWidget,
  enum: SelectWidget,
  array: ArrayWidget,
  object: ObjectWidget,
  'resource-picker': ResourcePickerWidget,
};

export { FieldEditor } from './FieldEditor';
export type { ChangeOptions, WidgetProps } from './types';
