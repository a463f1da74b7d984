import { expect, test } from '../fixtures';

test('the API docs page renders in the browser', async ({ page }) => {
  await page.goto('/api/docs');
  await expect(page.getByText('/api/vendors').first()).toBeVisible();
});

test('an unknown API route answers 404 in the error format', async ({ request }) => {
  const response = await request.get('/api/does-not-exist');
  expect(response.status()).toBe(404);
  expect(await response.json()).toMatchObject({ code: 'NOT_FOUND' });
});
