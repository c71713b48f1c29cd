import type { FromSchema } from 'json-schema-to-ts';
import { linkField } from '../_shared/schema-parts';

/** Props of the bulletin: where its JSON config is read from (spec §4 "Bulletin"). */
export const bulletinSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['configUrl'],
  properties: {
    configUrl: { ...linkField('Bulletin config URL', 'bulletin.configUrl'), description: 'A JSON file: { id, content, startTime, endTime, status }.' },
  },
} as const;

export type BulletinProps = FromSchema<typeof bulletinSchema>;
