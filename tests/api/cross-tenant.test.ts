import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextId } from '../../server/db/ids';
import { enrollments } from '../../server/db/schema';
import { classAttachments, classAttendance, classAttendanceAttachments, classCourseware, classFiles, classQuestionnaires, classSessions } from '../../server/db/schema-classes';
import { communities, communityActivities, orders } from '../../server/db/schema-space';
import { rowsOf, withTenant } from '../../server/db/tenant';
import { releasePage } from '../../server/modules/pages/service';
import { newFileKey } from '../../server/modules/uploads/address';
import { storeUpload } from '../../server/modules/uploads/service';
import { fileStoreFor } from '../../server/modules/uploads/store-for';
import { registeredRoutes } from '../../server/plugins/route-list';
import type { SchoolRef } from '../../server/modules/schools/repository';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import { loginAs, makeCategory, makeNavigation, makePage, makeResource, makeSchool, makeUser } from './helpers/factories';
import { authorizeAllowing } from './helpers/oauth';

/** The ids a request is built from: a school, and objects (of that school or, in the attack, of another). */
interface Ids {
  school: string;
  tenant: string;
  page: string;
  nav: string;
  category: string;
  resource: string;
  feedback: string;
  upload: string;
  /** The unguessable part of the upload's and the class file's addresses. */
  uploadKey: string;
  classFileKey: string;
  client: string;
  /** A learner of the school, and a class (resource type 5) with one of each of its objects. */
  member: string;
  klass: string;
  session: string;
  questionnaire: string;
  classFile: string;
  attachment: string;
  courseware: string;
  attendance: string;
  attendanceAttachment: string;
  order: string;
  community: string;
  activity: string;
}
interface Request {
  url: string;
  body?: unknown;
  headers?: Record<string, string>;
}
/**
 * `req`: how the route is called for a school and objects. `open`: why the route may answer an
 * outsider with success (a school's public facts, the caller's own rows); still nothing of the marked
 * data shows and nothing changes. `global`: the route
 * touches no tenant's data by school id (sign-in, accounts, health), with why.
 */
type Entry = { req: (v: Ids) => Request; open?: string } | { global: string };

const P = '/api/portal/api/v1/portal';
const q = (path: string, params: Record<string, string | number>) => `${path}?${new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]))}`;
const onSchool = (path: string) => (v: Ids) => ({ url: q(path, { schoolId: v.school }) });
const M = '/api/manager';
const S = `${M}/v1/class-satisfaction`;
const A = `${M}/v1/class/attendance-attachments`;
const PC = '/api/personal-center/v1';
const KM = '/api/km/v1/communities';
/** A call about one object, in the school's name (`?schoolId=`), with an optional body. */
const of = (path: (v: Ids) => string, body?: (v: Ids) => unknown, params: (v: Ids) => Record<string, string> = () => ({})) =>
  (v: Ids) => ({ url: q(path(v), { schoolId: v.school, ...params(v) }), ...(body ? { body: body(v) } : {}) });

