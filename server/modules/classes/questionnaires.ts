import { and, asc, count, countDistinct, desc, eq, inArray, max } from 'drizzle-orm';
import type { QuestionnaireAnswer, QuestionnaireQuestion, QuestionnaireSubmission } from '../../../schemas/class-management';
import { nextId } from '../../db/ids';
import { enrollments, users } from '../../db/schema';
import { classFeedbackReminders, classQuestionnaireAnswers, classQuestionnaires } from '../../db/schema-classes';
import type { Tx } from '../../db/tenant';
import { AppError } from '../../http/app-error';
import type { ClassAccess } from './access';
import { offsetOf, paged, type PageRequest } from './paging';
import { nameOf } from './sessions';

export const questionnaireNotFound = () => new AppError(404, 'class.questionnaire_not_found', 'Questionnaire not found.');

/** The questionnaire of this class (404 otherwise). */
export async function findQuestionnaire(tx: Tx, classId: string, questionnaireId: string) {
  const [row] = await tx.select().from(classQuestionnaires).where(and(eq(classQuestionnaires.id, questionnaireId), eq(classQuestionnaires.classId, classId)));
  if (!row) throw questionnaireNotFound();
  return row;
}

/** The class's questionnaires, oldest first (for queryMetadata). */
export function listQuestionnaires(tx: Tx, classId: string) {
  return tx.select({ id: classQuestionnaires.id, title: classQuestionnaires.title, answerTimes: classQuestionnaires.answerTimes })
    .from(classQuestionnaires).where(eq(classQuestionnaires.classId, classId)).orderBy(asc(classQuestionnaires.createdAt), asc(classQuestionnaires.id));
}

async function usedTimes(tx: Tx, questionnaireId: string, userId: string): Promise<number> {
  const [row] = await tx.select({ n: max(classQuestionnaireAnswers.attempt) }).from(classQuestionnaireAnswers)
    .where(and(eq(classQuestionnaireAnswers.questionnaireId, questionnaireId), eq(classQuestionnaireAnswers.userId, userId)));
  return row?.n ?? 0;
}

/** A learner's view of a questionnaire: its questions, how many answers are allowed and used, and any reminder. */
export async function queryQuestionnaire(tx: Tx, access: ClassAccess, userId: string, questionnaireId: string) {
  const q = await findQuestionnaire(tx, access.row.id, questionnaireId);
  const used = await usedTimes(tx, q.id, userId);
  const [reminder] = await tx.select({ at: max(classFeedbackReminders.createdAt) }).from(classFeedbackReminders)
    .where(and(eq(classFeedbackReminders.questionnaireId, q.id), eq(classFeedbackReminders.userId, userId)));
  return {
    id: q.id, classId: q.classId, title: q.title, questions: q.questions, answerTimes: q.answerTimes, usedTimes: used,
    remainingTimes: Math.max(0, q.answerTimes - used), remindedAt: reminder?.at ? new Date(reminder.at).toISOString() : null,
  };
}

/** The answers' problems against the questions: required ones, ratings 1–5, option indexes, text length. */
export function answerProblems(questions: readonly QuestionnaireQuestion[], answers: readonly QuestionnaireAnswer[]): { pointer: string; message: string }[] {
  const problems: { pointer: string; message: string }[] = [];
  const byId = new Map(answers.map((a, i) => [a.questionId, { a, i }]));
  answers.forEach((a, i) => {
    if (!questions.some((q) => q.id === a.questionId)) problems.push({ pointer: `/questionnaireUserAnswers/${i}/questionId`, message: 'is not a question of this questionnaire' });
  });
  for (const q of questions) {
    const found = byId.get(q.id);
    const value = found?.a.value;
    const empty = value === undefined || (typeof value === 'string' && value.trim() === '');
    if (empty) {
      if (q.required) problems.push({ pointer: `/questionnaireUserAnswers/${q.id}`, message: 'is required' });
      continue;
    }
    const at = `/questionnaireUserAnswers/${found!.i}/value`;
    if (q.kind === 'rating' && !(typeof value === 'number' && value >= 1 && value <= 5)) problems.push({ pointer: at, message: 'must be a rating from 1 to 5' });
    if (q.kind === 'choice' && !(typeof value === 'number' && value >= 0 && value < (q.options?.length ?? 0))) problems.push({ pointer: at, message: 'must be one of the options' });
    if (q.kind === 'text' && typeof value !== 'string') problems.push({ pointer: at, message: 'must be text' });
  }
  return problems;
}

/**
 * Stores a learner's answers. `answerTimes` names the attempt (1 for the first): 409
 * class.answer_times_exhausted once every allowed attempt is used, 409 class.stale_answer for an
 * attempt other than the next one (a second tab), 422 class.invalid_answers for answers that do not fit.
 */
