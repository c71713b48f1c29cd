import type { LocalizedText } from '../../../schemas/localized-text';
import type { QuestionnaireQuestion } from '../../../schemas/class-management';
import { fixedId } from './ids';

/** Ids of the class-management demo rows (prefix 1100000005). */
export const classDemoId = (n: number) => fixedId('1100000005', n);
const resource = (n: number) => fixedId('11000000000000', n);

/** The demo classes that show every part of class management. */
export const FRONT_END_CLASS = resource(60001); // taught by the `teacher` account; `learner` is enrolled
export const ENGLISH_CLASS = resource(60003); // taught by Maria Lopez; `learner` may enrol

/** Maria Lopez: a teacher of the demo school who cannot log in (like the demo learners). */
export const DEMO_TEACHER_MARIA = { id: fixedId('1100000003', 900), account: 'demo-teacher-maria', realName: 'Maria Lopez', nickName: 'maria' };

const t = (zh: string, en: string): LocalizedText => ({ zh_CN: zh, en_US: en });

/** One demo session: hours from the seed's run, and what it covers. */
export interface DemoSession {
  id: string;
  title: LocalizedText;
  window: [number, number];
  place: string;
  liveUrl: string;
  curriculumId: string | null;
  examId: string | null;
}

const session = (n: number, title: LocalizedText, window: [number, number], extra: Partial<DemoSession> = {}): DemoSession =>
  ({ id: classDemoId(n), title, window, place: '', liveUrl: '', curriculumId: null, examId: null, ...extra });

/** Per class: sessions, files (attachments and courseware), a questionnaire, and how many demo learners are enrolled. */
export const DEMO_CLASS_PLANS = [
  {
    classId: FRONT_END_CLASS,
    lecturer: 'teacher' as const,
    learners: 12,
    sessions: [
      session(1, t('第 1 次课：TypeScript 类型', 'Session 1: TypeScript types'), [-72, -70], { place: 'Room 301', curriculumId: resource(10001) }),
      session(2, t('第 2 次课：React 组件', 'Session 2: React components'), [96, 98], { liveUrl: 'https://live.example.com/front-end/2', curriculumId: resource(10004) }),
      session(3, t('第 3 次课：综合练习', 'Session 3: Putting it together'), [264, 266], { place: 'Room 301', curriculumId: resource(10004) }),
      session(4, t('结业考试', 'Final exam'), [432, 434], { place: 'Exam hall', examId: resource(20001) }),
    ],
    attachments: [
      { n: 101, name: '课程大纲 Syllabus.pdf', kind: 'pdf' as const },
      { n: 102, name: 'Classroom map.png', kind: 'png' as const },
      { n: 103, name: '阅读清单 Reading list.xlsx', kind: 'xlsx' as const },
    ],
    courseware: [
      { n: 111, name: 'Week 1 slides.pdf', kind: 'pdf' as const },
      { n: 112, name: 'Exercises.xlsx', kind: 'xlsx' as const },
    ],
    questionnaireId: classDemoId(201),
    answerTimes: 1,
  },
  {
    classId: ENGLISH_CLASS,
    lecturer: 'maria' as const,
    learners: 5,
    sessions: [
      session(11, t('第 1 次课：商务邮件', 'Session 1: Business e-mail'), [-1, 3], { place: 'Room 105', curriculumId: resource(10005) }),
      session(12, t('第 2 次课：会议用语', 'Session 2: Meetings'), [167, 170], { liveUrl: 'https://live.example.com/english/2', curriculumId: resource(10005) }),
      session(13, t('小测', 'Quiz'), [335, 336], { place: 'Room 105', examId: resource(20002) }),
    ],
    attachments: [{ n: 121, name: 'Useful phrases.pdf', kind: 'pdf' as const }],
    courseware: [{ n: 131, name: 'Unit 1 handout.pdf', kind: 'pdf' as const }],
    questionnaireId: classDemoId(202),
    answerTimes: 2,
  },
];

/** The satisfaction questions of every demo questionnaire. */
export const DEMO_QUESTIONS: QuestionnaireQuestion[] = [
  { id: 'overall', kind: 'rating', required: true, title: t('总体满意度', 'Overall satisfaction') },
  {
    id: 'pace', kind: 'choice', required: true, title: t('课程节奏', 'The pace of the class'),
    options: [t('太慢', 'Too slow'), t('正好', 'Just right'), t('太快', 'Too fast')],
  },
  { id: 'comment', kind: 'text', required: false, title: t('其他建议', 'Anything else?') },
];

export const DEMO_QUESTIONNAIRE_TITLE = t('课程满意度调查', 'Class satisfaction survey');