// One line per route: a new route without a line here fails 'has an entry for every route'.
const ROUTES: Record<string, Entry> = {
  'GET /healthz': { global: 'probe' },
  'GET /readyz': { global: 'probe' },
  'GET /metrics': { global: 'operator metrics' },
  'POST /api/auth/oauth/token': { global: 'sign-in' },
  'DELETE /api/auth/open/logout': { global: 'sign-out of the own session' },
  'GET /api/accounts/users/me': { global: 'own account' },
  'GET /api/accounts/users/me/schools': { global: 'own schools' },
  'GET /api/accounts/open/mobile/existed': { global: 'account lookup' },
  'GET /api/accounts/open/email/existed': { global: 'account lookup' },
  'GET /api/accounts/open/client/ip': { global: 'client address' },
  'GET /api/accounts/email-code': { global: 'own account binding' },
  'POST /api/accounts/sms-code': { global: 'own account binding' },
  'PUT /api/accounts/user/email/bind': { global: 'own account binding' },
  'PUT /api/accounts/user/mobile/bind': { global: 'own account binding' },
  'DELETE /api/accounts/user/authcode': { global: 'own account' },
  'POST /api/accounts/ids/to/users': { global: 'public user names' },
  'POST /api/accounts/open/register': { global: 'registration' },
  'POST /api/accounts/open/login/sms-code': { global: 'sign-in code' },
  'POST /api/accounts/v2/open/login/sms-code': { global: 'sign-in code' },
  'POST /api/accounts/open/email/verify_code': { global: 'sign-in code' },
  'POST /api/accounts/v2/open/email/verify_code': { global: 'sign-in code' },
  'GET /api/accounts/open/login/account/open/code/imagevalid': { global: 'captcha' },
  'POST /api/school/schools/': { global: 'creates a new school of its own' },
  'POST /api/school/schools/:id/invitations': { req: (v) => ({ url: `/api/school/schools/${v.school}/invitations` }) },
  'GET /api/school/schools/open/invitation': { global: 'reads a signed invitation code' },
  'POST /api/school/schools/open/invitation/accept': { global: 'accepts a signed invitation code' },
  'GET /api/dev/outbox': { global: 'development outbox' },
  'GET /api/auth/open/sso/providers': { req: onSchool('/api/auth/open/sso/providers'), open: 'the sign-in kinds a login page offers' },
  'GET /api/auth/open/sso/authorize': { req: onSchool('/api/auth/open/sso/authorize'), open: 'starts sign-in at the school provider' },
  'POST /api/auth/open/sso/accesstoken': { global: 'provider callback, checked by state' },
  'POST /api/auth/open/enterprise/oauth2/accesstoken': { global: 'provider callback, checked by state' },
  'GET /api/auth/open/entry': { req: onSchool('/api/auth/open/entry'), open: 'where the login button leads' },
  'PUT /api/school/schools/:id/login-method': { req: (v) => ({ url: `/api/school/schools/${v.school}/login-method`, body: { loginMethod: 2 } }) },
  'GET /api/auth/open/thirdlogin/bind-ticket': { global: 'own bind ticket cookie' },
  'POST /api/auth/open/thirdlogin/user/to/bind': { global: 'own bind ticket cookie' },
  'GET /api/school/schools/:id/identity-providers/:kind': { req: (v) => ({ url: `/api/school/schools/${v.school}/identity-providers/sso` }) },
  'PUT /api/school/schools/:id/identity-providers/:kind': {
    req: (v) => ({ url: `/api/school/schools/${v.school}/identity-providers/sso`, body: { issuer: 'https://idp.example', clientId: 'c', clientSecret: 's', redirectUri: 'https://portal.example/cb' } }),
  },
  'DELETE /api/school/schools/:id/identity-providers/:kind': { req: (v) => ({ url: `/api/school/schools/${v.school}/identity-providers/sso` }) },
  'GET /api/auth/rest/v1/open/qrcode.login/session': { global: 'QR sign-in' },
  'GET /api/auth/rest/v1/open/qrcode.login/status': { global: 'QR sign-in' },
  'POST /api/auth/rest/v1/open/qrcode.login/token': { global: 'QR sign-in' },
  'POST /api/auth/rest/v1/qrcode.login/scan': { global: 'QR sign-in' },
  'POST /api/auth/rest/v1/qrcode.login/confirm': { global: 'QR sign-in' },
  'POST /api/auth/rest/v1/qrcode.login/cancel': { global: 'QR sign-in' },
  'POST /api/welink/proxy/rest/v1/open/free_login': { global: 'third-party sign-in' },
  'GET /api/auth/open/thirdlogin/:party/authorize': { global: 'third-party sign-in' },
  'POST /api/auth/open/thirdlogin/accesstoken': { global: 'third-party sign-in' },
  'POST /api/auth/open/thirdlogin/v1/accesstoken': { global: 'third-party sign-in' },
  'POST /api/auth/open/thirdlogin/imc/accesstoken': { global: 'third-party sign-in' },
  'POST /api/auth/open/thirdlogin/users/to/auth_code': { global: 'third-party sign-in' },
  'GET /api/auth/v1/oauth/authorize': { global: 'this portal as authorization server' },
  'POST /api/auth/v1/oauth/consent': { global: 'this portal as authorization server: the member answers their own request, named by its ticket' },
  'POST /api/auth/v1/oauth/token': { global: 'this portal as authorization server' },
  'GET /api/school/schools/:id/oauth-clients': { req: (v) => ({ url: `/api/school/schools/${v.school}/oauth-clients` }) },
  'POST /api/school/schools/:id/oauth-clients': { req: (v) => ({ url: `/api/school/schools/${v.school}/oauth-clients`, body: { name: 'app', redirectUris: ['https://app.example/cb'] } }) },
  'DELETE /api/school/schools/:id/oauth-clients/:clientId': { req: (v) => ({ url: `/api/school/schools/${v.school}/oauth-clients/${v.client}` }) },
  'GET /api/school/schools/open/schoolDetails': { req: onSchool('/api/school/schools/open/schoolDetails'), open: 'name and logo on the login page' },
  'GET /api/school/schools/:id/admin/': { req: (v) => ({ url: `/api/school/schools/${v.school}/admin/` }) },
  [`GET ${P}/release-pages/versions`]: { req: (v) => ({ url: q(`${P}/release-pages/versions`, { schoolId: v.school, id: v.page }) }) },
  [`GET ${P}/release-pages/version`]: { req: (v) => ({ url: q(`${P}/release-pages/version`, { schoolId: v.school, id: v.page, version: '1' }) }) },
  [`POST ${P}/release-pages/rollback`]: { req: (v) => ({ url: q(`${P}/release-pages/rollback`, { schoolId: v.school, id: v.page }), body: { version: 1 } }) },
  [`POST ${P}/v2/pages`]: { req: (v) => ({ url: q(`${P}/v2/pages`, { schoolId: v.school }), body: { name: { en_US: 'added' } } }) },
  [`PUT ${P}/v2/pages`]: { req: (v) => ({ url: q(`${P}/v2/pages`, { schoolId: v.school, id: v.page }), body: { name: { en_US: 'renamed' } } }) },
  [`DELETE ${P}/v2/pages`]: { req: (v) => ({ url: q(`${P}/v2/pages`, { schoolId: v.school, id: v.page }) }) },
  [`GET ${P}/pages`]: { req: onSchool(`${P}/pages`) },
  [`GET ${P}/getPageDetailsById`]: { req: (v) => ({ url: q(`${P}/getPageDetailsById`, { schoolId: v.school, pageId: v.page }) }) },
  [`GET ${P}/select-user-renovation`]: { req: (v) => ({ url: q(`${P}/select-user-renovation`, { schoolId: v.school, pageId: v.page }) }) },
  [`POST ${P}/insert-user-renovation`]: { req: (v) => ({ url: q(`${P}/insert-user-renovation`, { schoolId: v.school }), body: { pageId: v.page, revision: 0, document: { schemaVersion: 1, settings: {}, blocks: [] } } }) },
  [`PUT ${P}/release-pages`]: { req: (v) => ({ url: q(`${P}/release-pages`, { schoolId: v.school, id: v.page }), body: {} }) },
  [`GET ${P}/resource`]: { req: onSchool(`${P}/resource`) },
  [`GET ${P}/exam-resource`]: { req: onSchool(`${P}/exam-resource`) },
  [`GET ${P}/knowledge-resource`]: { req: onSchool(`${P}/knowledge-resource`) },
  [`GET ${P}/class-resource`]: { req: onSchool(`${P}/class-resource`) },
  [`GET ${P}/learning-map-resource`]: { req: onSchool(`${P}/learning-map-resource`) },
  [`GET ${P}/boutique-live-resource`]: { req: onSchool(`${P}/boutique-live-resource`) },
  [`GET ${P}/special-search`]: { req: onSchool(`${P}/special-search`) },
  [`GET ${P}/video-search`]: { req: onSchool(`${P}/video-search`) },
  'GET /api/live/api/lives/v1/scheduleLiveBroadcast': { req: onSchool('/api/live/api/lives/v1/scheduleLiveBroadcast') },
  [`GET ${P}/leaderboard-resource/:schoolId`]: { req: (v) => ({ url: `${P}/leaderboard-resource/${v.school}` }) },
  [`GET ${P}/school-isdecorated`]: { req: onSchool(`${P}/school-isdecorated`) },
  [`PUT ${P}/school-update-isdecorated`]: { req: (v) => ({ url: q(`${P}/school-update-isdecorated`, { schoolId: v.school }), body: { isDecorated: false } }) },
  [`GET ${P}/school-logo`]: { req: onSchool(`${P}/school-logo`), open: 'the logo on the login page' },
  [`GET ${P}/default-banner`]: { req: onSchool(`${P}/default-banner`), open: 'the default banner picture' },
  'GET /api/school/language/setting/open': { req: onSchool('/api/school/language/setting/open'), open: 'the languages a login page offers' },
  'GET /api/school/biz/open/schoolLanguage': { req: onSchool('/api/school/biz/open/schoolLanguage'), open: 'the default language' },
  [`POST ${P}/v2/navigations`]: { req: (v) => ({ url: q(`${P}/v2/navigations`, { schoolId: v.school }), body: { name: { en_US: 'added' } } }) },
  [`PUT ${P}/v2/navigations`]: { req: (v) => ({ url: q(`${P}/v2/navigations`, { schoolId: v.school, id: v.nav }), body: { name: { en_US: 'renamed' } } }) },
  [`DELETE ${P}/v2/navigations`]: { req: (v) => ({ url: q(`${P}/v2/navigations`, { schoolId: v.school, id: v.nav }) }) },
  [`GET ${P}/v2/navigations`]: { req: onSchool(`${P}/v2/navigations`) },
  'GET /api/search/v1/search/hotSearch': { req: onSchool('/api/search/v1/search/hotSearch') },
  'GET /api/search/v1/search/clear': { req: onSchool('/api/search/v1/search/clear'), open: 'clears the caller\'s own search history only' },
  'GET /api/category/v1/facets/tree': { req: onSchool('/api/category/v1/facets/tree') },
  'GET /api/category/v1/facets/first': { req: onSchool('/api/category/v1/facets/first') },
  'GET /api/category/v1/facets/first/child': { req: (v) => ({ url: q('/api/category/v1/facets/first/child', { schoolId: v.school, facetId: v.category }) }) },
  'GET /api/manager/class/classInfo/:classId': { req: (v) => ({ url: q(`/api/manager/class/classInfo/${v.klass}`, { schoolId: v.school }) }) },
  'POST /api/manager/class/enroll': { req: (v) => ({ url: q('/api/manager/class/enroll', { schoolId: v.school }), body: { classId: v.klass } }) },
  'POST /api/manager/class/unEnroll': { req: (v) => ({ url: q('/api/manager/class/unEnroll', { schoolId: v.school }), body: { classId: v.klass } }) },
  'POST /api/school/feedback/addFeedback': { global: 'anyone may send a school feedback (it adds a row by design)' },
  [`GET ${P}/feedback`]: { req: (v) => ({ url: q(`${P}/feedback`, { schoolId: v.school, pageNumber: 1, pageSize: 10 }) }) },
  [`PUT ${P}/feedback/status`]: { req: (v) => ({ url: q(`${P}/feedback/status`, { schoolId: v.school }), body: { id: v.feedback, status: 1 } }) },
  'GET /api/school/biz/queryConfig': { req: (v) => ({ url: q('/api/school/biz/queryConfig', { schoolId: v.school, configTypes: 'servicePhone' }) }), open: 'the contact shown in the footer' },
  'PUT /api/school/biz/config': { req: (v) => ({ url: q('/api/school/biz/config', { schoolId: v.school }), body: { servicePhone: '123', serviceEmail: '', serviceWeChat: '', switch: '1' } }) },
  [`GET ${P}/open/footer`]: { req: onSchool(`${P}/open/footer`), open: 'the footer every page shows' },
  [`PUT ${P}/open/footer`]: { req: (v) => ({ url: q(`${P}/open/footer`, { schoolId: v.school }), body: { templates: [] } }) },
  'GET /api/school/v1/files/get-upload-url': { req: (v) => ({ url: q('/api/school/v1/files/get-upload-url', { schoolId: v.school, fileName: 'a.png' }) }) },
  [`PUT ${P}/uploadFile`]: { req: (v) => ({ url: q(`${P}/uploadFile`, { schoolId: v.school, uploadId: v.upload }) }) },
  'GET /api/school/v1/files/:tenantId/:id/:key': { req: (v) => ({ url: `/api/school/v1/files/${v.tenant}/${v.upload}/${v.uploadKey}` }) },
  'GET /api/school/v1/files/:tenantId/:id': { req: (v) => ({ url: `/api/school/v1/files/${v.tenant}/${v.upload}` }) },
  [`GET ${P}/v2/pages`]: { req: onSchool(`${P}/v2/pages`) },
  // Class management (0020/0021)
  'GET /api/manager/isTheClassTeacher/:id': { req: of((v) => `${M}/isTheClassTeacher/${v.klass}`) },
  'GET /api/manager/queryMetadata': { req: of(() => `${M}/queryMetadata`, undefined, (v) => ({ classId: v.klass })) },
  'GET /api/manager/class/scheduleTotalProgress/:id': { req: of((v) => `${M}/class/scheduleTotalProgress/${v.klass}`, undefined, (v) => ({ userId: v.member })) },
  'GET /api/certificate/user/getRecord/:id': { req: of((v) => `/api/certificate/user/getRecord/${v.klass}`) },
  'GET /api/manager/teacher/classDetails/:id': { req: of((v) => `${M}/teacher/classDetails/${v.klass}`) },
  'GET /api/manager/lecturescreen/:classId/V2': { req: of((v) => `${M}/lecturescreen/${v.klass}/V2`) },
  'GET /api/manager/downloadStudent/:classId': { req: of((v) => `${M}/downloadStudent/${v.klass}`) },
  'POST /api/manager/attachment/addClassAttachments/:classId': { req: of((v) => `${M}/attachment/addClassAttachments/${v.klass}`, (v) => ({ classAttachmentlist: [{ uuid: v.classFile, name: 'a.pdf' }] })) },
  'GET /api/manager/attachment/attachmentList/:id': { req: of((v) => `${M}/attachment/attachmentList/${v.klass}`) },
  'GET /api/manager/attachment/attachmentForCourseList/:classId': { req: of((v) => `${M}/attachment/attachmentForCourseList/${v.klass}`) },
  'DELETE /api/manager/attachment/deleteClassAttachment/:id': { req: of((v) => `${M}/attachment/deleteClassAttachment/${v.attachment}`) },
  'POST /api/manager/attachment/updateDisplayOrder': { req: of(() => `${M}/attachment/updateDisplayOrder`, (v) => ({ classId: v.klass, ids: [v.attachment] })) },
  'GET /api/manager/classCourseware/classCoursewareList/:classId': { req: of((v) => `${M}/classCourseware/classCoursewareList/${v.klass}`) },
  'POST /api/manager/classCourseware/addClassCourseware/:classId': { req: of((v) => `${M}/classCourseware/addClassCourseware/${v.klass}`, (v) => ({ coursewareName: 'a.pdf', coursewareUuid: v.classFile })) },
  'DELETE /api/manager/classCourseware/deleteClassCourseware/:id': { req: of((v) => `${M}/classCourseware/deleteClassCourseware/${v.courseware}`) },
  'GET /api/manager/v1/class-satisfaction/teacher-feedback-records/:id': { req: of((v) => `${S}/teacher-feedback-records/${v.klass}`) },
  'POST /api/manager/v1/class-satisfaction/send-feedback-reminders': { req: of(() => `${S}/send-feedback-reminders`, (v) => ({ classId: v.klass, questionnaireId: v.questionnaire })) },
  'GET /api/class/schedules/:classId': { req: of((v) => `/api/class/schedules/${v.klass}`) },
  'GET /api/manager/student/schedule/lecturer/:id': { req: of((v) => `${M}/student/schedule/lecturer/${v.klass}`) },
  'GET /api/manager/studentscreen/:classId': { req: of((v) => `${M}/studentscreen/${v.klass}`) },
  'POST /api/exam/api/userexam/v1/classes/exams': { req: of(() => '/api/exam/api/userexam/v1/classes/exams', (v) => ({ userId: v.member, examIds: [v.resource], classId: v.klass })) },
  'POST /api/student/api/student/course/progress/curriculum/batch': { req: of(() => '/api/student/api/student/course/progress/curriculum/batch', (v) => ({ curriculumIds: [v.resource] })) },
  'GET /api/manager/v1/class-satisfaction/user-query-satisfaction-questionnaires/classes/:classId/questionnaires/:questionnaireId': {
    req: of((v) => `${S}/user-query-satisfaction-questionnaires/classes/${v.klass}/questionnaires/${v.questionnaire}`),
  },
  'POST /api/manager/v1/class-satisfaction/user-submit-satisfaction-questionnaires/classes/:classId/questionnaires/:questionnaireId': {
    req: of((v) => `${S}/user-submit-satisfaction-questionnaires/classes/${v.klass}/questionnaires/${v.questionnaire}`, () => ({ answerTimes: 1, questionnaireUserAnswers: [{ questionId: 'overall', value: 5 }] })),
  },
  'GET /api/manager/v1/class-satisfaction/questionnaires/:id/class': { req: of((v) => `${S}/questionnaires/${v.questionnaire}/class`) },
  'PUT /api/manager/student/schedule/record': { req: of(() => `${M}/student/schedule/record`, (v) => ({ classId: v.klass, scheduleId: v.session })) },
  'GET /api/manager/student/schedule/record/:id': { req: of((v) => `${M}/student/schedule/record/${v.klass}`) },
  'GET /api/manager/student/schedule/check/:id': { req: of((v) => `${M}/student/schedule/check/${v.session}`) },
  'POST /api/manager/v1/class/attendance-attachments/batch-query': { req: of(() => `${A}/batch-query`, (v) => ({ attendanceId: v.attendance })) },
  'POST /api/manager/v1/class/attendance-attachments': { req: of(() => A, (v) => ({ attendanceId: v.attendance, uuid: v.classFile, name: 'a.pdf' })) },
  'DELETE /api/manager/v1/class/attendance-attachments/:id': { req: of((v) => `${A}/${v.attendanceAttachment}`) },
  'GET /api/manager/v1/getUploadUrl': { req: of(() => `${M}/v1/getUploadUrl`, undefined, () => ({ fileName: 'a.pdf' })) },
  'PUT /api/manager/v1/uploadClassFile': { req: of(() => `${M}/v1/uploadClassFile`, undefined, (v) => ({ uploadId: v.classFile })) },
  'GET /api/manager/v1/classFiles/:id/:key': { req: of((v) => `${M}/v1/classFiles/${v.classFile}/${v.classFileKey}`) },
  'GET /api/manager/v1/classFiles/:id': { req: of((v) => `${M}/v1/classFiles/${v.classFile}`) },
  // School directory, personal center, orders, communities, o3 projects, site (0030)
  'GET /api/school/schools/:id/': { req: (v) => ({ url: `/api/school/schools/${v.school}/` }) },
  'GET /api/school/open/schools/school-details': { req: onSchool('/api/school/open/schools/school-details') },
  'GET /api/school/open/schools/select-school-config': { req: onSchool('/api/school/open/schools/select-school-config'), open: 'the settings a login page reads' },
  'POST /api/school/open/schools/common-current': { req: (v) => ({ url: '/api/school/open/schools/common-current', body: { schoolId: v.school } }), open: 'the login page settings and the caller\'s own standing' },
  'GET /api/ischool/v1/schools/last-school-detail': { global: 'the caller\'s own last school' },
  'GET /api/school/open/schools/open-school-list': { global: 'lists open schools only, by no school id' },
  'GET /api/school/schools/open-school-list': { global: 'lists open schools and the caller\'s own, by no school id' },
  'GET /api/school/open/schools/:id/sub-schools': { req: (v) => ({ url: `/api/school/open/schools/${v.school}/sub-schools` }) },
  'GET /api/school/open/schools/:id/unions': { req: (v) => ({ url: `/api/school/open/schools/${v.school}/unions` }) },
  'GET /api/school/open/schools/:id/union-check': { req: (v) => ({ url: q(`/api/school/open/schools/${v.school}/union-check`, { schoolId: v.school }) }) },
  'GET /api/school/schools/:id/union-leader': { req: (v) => ({ url: `/api/school/schools/${v.school}/union-leader` }), open: 'the caller\'s own union-leader flag' },
  'GET /api/school/schools/:id/member-status': { req: (v) => ({ url: `/api/school/schools/${v.school}/member-status` }), open: 'the caller\'s own standing in the school' },
  'POST /api/assist/market/portal/initMarketStore': { global: 'creates the caller\'s own store school' },
  'GET /api/personal-center/v1/space': { req: of(() => `${PC}/space`, undefined, (v) => ({ userId: v.member })) },
  'GET /api/personal-center/v1/fan': { req: of(() => `${PC}/fan`, undefined, (v) => ({ userId: v.member })) },
  'GET /api/personal-center/v1/follow': { req: of(() => `${PC}/follow`, undefined, (v) => ({ userId: v.member })) },
  'POST /api/personal-center/v1/follow': { req: of(() => `${PC}/follow`, undefined, (v) => ({ userId: v.member })) },
  'DELETE /api/personal-center/v1/follow': { req: of(() => `${PC}/follow`, undefined, (v) => ({ userId: v.member })) },
  'GET /api/personal-center/v1/visitor': { req: of(() => `${PC}/visitor`, undefined, (v) => ({ userId: v.member })) },
  'GET /api/personal-center/v1/settings': { req: of(() => `${PC}/settings`) },
  'PUT /api/personal-center/v1/settings': { req: of(() => `${PC}/settings`, () => ({ showDynamics: false, showWorks: false, showLearning: false, showFans: false, showFollows: false, showVisitors: true })) },
  'GET /api/personal-center/v1/study-process': { req: of(() => `${PC}/study-process`, undefined, (v) => ({ userId: v.member })) },
  'GET /api/personal-center/v1/dynamics': { req: of(() => `${PC}/dynamics`, undefined, (v) => ({ userId: v.member })) },
  'GET /api/personal-center/v1/works': { req: of(() => `${PC}/works`, undefined, (v) => ({ userId: v.member })) },
  'POST /api/personal-center/v1/items': { req: of(() => `${PC}/items`, () => ({ kind: 'dynamic', body: 'posted' })) },
  'GET /api/personal-center/v1/applications': { req: () => ({ url: `${PC}/applications` }), open: 'the applications the caller allowed, never another member\'s' },
  'DELETE /api/personal-center/v1/applications/:clientId': { req: (v) => ({ url: `${PC}/applications/${v.client}` }) },
  'GET /api/personal-center/v1/school-fans': { req: of(() => `${PC}/school-fans`) },
  'POST /api/personal-center/v1/school-follow': { req: of(() => `${PC}/school-follow`) },
  'DELETE /api/personal-center/v1/school-follow': { req: of(() => `${PC}/school-follow`) },
  [`GET ${P}/on-sale-switch`]: { req: onSchool(`${P}/on-sale-switch`), open: 'whether the school sells, a flag the portal header reads' },
  'GET /api/mall/v1/goods': { req: onSchool('/api/mall/v1/goods') },
  'GET /api/mall/v1/orders': { req: onSchool('/api/mall/v1/orders') },
  'POST /api/mall/v1/orders': { req: of(() => '/api/mall/v1/orders', (v) => ({ itemKind: 'course', itemId: v.resource })) },
  'PUT /api/mall/v1/orders/:id/cancel': { req: of((v) => `/api/mall/v1/orders/${v.order}/cancel`) },
  [`GET ${KM}`]: { req: of(() => KM, undefined, (v) => ({ communityId: v.community })) },
  [`POST ${KM}/:id/subscribe`]: { req: of((v) => `${KM}/${v.community}/subscribe`) },
  [`DELETE ${KM}/:id/subscribe`]: { req: of((v) => `${KM}/${v.community}/subscribe`) },
  [`PUT ${KM}/post/activity/enrollment/:id`]: { req: of((v) => `${KM}/post/activity/enrollment/${v.activity}`, () => ({ enrollment: 1 })) },
  'GET /api/o3service/o3/project-resource': { req: onSchool('/api/o3service/o3/project-resource') },
  'GET /api/o3service/o3/case-resource': { req: onSchool('/api/o3service/o3/case-resource') },
  'POST /api/o3service/o3/projects': { req: of(() => '/api/o3service/o3/projects', () => ({ title: 'project' })) },
  [`GET ${P}/site-info`]: { global: 'the deployment\'s site facts for the host' },
  // Platform rules (0050)
  'GET /api/platform/v1/config': { req: of(() => '/api/platform/v1/config', undefined, () => ({ scope: 'school' })) },
  'GET /api/platform/v1/config/:name': { req: of(() => '/api/platform/v1/config/versionInformationSwitch') },
  'PUT /api/platform/v1/config/:name': { req: of(() => '/api/platform/v1/config/versionInformationSwitch', () => ({ value: '1' })) },
  'DELETE /api/platform/v1/config/:name': { req: of(() => '/api/platform/v1/config/versionInformationSwitch') },
  'GET /api/platform/v1/operator': { global: 'whether the caller is a platform operator' },
  'GET /api/platform/v1/support-chat': { req: onSchool('/api/platform/v1/support-chat'), open: 'tells a visitor the chat is off (a signed-in outsider is refused)' },
  'POST /api/platform/v1/support-chat/code': { req: onSchool('/api/platform/v1/support-chat/code') },
  'DELETE /api/platform/v1/support-chat/code': { global: 'revokes the caller\'s own codes' },
  'POST /api/platform/v1/support-chat/code/redeem': { global: 'a code found by its hash, for the chat party' },
  'POST /api/auth/rest/v1/elab/code': { req: (v) => ({ url: '/api/auth/rest/v1/elab/code', body: { schoolId: v.school } }) },
  'POST /api/auth/rest/v1/elab/code/redeem': { global: 'a code found by its hash, for the elab party' },
  'GET /api/acl/v1/operation/hasPermissions': { req: (v) => ({ url: q('/api/acl/v1/operation/hasPermissions', { operationCode: 'TRAINING_CENTER' }), headers: { 'school-id': v.school, 'user-id': v.member } }) },
  'GET /api/acl/v1/operation/grants': { req: onSchool('/api/acl/v1/operation/grants') },
  'PUT /api/acl/v1/operation/grants': { req: of(() => '/api/acl/v1/operation/grants', (v) => ({ userId: v.member, operationCode: 'TRAINING_CENTER' })) },
  'DELETE /api/acl/v1/operation/grants': { req: of(() => '/api/acl/v1/operation/grants', (v) => ({ userId: v.member, operationCode: 'TRAINING_CENTER' })) },
  'POST /api/school/schools/compare-and-sign-lastest-agreement': { global: 'the caller\'s own agreement signatures' },
  'DELETE /api/assist/v2/agreement/user/signs': { global: 'the caller\'s own agreement signatures' },
  'POST /api/assist/v2/agreement/open/knownCookiesAgreement': { global: 'the caller\'s own cookie answer' },
  'POST /api/auth/login/init': { req: (v) => ({ url: '/api/auth/login/init', body: { schoolId: v.school } }), open: 'the sign-in kinds a login page offers' },
  'GET /api/platform/v1/client-config': { req: onSchool('/api/platform/v1/client-config'), open: 'public derived settings every page reads' },
  'GET /api/platform/v1/page-api': { req: onSchool('/api/platform/v1/page-api'), open: 'which page API version the portal calls' },
  'POST /api/platform/v1/heartbeat': { global: 'a client liveness report' },
  'POST /api/platform/v1/client-errors': { global: 'a client failure report' },
  'POST /api/point/v1/event/learn': { req: (v) => ({ url: '/api/point/v1/event/learn', body: { schoolId: v.school, resourceId: v.resource } }) },
  [`POST ${P}/moderationSyncTexts`]: { global: 'checks texts against the word list, by no school' },
};

