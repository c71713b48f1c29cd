import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { expect, test, type Page } from '@playwright/test';
import { openDesigner, switchPage } from './designer-helpers';
import { DEMO_SCHOOL, submitLogin, waitForApp } from './helpers';

// The demo classes (server/db/demo-data/classes.ts): the teacher's front-end class, and the English
// class the learner is not yet in, whose first session is open for sign-in.
const FRONT_END = '1100000000000060001';
const ENGLISH = '1100000000000060003';
const ENGLISH_SESSION_1 = '1100000005000000011';
const ENGLISH_SURVEY = '1100000005000000202';
const classUrl = (id: string) => `/classInfo/${DEMO_SCHOOL}/class-view/${id}`;
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');

async function openAs(page: Page, who: 'learner' | 'teacher', path: string) {
  await page.goto(`/login/index?sxz-lang=en_US&redirect=${encodeURIComponent(path)}`);
  await waitForApp(page);
  await submitLogin(page, who);
  await expect(page).toHaveURL(new RegExp(`${path}$`));
}

const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

test('a learner enrols, signs in to a session with a proof photo, answers the questionnaire and sees progress', async ({ page }) => {
  await openAs(page, 'learner', classUrl(ENGLISH));
  await page.getByRole('button', { name: 'Enrol' }).click();
  await expect(page.getByRole('button', { name: 'Leave class' })).toBeVisible();

  const schedule = section(page, 'Schedule');
  await expect(schedule.locator('[aria-current="true"]')).toContainText('Next session');

  const attendance = section(page, 'Attendance');
  await attendance.getByRole('button', { name: 'Sign in to Session 1: Business e-mail' }).click();
  await expect(attendance.getByText(/^Signed in /)).toBeVisible();
  await attendance.getByLabel('Add a proof photo for Session 1: Business e-mail').setInputFiles({ name: 'proof.png', mimeType: 'image/png', buffer: PNG });
  await expect(attendance.getByRole('status')).toHaveText('proof.png added as proof');
  await expect(attendance.getByText('Proof files: 1')).toBeVisible();

  const survey = section(page, 'Satisfaction survey');
  await expect(survey.getByText('You may answer 2 more time(s)')).toBeVisible();
  await survey.getByRole('button', { name: 'Send answers' }).click();
  await expect(survey.getByText('Answer this question')).toHaveCount(2);
  await survey.getByRole('group', { name: 'Overall satisfaction *' }).getByLabel('5 of 5').check();
  await survey.getByRole('group', { name: 'The pace of the class *' }).getByLabel('Just right').check();
  await survey.getByLabel('Mobile number (optional)').fill('123');
  await survey.getByRole('button', { name: 'Send answers' }).click();
  await expect(survey.getByText('Enter an 11-digit mobile number starting with 1')).toBeVisible();
  await survey.getByLabel('Mobile number (optional)').fill('13800000000');
  await survey.getByRole('button', { name: 'Send answers' }).click();
  await expect(survey.getByRole('status')).toHaveText('Thank you for your answers');
  await expect(survey.getByText('You may answer 1 more time(s)')).toBeVisible();

  const progress = section(page, 'My progress');
  await expect(progress.getByRole('progressbar', { name: 'Total: 0% done' })).toBeVisible();
  await expect(progress.getByText('Sessions attended: 1 of 3')).toBeVisible();
  await expect(progress.getByRole('progressbar', { name: /^Business English writing: \d+% done$/ })).toBeVisible();
});

