import { createRegistry } from '../renderer/block-definition';
import { banner } from './banner';
import { boutiqueLiveCards } from './boutique-live-cards';
import { bulletin } from './bulletin';
import { classCards } from './class-cards';
import { classAttachments } from './class-attachments';
import { classAttendance } from './class-attendance';
import { classCertificate } from './class-certificate';
import { classCheckIn } from './class-check-in';
import { classCourseware } from './class-courseware';
import { classFeedbackRecords } from './class-feedback-records';
import { classManage } from './class-manage';
import { classProgress } from './class-progress';
import { classQuestionnaire } from './class-questionnaire';
import { classSchedule } from './class-schedule';
import { classStudents } from './class-students';
import { classView } from './class-view';
import { columns } from './columns';
import { courseCards } from './course-cards';
import { divider } from './divider';
import { examCards } from './exam-cards';
import { footer } from './footer';
import { hotRanking } from './hot-ranking';
import { image } from './image';
import { knowledgeCards } from './knowledge-cards';
import { learningMapCards } from './learning-map-cards';
import { liveCards } from './live-cards';
import { navHeader } from './nav-header';
import { pointsLeaderboard } from './points-leaderboard';
import { richText } from './rich-text';
import { search } from './search';
import { section } from './section';
import { spacer } from './spacer';
import { topicCards } from './topic-cards';
import { videoCards } from './video-cards';
import { caseCards } from './case-cards';
import { communityBoard } from './community-board';
import { orderCenter } from './order-center';
import { personSpace } from './person-space';
import { projectCards } from './project-cards';
import { projectForm } from './project-form';
import { schoolFans } from './school-fans';
import { schoolList } from './school-list';
import { schoolProfile } from './school-profile';

/**
 * The one list of block types, whole (schemas, defaults, palette): the designer and the server use it.
 * Adding a block type: its folder, one line here and the same line in `render-registry.ts`, whose render
 * parts are what the visitor's bundle holds.
 */
export const blockRegistry = createRegistry([
  // layout
  section,
  columns,
  divider,
  image,
  spacer,
  richText,
  navHeader,
  bulletin,
  footer,
  // content
  banner,
  courseCards,
  examCards,
  liveCards,
  knowledgeCards,
  classCards,
  topicCards,
  learningMapCards,
  boutiqueLiveCards,
  videoCards,
  // rankings
  hotRanking,
  pointsLeaderboard,
  // pages
  search,
  classView,
  // class pages
  classManage,
  classSchedule,
  classAttendance,
  classAttachments,
  classCourseware,
  classProgress,
  classQuestionnaire,
  classCertificate,
  classStudents,
  classFeedbackRecords,
  classCheckIn,
  // schools, spaces, orders, communities and project schools
  schoolProfile,
  schoolList,
  schoolFans,
  personSpace,
  orderCenter,
  communityBoard,
  projectCards,
  caseCards,
  projectForm,
]);
