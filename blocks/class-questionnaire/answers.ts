import type { QuestionView } from './render';

/** What the form holds per question: a rating or option index, or text. */
export type Draft = Record<string, number | string | undefined>;

/** The ids of required questions left unanswered, and a phone that is not a mainland mobile number. */
export function draftProblems(questions: QuestionView[], draft: Draft, phone: string): { missing: string[]; phone: boolean } {
  const missing = questions.filter((q) => {
    const value = draft[q.id];
    return q.required && (value === undefined || (typeof value === 'string' && value.trim() === ''));
  }).map((q) => q.id);
  return { missing, phone: phone !== '' && !/^1[3-9][0-9]{9}$/.test(phone) };
}

/** The answers to send: every answered question. */
export function answersOf(questions: QuestionView[], draft: Draft) {
  return questions.flatMap((q) => {
    const value = draft[q.id];
    if (value === undefined || (typeof value === 'string' && value.trim() === '')) return [];
    return [{ questionId: q.id, value: typeof value === 'string' ? value.trim() : value }];
  });
}
