import type { FromSchema } from 'json-schema-to-ts';
import { idSchema } from './ids';
import { localizedTextSchema } from './localized-text';

/** What a class file is, by its sniffed content: attachmentType and coursewareType use the same numbers. */
export const FILE_KIND = { document: 1, image: 2, video: 3 } as const;
export type FileKind = (typeof FILE_KIND)[keyof typeof FILE_KIND];
export const FILE_KINDS = [1, 2, 3] as const;

/** Lecture screen and lecturer schedule pages hold 10 items (spec §9); other class lists default to 10 too. */
export const CLASS_PAGE_SIZE = 10;
export const CLASS_MAX_PAGE_SIZE = 100;

const fileKind = { type: 'integer', enum: FILE_KINDS } as const;
const fileName = { type: 'string', minLength: 1, maxLength: 200 } as const;

/** One question of a satisfaction questionnaire. */
export const questionnaireQuestionSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'kind', 'title', 'required'],
  properties: {
    id: { type: 'string', pattern: '^[a-z0-9_-]{1,40}$' },
    kind: { enum: ['rating', 'choice', 'text'] },
    title: localizedTextSchema,
    required: { type: 'boolean' },
    options: { type: 'array', maxItems: 10, items: localizedTextSchema },
  },
} as const;
export type QuestionnaireQuestion = FromSchema<typeof questionnaireQuestionSchema>;

/** One answer: a rating 1–5, an option index, or text up to 500 characters. */
export const questionnaireAnswerSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['questionId', 'value'],
  properties: {
    questionId: { type: 'string', maxLength: 40 },
    value: { anyOf: [{ type: 'integer', minimum: 0, maximum: 10 }, { type: 'string', maxLength: 500 }] },
  },
} as const;
export type QuestionnaireAnswer = FromSchema<typeof questionnaireAnswerSchema>;

/** user-submit-satisfaction-questionnaires body. answerTimes is the attempt being made (1 for the first). */
export const questionnaireSubmissionSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['answerTimes', 'questionnaireUserAnswers'],
  properties: {
    answerTimes: { type: 'integer', minimum: 1, maximum: 20 },
    questionnaireUserAnswers: { type: 'array', minItems: 1, maxItems: 50, items: questionnaireAnswerSchema },
    userName: { type: 'string', maxLength: 60 },
    userPhone: { type: 'string', maxLength: 20, pattern: '^(|1[3-9][0-9]{9})$' },
  },
} as const;
export type QuestionnaireSubmission = FromSchema<typeof questionnaireSubmissionSchema>;

/** attachment/addClassAttachments body: uploaded files (uuid = the class file id) to attach. */
export const addAttachmentsSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['classAttachmentlist'],
  properties: {
    classAttachmentlist: {
      type: 'array', minItems: 1, maxItems: 20,
      items: {
        type: 'object', additionalProperties: false, required: ['uuid', 'name'],
        properties: { uuid: idSchema, name: fileName, attachmentType: fileKind },
      },
    },
  },
} as const;
export type AddAttachments = FromSchema<typeof addAttachmentsSchema>;

/** attachment/updateDisplayOrder body: every attachment of the class, in the new order. */
export const displayOrderSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['classId', 'ids'],
  properties: { classId: idSchema, ids: { type: 'array', minItems: 1, maxItems: 500, uniqueItems: true, items: idSchema } },
} as const;
export type DisplayOrder = FromSchema<typeof displayOrderSchema>;

/** addClassCourseware body. */
export const addCoursewareSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['coursewareName', 'coursewareUuid'],
  properties: { coursewareName: fileName, coursewareType: fileKind, coursewareUuid: idSchema },
} as const;
export type AddCourseware = FromSchema<typeof addCoursewareSchema>;

/** v1/class/attendance-attachments body. */
export const addAttendanceAttachmentSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['attendanceId', 'uuid', 'name'],
  properties: { attendanceId: idSchema, attachmentType: fileKind, uuid: idSchema, name: fileName },
} as const;
export type AddAttendanceAttachment = FromSchema<typeof addAttendanceAttachmentSchema>;

/** A page request in a body (attendance-attachments/batch-query). */
export const attendanceQuerySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['attendanceId'],
  properties: {
    attendanceId: idSchema,
    pageNumber: { type: 'integer', minimum: 1, maximum: 100000 },
    pageSize: { type: 'integer', minimum: 1, maximum: CLASS_MAX_PAGE_SIZE },
  },
} as const;

/** student/schedule/record (PUT) body: sign in to a session. */
export const signInSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['classId', 'scheduleId'],
  properties: { classId: idSchema, scheduleId: idSchema },
} as const;

/** send-feedback-reminders body. */
export const remindersSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['classId', 'questionnaireId'],
  properties: { classId: idSchema, questionnaireId: idSchema },
} as const;

/** /api/exam/api/userexam/v1/classes/exams body. */
export const userExamsSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['userId', 'examIds'],
  properties: { userId: idSchema, examIds: { type: 'array', minItems: 1, maxItems: 100, items: idSchema }, classId: idSchema },
} as const;

/** /api/student/api/student/course/progress/curriculum/batch body. */
export const curriculumBatchSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['curriculumIds'],
  properties: { curriculumIds: { type: 'array', minItems: 1, maxItems: 100, items: idSchema }, classId: idSchema },
} as const;

/** Page query of class lists: pageNumber from 1, pageSize 1–100 (10 by default). */
export const pageQuerySchema = {
  type: 'object',
  properties: {
    pageNumber: { type: 'integer', minimum: 1, maximum: 100000, default: 1 },
    pageSize: { type: 'integer', minimum: 1, maximum: CLASS_MAX_PAGE_SIZE, default: CLASS_PAGE_SIZE },
    schoolId: { type: 'string' },
  },
} as const;
