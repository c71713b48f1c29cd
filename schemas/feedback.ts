import type { FromSchema } from 'json-schema-to-ts';
import { ID_PATTERN } from './ids';

/** Feedback types of the spec (§3): fault 1, use experience 0, question consultation 2, content comment 3. */
export const FEEDBACK_TYPE = { fault: 1, useExperience: 0, questionConsultation: 2, contentComment: 3 } as const;
/** The order the dialog lists the types in. */
export const FEEDBACK_TYPES = [FEEDBACK_TYPE.fault, FEEDBACK_TYPE.useExperience, FEEDBACK_TYPE.questionConsultation, FEEDBACK_TYPE.contentComment] as const;
/** Limits of §9: text length, images, phone. */
export const FEEDBACK_MAX_LENGTH = 200;
export const FEEDBACK_MAX_IMAGES = 4;
export const PHONE_MAX_LENGTH = 11;
/** A mainland mobile number: 1, then 3–9, then 9 digits. */
export const PHONE_PATTERN = '^1[3-9][0-9]{9}$';
/** One to four comma-joined image URLs (each a site path or an http(s) URL without commas or spaces). */
const PIC_URL_PATTERN = '^((/|https?://)[^,\\s]{1,500})(,(/|https?://)[^,\\s]{1,500}){0,3}$';

/**
 * The feedback submission of POST /api/school/feedback/addFeedback — the one schema the dialog and the
 * server both validate with. `feedbackContent` is trimmed text (no blank edges); `phoneNumber` is sent
 * only when contact is allowed (`allowContact` 1), and when sent it is a mainland mobile number.
 */
export const feedbackSubmissionSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['feedbackType', 'feedbackContent', 'allowContact', 'tenantId', 'clientType'],
  properties: {
    feedbackType: { type: 'integer', enum: [...FEEDBACK_TYPES] },
    feedbackContent: { type: 'string', minLength: 1, maxLength: FEEDBACK_MAX_LENGTH, pattern: '^\\S([\\s\\S]*\\S)?$' },
    picUrl: { type: 'string', maxLength: 2100, pattern: `(^$)|${PIC_URL_PATTERN}` },
    allowContact: { type: 'integer', enum: [0, 1] },
    userId: { type: 'string', pattern: ID_PATTERN },
    tenantId: { type: 'string', pattern: ID_PATTERN },
    schoolName: { type: 'string', maxLength: 300 },
    userName: { type: 'string', maxLength: 200 },
    clientType: { type: 'string', const: '1' },
    phoneNumber: { type: 'string', maxLength: PHONE_MAX_LENGTH, pattern: PHONE_PATTERN },
  },
  if: { properties: { allowContact: { const: 0 } }, required: ['allowContact'] },
  then: { not: { required: ['phoneNumber'] } },
} as const;

export type FeedbackSubmission = FromSchema<typeof feedbackSubmissionSchema>;

/** Administrators mark a submission handled (1) or open again (0): body of feedback/status. */
export const feedbackStatusSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'status'],
  properties: { id: { type: 'string', pattern: ID_PATTERN }, status: { type: 'integer', enum: [0, 1] } },
} as const;

export type FeedbackStatusChange = FromSchema<typeof feedbackStatusSchema>;

/** Image types the feedback dialog accepts (§5), by MIME type and file extension. */
export const FEEDBACK_IMAGE_TYPES = ['image/gif', 'image/jpeg', 'image/png'] as const;
export const FEEDBACK_IMAGE_EXTENSIONS = ['gif', 'jpg', 'jpeg', 'png'] as const;