test('a teacher uploads and reorders files, adds courseware, sends reminders and downloads the students', async ({ page }) => {
  await openAs(page, 'teacher', classUrl(FRONT_END));
  await expect(section(page, 'Manage this class').getByText('You teach this class')).toBeVisible();

  const files = section(page, 'Files');
  await files.getByLabel('Upload files').setInputFiles({ name: 'Week 3 plan.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(files.locator('p[role="status"]')).toHaveText('Files uploaded: 1');
  const names = files.locator('li a');
  await expect(names).toHaveText(['课程大纲 Syllabus.pdf', 'Classroom map.png', '阅读清单 Reading list.xlsx', 'Week 3 plan.pdf']);
  // By keyboard: pick the new file up by its handle, move it to the top, drop it.
  const announced = files.locator('[id^="DndLiveRegion"]');
  await files.getByRole('button', { name: 'Move Week 3 plan.pdf' }).focus();
  await page.keyboard.press('Space');
  await expect(announced).toHaveText(/^(Picked up Week 3 plan.pdf.|Week 3 plan.pdf is over position 4.)$/);
  for (const position of [3, 2, 1]) {
    await page.keyboard.press('ArrowUp');
    await expect(announced).toHaveText(`Week 3 plan.pdf is over position ${position}.`);
  }
  await page.keyboard.press('Space');
  await expect(announced).toHaveText('Week 3 plan.pdf dropped at position 1.');
  await expect(files.getByRole('status').filter({ hasText: 'New order saved' })).toBeVisible();
  await expect(names.first()).toHaveText('Week 3 plan.pdf');
  // By mouse: drag it by its handle below the next file.
  const handle = files.getByRole('button', { name: 'Move Week 3 plan.pdf' });
  const from = (await handle.boundingBox())!;
  const to = (await files.locator('li').nth(1).boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 + 10, { steps: 3 });
  await page.mouse.move(from.x + from.width / 2, to.y + to.height * 0.9, { steps: 8 });
  await page.mouse.up();
  await expect(names).toHaveText(['课程大纲 Syllabus.pdf', 'Week 3 plan.pdf', 'Classroom map.png', '阅读清单 Reading list.xlsx']);
  await page.reload();
  await expect(section(page, 'Files').locator('li a')).toHaveText(['课程大纲 Syllabus.pdf', 'Week 3 plan.pdf', 'Classroom map.png', '阅读清单 Reading list.xlsx']);

  const courseware = section(page, 'Courseware');
  await courseware.getByLabel('Courseware name').fill('Week 3 notes');
  await courseware.getByLabel('Add courseware').setInputFiles({ name: 'notes.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(courseware.getByRole('link', { name: 'Week 3 notes' })).toBeVisible();

  // Other browser tests may have taken the demo learner out of this class: count what the class has now.
  const screen = await page.request.get(`/api/manager/lecturescreen/${FRONT_END}/V2?schoolId=${DEMO_SCHOOL}`);
  const enrolled = ((await screen.json()) as { data: { students: { total: number } } }).data.students.total;
  expect(enrolled).toBeGreaterThan(10);

  const feedback = section(page, 'Feedback records');
  await expect(feedback.getByText(`6 of ${enrolled} answered`)).toBeVisible();
  await feedback.getByRole('button', { name: 'Send reminders' }).click();
  await expect(feedback.getByRole('status')).toHaveText(`Reminders sent: ${enrolled - 6}`);

  const students = section(page, 'Students');
  await expect(students.getByRole('row')).toHaveCount(11);
  await students.getByRole('button', { name: 'Next' }).click();
  await expect(students.getByText('Page 2 of 2')).toBeVisible();
  await expect(students.getByRole('row')).toHaveCount(enrolled - 10 + 1);
  const [download] = await Promise.all([page.waitForEvent('download'), students.getByRole('link', { name: 'Download the student list' }).click()]);
  expect(download.suggestedFilename()).toBe('Spring front-end bootcamp - students.xlsx');
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(await readFile((await download.path())!) as never);
  const sheet = book.getWorksheet('Students')!;
  expect(sheet.rowCount).toBe(enrolled + 1);
  expect(sheet.getColumn(1).values).toContain('Alex Wang');
  expect(sheet.getColumn(1).values).toContain('王芳');
});

test('class redirects keep the query; a missing class shows a not-found page', async ({ page }) => {
  await page.goto(`/portal/${DEMO_SCHOOL}/class-view/${ENGLISH}?sxz-lang=en_US&from=x`);
  await expect(page).toHaveURL(`${classUrl(ENGLISH)}?sxz-lang=en_US&from=x`);
  await expect(page.getByRole('heading', { name: 'Weekend business English' })).toBeVisible();

  await page.goto(`/portal/${DEMO_SCHOOL}/check-view/${ENGLISH_SESSION_1}?sxz-lang=en_US&k=1`);
  await expect(page).toHaveURL(`/classInfo/${DEMO_SCHOOL}/check-view/${ENGLISH_SESSION_1}?sxz-lang=en_US&k=1`);
  const check = section(page, 'Sign in to a session');
  await expect(check.getByRole('link', { name: 'Weekend business English' })).toBeVisible();
  await expect(check.getByRole('link', { name: 'Log in to sign in' })).toBeVisible();

  // The lecturing center is for members granted TRAINING_CENTER (administrators hold it).
  await page.goto(`/portal/${DEMO_SCHOOL}/lecturing-center/index?sxz-lang=en_US`);
  await expect(page).toHaveURL(/\/login\/index\?redirect=/);
  await submitLogin(page, 'admin');
  await expect(page).toHaveURL(`/portal/${DEMO_SCHOOL}/search?sxz-lang=en_US&cardType=5`);
  await page.goto(`/portal/${DEMO_SCHOOL}/lecturing-center/live-learn-detail/${FRONT_END}?sxz-lang=en_US&tab=2`);
  await expect(page).toHaveURL(`${classUrl(FRONT_END)}?sxz-lang=en_US&tab=2`);
  await page.goto(`/portal/${DEMO_SCHOOL}/lecturing-center/index?sxz-lang=en_US`);
  await expect(page).toHaveURL(`/portal/${DEMO_SCHOOL}/search?sxz-lang=en_US&cardType=5`);
  await page.goto(`/portal/${DEMO_SCHOOL}/question-survey/${ENGLISH_SURVEY}?sxz-lang=en_US`);
  await expect(page).toHaveURL(`${classUrl(ENGLISH)}?sxz-lang=en_US#class-questionnaire-title`);

  // Right to left in Arabic, the class blocks included.
  await page.goto(`${classUrl(ENGLISH)}?sxz-lang=ar_SA`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: 'الجدول' })).toBeVisible();

  await page.goto(`${classUrl('1999999999999999999')}?sxz-lang=en_US`);
  await expect(page.getByRole('alert')).toContainText('Class not found');
});

test('the class page template is a page of blocks in the designer', async ({ page }) => {
  const canvas = await openDesigner(page);
  await switchPage(page, 'Class');
  await expect(canvas.locator('[data-block-type="class-schedule"]')).toBeVisible();
  await expect(canvas.locator('[data-block-type="class-students"]')).toContainText("Shown to the class's teachers and the school's administrators.");
  await expect(canvas.locator('[data-block-type="class-attachments"]')).toContainText('Shown to learners enrolled in the class.');
});