const MARKER = `victim${randomBytes(5).toString('hex')}`;
let t: TestApp;
let victim: Ids;
let attackerSchool: SchoolRef;
let victimSchool: SchoolRef;
const actors: { name: string; cookie: string }[] = [];

/** Every row of every tenant table of the victim's tenant, as text. */
async function victimRows(): Promise<string> {
  const tables = rowsOf<{ name: string }>(
    await t.db.db.execute(sql`select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace join pg_attribute a on a.attrelid = c.oid
      where n.nspname = 'public' and c.relkind = 'r' and a.attname = 'tenant_id' and a.attnotnull and c.relrowsecurity order by 1`),
  ).map((r) => r.name);
  return withTenant(t.db.db, victimSchool.tenantId, async (tx) => {
    const parts: string[] = [];
    for (const table of tables) {
      const [row] = rowsOf<{ rows: string }>(await tx.execute(sql.raw(`select coalesce(string_agg(to_jsonb(x)::text, E'\\n' order by to_jsonb(x)::text), '') as rows from ${table} x`)));
      parts.push(table, row!.rows);
    }
    return parts.join('\n');
  });
}

beforeAll(async () => {
  t = await buildTestApp();
  victimSchool = await makeSchool(t.db, { openSchool: false });
  attackerSchool = await makeSchool(t.db);
  const victimAdmin = await makeUser(t.db, { school: victimSchool, role: 'administrator', realName: MARKER });
  const victimMember = await makeUser(t.db, { school: victimSchool, role: 'learner', realName: MARKER });
  const page = await makePage(t.db, victimSchool, MARKER);
  await releasePage(t.db.db, victimSchool, { pageId: page, userId: victimAdmin.id });
  const png = await sharp({ create: { width: 2, height: 2, channels: 3, background: '#000' } }).png().toBuffer();
  const upload = await storeUpload(t.db.db, fileStoreFor(t.config), { maxPixels: 1_000_000, queue: t.app.imageQueue }, { school: victimSchool, userId: victimAdmin.id, fileName: `${MARKER}.png`, module: 'feedback', bytes: png });
  const adminCookie = await loginAs(t.app, victimAdmin.account, victimAdmin.password);
  const client = await t.app.inject({ method: 'POST', url: `/api/school/schools/${victimSchool.id}/oauth-clients`, headers: { cookie: adminCookie }, payload: { name: MARKER, redirectUris: ['https://app.example/cb'] } });
  // The school's member allowed its application: no one else may see or take back that consent.
  const memberCookie = await loginAs(t.app, victimMember.account, victimMember.password);
  await authorizeAllowing(t.app, memberCookie, { client_id: (client.json() as { data: { clientId: string } }).data.clientId, redirect_uri: 'https://app.example/cb', response_type: 'code' });
  const feedback = await withTenant(t.db.db, victimSchool.tenantId, async (tx) => {
    const id = nextId();
    await tx.execute(sql`insert into feedback (tenant_id, id, school_id, user_id, feedback_type, content, allow_contact)
      values (${victimSchool.tenantId}, ${id}, ${victimSchool.id}, ${victimAdmin.id}, 1, ${MARKER}, false)`);
    return id;
  });
  const klass = await makeResource(t.db, victimSchool, { title: { en_US: MARKER }, type: 5 });
  const tenantId = victimSchool.tenantId;
  const classFileKey = newFileKey();
  const [session, questionnaire, classFile, attachment, courseware, attendance, attendanceAttachment, order, community, activity] =
    [nextId(), nextId(), nextId(), nextId(), nextId(), nextId(), nextId(), nextId(), nextId(), nextId()] as const;
  const title = { en_US: MARKER };
  const hour = 3_600_000;
  await withTenant(t.db.db, tenantId, async (tx) => {
    await tx.insert(enrollments).values({ tenantId, resourceId: klass, userId: victimMember.id });
    await tx.insert(classSessions).values({ tenantId, id: session, classId: klass, title, startsAt: new Date(Date.now() - hour), endsAt: new Date(Date.now() + hour) });
    await tx.insert(classQuestionnaires).values({ tenantId, id: questionnaire, classId: klass, title, questions: [{ id: 'overall', kind: 'rating', required: true, title }] });
    await tx.insert(classFiles).values({ tenantId, id: classFile, schoolId: victimSchool.id, userId: victimMember.id, fileName: `${MARKER}.pdf`, kind: 1, contentType: 'application/pdf', byteSize: 4, status: 'stored', accessKey: classFileKey });
    await tx.insert(classAttachments).values({ tenantId, id: attachment, classId: klass, fileId: classFile, name: `${MARKER}.pdf`, attachmentType: 1 });
    await tx.insert(classCourseware).values({ tenantId, id: courseware, classId: klass, fileId: classFile, coursewareName: `${MARKER}.pdf`, coursewareType: 1 });
    await tx.insert(classAttendance).values({ tenantId, id: attendance, sessionId: session, userId: victimMember.id, status: 'present' });
    await tx.insert(classAttendanceAttachments).values({ tenantId, id: attendanceAttachment, attendanceId: attendance, fileId: classFile, name: `${MARKER}.pdf`, attachmentType: 1 });
    await tx.insert(orders).values({ tenantId, id: order, schoolId: victimSchool.id, userId: victimMember.id, itemKind: 'course', itemId: klass, title, priceCents: 100, currency: 'CNY' });
    await tx.insert(communities).values({ tenantId, id: community, schoolId: victimSchool.id, name: title });
    await tx.insert(communityActivities).values({ tenantId, id: activity, communityId: community, title, startsAt: new Date(Date.now() + hour), endsAt: new Date(Date.now() + 2 * hour) });
  });
  victim = {
    school: victimSchool.id,
    tenant: victimSchool.tenantId,
    page,
    nav: await makeNavigation(t.db, victimSchool, { name: MARKER }),
    category: await makeCategory(t.db, victimSchool, { name: MARKER }),
    resource: await makeResource(t.db, victimSchool, { title: { en_US: MARKER }, type: 3 }),
    feedback,
    upload: upload.id,
    uploadKey: upload.static_url.split('/').at(-1)!,
    classFileKey,
    client: (client.json() as { data: { clientId: string } }).data.clientId,
    member: victimMember.id, klass, session, questionnaire, classFile, attachment, courseware, attendance, attendanceAttachment, order, community, activity,
  };
  const attackerAdmin = await makeUser(t.db, { school: attackerSchool, role: 'administrator' });
  const attackerMember = await makeUser(t.db, { school: attackerSchool, role: 'learner' });
  actors.push(
    { name: 'administrator of another school', cookie: await loginAs(t.app, attackerAdmin.account, attackerAdmin.password) },
    { name: 'member of another school', cookie: await loginAs(t.app, attackerMember.account, attackerMember.password) },
    { name: 'visitor', cookie: '' },
  );
});
afterAll(async () => {
  await t?.close();
});