export async function submitQuestionnaire(tx: Tx, access: ClassAccess, userId: string, questionnaireId: string, body: QuestionnaireSubmission) {
  const q = await findQuestionnaire(tx, access.row.id, questionnaireId);
  const used = await usedTimes(tx, q.id, userId);
  if (used >= q.answerTimes) throw new AppError(409, 'class.answer_times_exhausted', `This questionnaire may be answered ${q.answerTimes} time(s); all are used.`, [{ answerTimes: q.answerTimes, usedTimes: used }]);
  if (body.answerTimes !== used + 1) throw new AppError(409, 'class.stale_answer', 'This answer was already sent; reload the questionnaire.', [{ pointer: '/answerTimes', expected: used + 1 }]);
  const problems = answerProblems(q.questions, body.questionnaireUserAnswers);
  if (problems.length > 0) throw new AppError(422, 'class.invalid_answers', 'Some answers are missing or do not fit their question.', problems);
  const id = nextId();
  const inserted = await tx.insert(classQuestionnaireAnswers).values({
    tenantId: access.school.tenantId, id, questionnaireId: q.id, userId, attempt: body.answerTimes, answers: body.questionnaireUserAnswers,
    userName: body.userName?.trim() ?? '', userPhone: body.userPhone ?? '',
  }).onConflictDoNothing().returning({ id: classQuestionnaireAnswers.id });
  if (inserted.length === 0) throw new AppError(409, 'class.stale_answer', 'This answer was already sent; reload the questionnaire.');
  return { id, answerTimes: q.answerTimes, usedTimes: body.answerTimes, remainingTimes: q.answerTimes - body.answerTimes };
}

/** The teacher's view: each questionnaire with answered / enrolled / reminded counts, and a page of answers, newest first. */
export async function feedbackRecords(tx: Tx, access: ClassAccess, page: PageRequest) {
  const questionnaires = await listQuestionnaires(tx, access.row.id);
  const ids = questionnaires.map((q) => q.id);
  const [{ enrolled } = { enrolled: 0 }] = await tx.select({ enrolled: count() }).from(enrollments).where(eq(enrollments.resourceId, access.row.id));
  const answered = ids.length === 0 ? [] : await tx.select({ id: classQuestionnaireAnswers.questionnaireId, n: countDistinct(classQuestionnaireAnswers.userId) })
    .from(classQuestionnaireAnswers).where(inArray(classQuestionnaireAnswers.questionnaireId, ids)).groupBy(classQuestionnaireAnswers.questionnaireId);
  const reminded = ids.length === 0 ? [] : await tx.select({ id: classFeedbackReminders.questionnaireId, n: countDistinct(classFeedbackReminders.userId) })
    .from(classFeedbackReminders).where(inArray(classFeedbackReminders.questionnaireId, ids)).groupBy(classFeedbackReminders.questionnaireId);
  const rows = ids.length === 0 ? [] : await tx.select({
    id: classQuestionnaireAnswers.id, questionnaireId: classQuestionnaireAnswers.questionnaireId, userId: classQuestionnaireAnswers.userId,
    attempt: classQuestionnaireAnswers.attempt, answers: classQuestionnaireAnswers.answers, userName: classQuestionnaireAnswers.userName,
    createdAt: classQuestionnaireAnswers.createdAt, realName: users.realName, nickName: users.nickName, account: users.account,
  }).from(classQuestionnaireAnswers).innerJoin(users, eq(users.id, classQuestionnaireAnswers.userId))
    .where(inArray(classQuestionnaireAnswers.questionnaireId, ids))
    .orderBy(desc(classQuestionnaireAnswers.createdAt), desc(classQuestionnaireAnswers.id)).limit(page.pageSize).offset(offsetOf(page));
  const [{ total } = { total: 0 }] = ids.length === 0 ? [] : await tx.select({ total: count() }).from(classQuestionnaireAnswers).where(inArray(classQuestionnaireAnswers.questionnaireId, ids));
  const countOf = (list: { id: string; n: number }[], id: string) => Number(list.find((r) => r.id === id)?.n ?? 0);
  return {
    questionnaires: questionnaires.map((q) => ({ ...q, enrolledCount: Number(enrolled), answeredCount: countOf(answered, q.id), remindedCount: countOf(reminded, q.id) })),
    records: paged(rows.map((r) => ({
      id: r.id, questionnaireId: r.questionnaireId, userId: r.userId, userName: r.userName || nameOf(r), attempt: r.attempt, answers: r.answers, createdAt: r.createdAt.toISOString(),
    })), Number(total), page),
  };
}

/** Reminds every enrolled learner who has not answered yet; answers how many were reminded. */
export async function sendReminders(tx: Tx, access: ClassAccess, senderId: string, questionnaireId: string) {
  const q = await findQuestionnaire(tx, access.row.id, questionnaireId);
  const learners = await tx.select({ userId: enrollments.userId }).from(enrollments).where(eq(enrollments.resourceId, access.row.id));
  const done = await tx.selectDistinct({ userId: classQuestionnaireAnswers.userId }).from(classQuestionnaireAnswers).where(eq(classQuestionnaireAnswers.questionnaireId, q.id));
  const answered = new Set(done.map((d) => d.userId));
  const pending = learners.map((l) => l.userId).filter((id) => !answered.has(id));
  if (pending.length > 0) {
    await tx.insert(classFeedbackReminders).values(pending.map((userId) => ({ tenantId: access.school.tenantId, id: nextId(), questionnaireId: q.id, userId, sentBy: senderId })));
  }
  return { questionnaireId: q.id, reminded: pending.length };
}
