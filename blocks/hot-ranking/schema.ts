import type { FromSchema } from 'json-schema-to-ts';
import { RESOURCE_TYPE } from '../../schemas/enums';
import { localizedText } from '../../schemas/localized-text';
import type { ResourceItem } from '../_shared/cards/types';

const { course, exam, knowledge, live, topic } = RESOURCE_TYPE;

/** Props of the hot ranking: the most viewed resources of one type (the API answers the top 20). */
export const hotRankingSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['title', 'resourceType', 'count'],
  properties: {
    title: { ...localizedText({ maxLength: 60 }), title: 'Heading', 'x-label': { zh_CN: '标题', en_US: 'Heading' } },
    resourceType: {
      type: 'integer',
      enum: [course, exam, knowledge, live, RESOURCE_TYPE.class, topic],
      title: 'Resource type',
      'x-label': { zh_CN: '资源类型', en_US: 'Resource type' },
      'x-enum-labels': {
        [course]: { zh_CN: '课程', en_US: 'Courses' },
        [exam]: { zh_CN: '考试', en_US: 'Exams' },
        [knowledge]: { zh_CN: '知识', en_US: 'Knowledge' },
        [live]: { zh_CN: '直播', en_US: 'Live sessions' },
        [RESOURCE_TYPE.class]: { zh_CN: '班级', en_US: 'Classes' },
        [topic]: { zh_CN: '专题', en_US: 'Topics' },
      },
    },
    count: { type: 'integer', minimum: 3, maximum: 20, title: 'Number shown', 'x-label': { zh_CN: '显示条数', en_US: 'Number shown' } },
  },
} as const;

export type HotRankingProps = FromSchema<typeof hotRankingSchema>;

/** What the hot board answers. */
export interface HotBoard {
  list: { rank: number; item: ResourceItem }[];
}
