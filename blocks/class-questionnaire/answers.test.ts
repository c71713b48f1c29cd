import { describe, expect, it } from 'vitest';
import { answersOf, draftProblems } from './answers';
import type { QuestionView } from './render';

const questions: QuestionView[] = [
  { id: 'overall', kind: 'rating', title: 'Overall', required: true },
  { id: 'comment', kind: 'text', title: 'Comment', required: false },
];

describe('questionnaire answers', () => {
  it('finds unanswered required questions and a bad phone', () => {
    expect(draftProblems(questions, { comment: ' ' }, '123')).toEqual({ missing: ['overall'], phone: true });
    expect(draftProblems(questions, { overall: 4 }, '13800000000')).toEqual({ missing: [], phone: false });
  });
  it('sends answered questions only, text trimmed', () => {
    expect(answersOf(questions, { overall: 5, comment: '  good ' })).toEqual([{ questionId: 'overall', value: 5 }, { questionId: 'comment', value: 'good' }]);
    expect(answersOf(questions, { overall: 5, comment: '' })).toEqual([{ questionId: 'overall', value: 5 }]);
  });
});
