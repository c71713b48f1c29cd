import { expect, test, type Page } from '@playwright/test';
import { DEMO_SCHOOL, submitLogin, waitForApp } from './helpers';

const resultCount = async (page: Page) => Number((await page.locator('.search-results__count').innerText()).match(/\d+/)?.[0] ?? 0);

test.describe('the search page', () => {
  test('keyword, type, sort and category live in the URL and narrow the results', async ({ page }) => {
    await page.goto(`/portal/${DEMO_SCHOOL}/search?sxz-lang=en_US&from=home&vipPackageId=7`);
    const search = page.locator('[data-block-type="search"]');
    await expect(search.locator('.search-results__count')).toContainText('results');
    const all = await resultCount(page);
    expect(all).toBeGreaterThan(50);

    await search.getByRole('group', { name: 'Type' }).getByRole('button', { name: 'Exams' }).click();
    await expect(page).toHaveURL(/cardType=2/);
    await expect.poll(() => resultCount(page)).toBeLessThan(all);
    await expect(search.locator('.card').first()).toBeVisible();

    await search.getByRole('group', { name: 'Type' }).getByRole('button', { name: 'Courses' }).click();
    await search.getByRole('group', { name: 'Sort by' }).getByRole('button', { name: 'Most popular' }).click();
    await expect(page).toHaveURL(/sort=1/);
    await search.getByRole('searchbox').fill('React');
    await search.getByRole('searchbox').press('Enter');
    await expect(page).toHaveURL(/keyword=React/);
    await expect(search.locator('.card__title').first()).toContainText('React');
    // Parameters the page does not use pass through untouched.
    await expect(page).toHaveURL(/from=home/);
    await expect(page).toHaveURL(/vipPackageId=7/);

    // A reload shows the same results: the state is the URL.
    const titles = await search.locator('.card__title').allInnerTexts();
    await page.reload();
    // Placeholder cards come first while the results load; wait for the same titles.
    await expect(search.locator('.card__title')).toHaveText(titles);
  });

  test('choosing a category narrows the results to it', async ({ page }) => {
    await page.goto(`/portal/${DEMO_SCHOOL}/search?sxz-lang=en_US&cardType=1`);
    const search = page.locator('[data-block-type="search"]');
    await expect(search.locator('.search-results__count')).toContainText('results');
    const all = await resultCount(page);
    const categories = search.getByRole('navigation', { name: 'Categories' });
    await categories.getByRole('button').nth(1).click();
    await expect(page).toHaveURL(/categoryIds=\d{19}/);
    await expect.poll(() => resultCount(page)).toBeLessThan(all);
    await expect(categories.getByRole('button').nth(1)).toHaveAttribute('aria-pressed', 'true');
  });
});

test('a learner enrols in a class and leaves it again from the class view', async ({ page, request }) => {
  const list = await request.get(`/api/portal/api/v1/portal/class-resource?schoolId=${DEMO_SCHOOL}&pageSize=20`);
  const classes = (await list.json()).data.list as { id: string; enrolledCount: number; capacity?: number }[];
  const open = (await Promise.all(classes.map(async (c) => (await (await request.get(`/api/manager/class/classInfo/${c.id}?schoolId=${DEMO_SCHOOL}`)).json()).data)))
    .find((info: { enrolledCount: number; capacity: number }) => info.enrolledCount < info.capacity) as { id: string };
  const url = `/portal/${DEMO_SCHOOL}/class-view/${open.id}?sxz-lang=en_US`;

  await page.goto(url);
  await expect(page).toHaveURL(new RegExp(`/classInfo/${DEMO_SCHOOL}/class-view/${open.id}`));
  const view = page.locator('[data-block-type="class-view"]');
  await view.getByRole('link', { name: 'Log in to enrol' }).click();
  await submitLogin(page, 'learner');
  await expect(page).toHaveURL(new RegExp(`/classInfo/${DEMO_SCHOOL}/class-view/${open.id}`));

  const enrol = view.getByRole('button', { name: 'Enrol' });
  const leave = view.getByRole('button', { name: 'Leave class' });
  // The demo learner may already be in this class: start from not enrolled.
  await expect(enrol.or(leave)).toBeVisible();
  if (await leave.isVisible()) {
    await leave.click();
    await expect(enrol).toBeVisible();
  }
  const seats = view.getByText(/places taken/);
  const before = Number((await seats.innerText()).match(/\d+/)![0]);
  await enrol.click();
  await expect(leave).toBeVisible();
  await expect(seats).toHaveText(new RegExp(`^${before + 1} of`));
  await page.reload();
  await expect(view.getByRole('button', { name: 'Leave class' })).toBeVisible();
  await view.getByRole('button', { name: 'Leave class' }).click();
  await expect(view.getByRole('button', { name: 'Enrol' })).toBeVisible();
});

test.describe('home page blocks', () => {
  test('the points leaderboard switches periods by mouse and keyboard', async ({ page }) => {
    await page.goto(`/portal/${DEMO_SCHOOL}/home?sxz-lang=en_US`);
    await waitForApp(page);
    const board = page.locator('[data-block-type="points-leaderboard"]');
    const tabs = board.getByRole('tablist', { name: 'Period' });
    await expect(board.locator('.points-row').first()).toBeVisible();
    await tabs.getByRole('tab', { name: 'This year' }).click();
    await expect(tabs.getByRole('tab', { name: 'This year' })).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowRight');
    await expect(tabs.getByRole('tab', { selected: true })).not.toHaveText('This year');
    expect(await board.locator('.points-row').count()).toBeGreaterThan(0);
    expect(await board.locator('.points-row').count()).toBeLessThanOrEqual(50);
  });

  test('the hot ranking lists at most 20 items, hottest first', async ({ page }) => {
    await page.goto(`/portal/${DEMO_SCHOOL}/home?sxz-lang=en_US`);
    const hot = page.locator('[data-block-type="hot-ranking"]');
    await expect(hot.getByRole('listitem').first()).toBeVisible();
    const count = await hot.getByRole('listitem').count();
    expect(count).toBeGreaterThan(1);
    expect(count).toBeLessThanOrEqual(20);
  });

  test('the navigation header opens a submenu from the keyboard', async ({ page }) => {
    await page.goto(`/portal/${DEMO_SCHOOL}/home?sxz-lang=en_US`);
    await waitForApp(page);
    const nav = page.locator('[data-block-type="nav-header"]');
    const courses = nav.getByRole('button', { name: /Courses/ });
    await courses.focus();
    await page.keyboard.press('Enter');
    await expect(courses).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(courses).toHaveAttribute('aria-expanded', 'false');
  });
});