describe('cross-tenant access, route by route', () => {
  it('has an entry for every route', () => {
    const missing = registeredRoutes(t.app)
      .map((route) => `${route.method} ${route.url}`)
      .filter((key) => !(key in ROUTES));
    expect(missing, 'routes without a line in ROUTES of tests/api/cross-tenant.test.ts: add one (req for a tenant route, global with why otherwise)').toEqual([]);
    const stale = Object.keys(ROUTES).filter((key) => !registeredRoutes(t.app).some((route) => `${route.method} ${route.url}` === key));
    expect(stale, 'lines in ROUTES for routes that no longer exist').toEqual([]);
  });

  it('refuses another school\'s administrator, member and visitor, and ids of another school\'s objects: 0 leaks, 0 changes', async () => {
    const before = await victimRows();
    expect(before).toContain(MARKER);
    const problems: string[] = [];
    const attackIds: Ids = { ...victim, school: attackerSchool.id, tenant: attackerSchool.tenantId };
    for (const [key, entry] of Object.entries(ROUTES)) {
      if ('global' in entry) continue;
      const method = key.slice(0, key.indexOf(' ')) as 'GET';
      for (const actor of actors) {
        for (const [variant, ids] of [['their school', victim], ['own school, their ids', attackIds]] as const) {
          const { url, body, headers } = entry.req(ids);
          const res = await t.app.inject({ method, url, headers: { ...headers, cookie: actor.cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) }, payload: body === undefined ? undefined : JSON.stringify(body) });
          const where = `${key} as ${actor.name} (${variant}) → ${res.statusCode}`;
          if (res.statusCode >= 500) problems.push(`${where}: server error`);
          if (res.body.includes(MARKER)) problems.push(`${where}: shows the other school's data`);
          const refused = res.statusCode >= 400 && res.statusCode < 500;
          if (variant === 'their school' && !entry.open && !refused) problems.push(`${where}: not refused`);
        }
      }
    }
    expect(problems).toEqual([]);
    expect(await victimRows()).toBe(before);
  });
});
