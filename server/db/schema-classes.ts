import { bigint, integer, jsonb, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import type { QuestionnaireAnswer, QuestionnaireQuestion } from '../../schemas/class-management';
import type { LocalizedText } from '../../schemas/localized-text';
import { newFileKey } from '../modules/uploads/address';
import { createdAt, id, timestamptz } from './schema-columns';

/** The tables of 0020_class_management.sql. */
export const classLecturers = pgTable('class_lecturers', {
  tenantId: id('tenant_id').notNull(),
  classId: id('class_id').notNull(),
  userId: id('user_id').notNull(),
  createdAt: createdAt(),
}, (t) => [primaryKey({ columns: [t.tenantId, t.classId, t.userId] })]);

export const classSessions = pgTable('class_sessions', {
  tenantId: id('tenant_id').notNull(),
  id: id('id').notNull(),
  classId: id('class_id').notNull(),
  title: jsonb('title').$type<LocalizedText>().notNull(),
  startsAt: timestamptz('starts_at').notNull(),
  endsAt: timestamptz('ends_at').notNull(),
  place: text('place').notNull().default(''),
  liveUrl: text('live_url').notNull().default(''),
  lecturerId: id('lecturer_id'),
  curriculumId: id('curriculum_id'),
  examId: id('exam_id'),
  createdAt: createdAt(),
}, (t) => [primaryKey({ columns: [t.tenantId, t.id] })]);

export const classFiles = pgTable('class_files', {
  tenantId: id('tenant_id').notNull(),
  id: id('id').notNull(),
  schoolId: id('school_id').notNull(),
  userId: id('user_id').notNull(),
  fileName: text('file_name').notNull(),
  kind: smallint('kind'),
  contentType: text('content_type'),
  byteSize: bigint('byte_size', { mode: 'number' }),
  status: text('status').$type<'pending' | 'stored'>().notNull().default('pending'),
  /** The unguessable part of the file's address (0071_file_keys.sql). */
  accessKey: text('access_key').notNull().$defaultFn(newFileKey),
  createdAt: createdAt(),
}, (t) => [primaryKey({ columns: [t.tenantId, t.id] })]);

export const classAttachments = pgTable('class_attachments', {
  tenantId: id('tenant_id').notNull(),
  id: id('id').notNull(),
  classId: id('class_id').notNull(),
  fileId: id('file_id').notNull(),
  name: text('name').notNull(),
  attachmentType: smallint('attachment_type').notNull(),
  displayOrder: integer('display_order').notNull().default(0),
  createdBy: id('created_by'),
  createdAt: createdAt(),
}, (t) => [primaryKey({ columns: [t.tenantId, t.id] })]);

export const classCourseware = pgTable('class_courseware', {
  tenantId: id('tenant_id').notNull(),
  id: id('id').notNull(),
  classId: id('class_id').notNull(),
  fileId: id('file_id').notNull(),
  coursewareName: text('courseware_name').notNull(),
  coursewareType: smallint('courseware_type').notNull(),
  createdBy: id('created_by'),
  createdAt: createdAt(),
}, (t) => [primaryKey({ columns: [t.tenantId, t.id] })]);

export const classQuestionnaires = pgTable('class_questionnaires', {
  tenantId: id('tenant_id').notNull(),
  id: id('id').notNull(),
  classId: id('class_id').notNull(),
  title: jsonb('title').$type<LocalizedText>().notNull(),
  questions: jsonb('questions').$type<QuestionnaireQuestion[]>().notNull(),
  answerTimes: integer('answer_times').notNull().default(1),
  createdAt: createdAt(),
}, (t) => [primaryKey({ columns: [t.tenantId, t.id] })]);

export const classQuestionnaireAnswers = pgTable('class_questionnaire_answers', {
  tenantId: id('tenant_id').notNull(),
  id: id('id').notNull(),
  questionnaireId: id('questionnaire_id').notNull(),
  userId: id('user_id').notNull(),
  attempt: integer('attempt').notNull(),
  answers: jsonb('answers').$type<QuestionnaireAnswer[]>().notNull(),
  userName: text('user_name').notNull().default(''),
  userPhone: text('user_phone').notNull().default(''),
  createdAt: createdAt(),
}, (t) => [primaryKey({ columns: [t.tenantId, t.id] })]);

export const classFeedbackReminders = pgTable('class_feedback_reminders', {
  tenantId: id('tenant_id').notNull(),
  id: id('id').notNull(),
  questionnaireId: id('questionnaire_id').notNull(),
  userId: id('user_id').notNull(),
  sentBy: id('sent_by'),
  createdAt: createdAt(),
}, (t) => [primaryKey({ columns: [t.tenantId, t.id] })]);

export const classAttendance = pgTable('class_attendance', {
  tenantId: id('tenant_id').notNull(),
  id: id('id').notNull(),
  sessionId: id('session_id').notNull(),
  userId: id('user_id').notNull(),
  status: text('status').$type<'present' | 'late'>().notNull(),
  signedAt: timestamptz('signed_at').notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.tenantId, t.id] })]);

export const classAttendanceAttachments = pgTable('class_attendance_attachments', {
  tenantId: id('tenant_id').notNull(),
  id: id('id').notNull(),
  attendanceId: id('attendance_id').notNull(),
  fileId: id('file_id').notNull(),
  name: text('name').notNull(),
  attachmentType: smallint('attachment_type').notNull(),
  createdAt: createdAt(),
}, (t) => [primaryKey({ columns: [t.tenantId, t.id] })]);

export const classCertificates = pgTable('class_certificates', {
  tenantId: id('tenant_id').notNull(),
  id: id('id').notNull(),
  classId: id('class_id').notNull(),
  userId: id('user_id').notNull(),
  name: jsonb('name').$type<LocalizedText>().notNull(),
  certificateNo: text('certificate_no').notNull(),
  issuedAt: timestamptz('issued_at').notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.tenantId, t.id] })]);

export const classProgress = pgTable('class_progress', {
  tenantId: id('tenant_id').notNull(),
  classId: id('class_id').notNull(),
  userId: id('user_id').notNull(),
  itemType: text('item_type').$type<'curriculum' | 'exam'>().notNull(),
  itemId: id('item_id').notNull(),
  progress: integer('progress').notNull().default(0),
  score: integer('score'),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.tenantId, t.classId, t.userId, t.itemType, t.itemId] })]);

/** The tables of this file, for the drizzle schema object. */
export const classTables = {
  classLecturers, classSessions, classFiles, classAttachments, classCourseware, classQuestionnaires, classQuestionnaireAnswers,
  classFeedbackReminders, classAttendance, classAttendanceAttachments, classCertificates, classProgress,
};
