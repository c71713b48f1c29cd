import { createRenderRegistry } from '../renderer/block-definition';
import { bannerRender } from './banner/render';
import { boutiqueLiveCardsRender } from './boutique-live-cards/render';
import { bulletinRender } from './bulletin/render';
import { classCardsRender } from './class-cards/render';
import { classAttachmentsRender } from './class-attachments/render';
import { classAttendanceRender } from './class-attendance/render';
import { classCertificateRender } from './class-certificate/render';
import { classCheckInRender } from './class-check-in/render';
import { classCoursewareRender } from './class-courseware/render';
import { classFeedbackRecordsRender } from './class-feedback-records/render';
import { classManageRender } from './class-manage/render';
import { classProgressRender } from './class-progress/render';
import { classQuestionnaireRender } from './class-questionnaire/render';
import { classScheduleRender } from './class-schedule/render';
import { classStudentsRender } from './class-students/render';
import { classViewRender } from './class-view/render';
import { columnsRender } from './columns/render';
import { courseCardsRender } from './course-cards/render';
import { dividerRender } from './divider/render';
import { examCardsRender } from './exam-cards/render';
import { footerRender } from './footer/render';
import { hotRankingRender } from './hot-ranking/render';
import { imageRender } from './image/render';
import { knowledgeCardsRender } from './knowledge-cards/render';
import { learningMapCardsRender } from './learning-map-cards/render';
import { liveCardsRender } from './live-cards/render';
import { navHeaderRender } from './nav-header/render';
import { pointsLeaderboardRender } from './points-leaderboard/render';
import { richTextRender } from './rich-text/render';
import { searchRender } from './search/render';
import { sectionRender } from './section/render';
import { spacerRender } from './spacer/render';
import { topicCardsRender } from './topic-cards/render';
import { videoCardsRender } from './video-cards/render';
import { caseCardsRender } from './case-cards/render';
import { communityBoardRender } from './community-board/render';
import { orderCenterRender } from './order-center/render';
import { personSpaceRender } from './person-space/render';
import { projectCardsRender } from './project-cards/render';
import { projectFormRender } from './project-form/render';
import { schoolFansRender } from './school-fans/render';
import { schoolListRender } from './school-list/render';
import { schoolProfileRender } from './school-profile/render';

/**
 * What drawing a page needs of every block type (each folder's `render.ts`), in the order of
 * `blocks/index.ts`: the visitor's bundle takes this list, so schemas, defaults and palette entries stay
 * with the designer and the server. A block type added there gets its line here too;
 * `render-registry.test.ts` fails while the two lists differ.
 */
export const renderRegistry = createRenderRegistry([
  // layout
  sectionRender,
  columnsRender,
  dividerRender,
  imageRender,
  spacerRender,
  richTextRender,
  navHeaderRender,
  bulletinRender,
  footerRender,
  // content
  bannerRender,
  courseCardsRender,
  examCardsRender,
  liveCardsRender,
  knowledgeCardsRender,
  classCardsRender,
  topicCardsRender,
  learningMapCardsRender,
  boutiqueLiveCardsRender,
  videoCardsRender,
  // rankings
  hotRankingRender,
  pointsLeaderboardRender,
  // pages
  searchRender,
  classViewRender,
  // class pages
  classManageRender,
  classScheduleRender,
  classAttendanceRender,
  classAttachmentsRender,
  classCoursewareRender,
  classProgressRender,
  classQuestionnaireRender,
  classCertificateRender,
  classStudentsRender,
  classFeedbackRecordsRender,
  classCheckInRender,
  // schools, spaces, orders, communities and project schools
  schoolProfileRender,
  schoolListRender,
  schoolFansRender,
  personSpaceRender,
  orderCenterRender,
  communityBoardRender,
  projectCardsRender,
  caseCardsRender,
  projectFormRender,
]);
