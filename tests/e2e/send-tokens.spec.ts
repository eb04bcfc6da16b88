import { expect, request, test } from '@playwright/test';
import { buyTokensWithApi, signInWithApi } from './api-helpers';
import { appErrors, collectConsoleErrors } from './console-errors';
import { newPhoneNumber } from './sign-in-helpers';

// Send tokens on the Tokens screen (issue 17) against the real server: the recipient's first name
// and masked phone come from the lookup before anything is sent, and the balance follows.

const SHOTS = '/tmp/shots-i17-wallet';

test('a commuter sends tokens after checking the name, and sees the new balance', async ({
  page,
}, testInfo) => {
  const errors = collectConsoleErrors(page);
  /** The Send tokens card at the top of the screen, below the sticky header. */
  const shot = async (name: string) => {
    await page.evaluate(() =>
      document.getElementById('send-tokens')?.scrollIntoView({ behavior: 'instant' }),
    );
    await page.screenshot({ path: `${SHOTS}/${testInfo.project.name}-${name}.png` });
  };

  // The recipient, registered in a browser context of their own.
  const recipientPhone = newPhoneNumber();
  const recipient = await request.newContext({ baseURL: testInfo.project.use.baseURL });
  await signInWithApi(recipient, recipientPhone, {
    fullName: 'Wanjiku Mwangi',
    nationalId: '30123456',
  });

  const sender = newPhoneNumber();
  await signInWithApi(page.request, sender, { fullName: 'Otieno Ouma', nationalId: '29123456' });
  await buyTokensWithApi(page.request, 1000);

  await page.goto('/tokens');
  const main = page.getByRole('main');
  await expect(main.getByTestId('token-balance')).toHaveText('KSh 1,000');
  await expect(main.getByRole('heading', { name: 'Send tokens' })).toBeVisible();
  const phone = main.getByLabel("Recipient's phone number");
  const amount = main.getByLabel('Amount to send');
  const next = main.getByRole('button', { name: 'Continue' });

  // Not to oneself, and not to a number nobody registered.
  await phone.fill(sender.typed);
  await amount.fill('250');
  await next.click();
  await expect(main.getByText('You cannot send tokens to yourself.')).toBeVisible();
  await expect(phone).toBeFocused();
  await phone.fill(newPhoneNumber().typed);
  await next.click();
  await expect(
    main.getByText('No Pamoja account uses this phone number. Check the number and try again.'),
  ).toBeVisible();
  await shot('send-not-found');

  // The right number: the name and masked phone to confirm, and nothing sent yet.
  await phone.fill(recipientPhone.typed);
  await next.click();
  const masked = `${recipientPhone.e164.slice(0, 5)}••• •${recipientPhone.e164.slice(-3)}`;
  await expect(main.getByRole('heading', { name: 'Send KSh 250 to' })).toBeFocused();
  await expect(main.getByTestId('recipient-name')).toHaveText('Wanjiku');
  await expect(main.getByTestId('recipient-phone')).toHaveText(masked);
  await expect(main.getByTestId('token-balance')).toHaveText('KSh 1,000');
  await shot('send-confirm');

  // Change goes back with what was typed; then send.
  await main.getByRole('button', { name: 'Change' }).click();
  await expect(phone).toHaveValue(recipientPhone.typed);
  await expect(amount).toHaveValue('250');
  await next.click();
  await main.getByRole('button', { name: 'Send KSh 250' }).click();

  const sent = main.getByRole('status').filter({ hasText: 'Tokens sent' });
  await expect(sent).toContainText(`KSh 250 sent to Wanjiku (${masked}).`);
  await expect(sent).toContainText('Your new balance is KSh 750.');
  await expect(main.getByTestId('token-balance')).toHaveText('KSh 750');
  await shot('send-done');

  const received = await recipient.get('/api/user/balance');
  expect(await received.json()).toEqual({ balance: 250 });
  await recipient.dispose();

  // Ready for the next one.
  await sent.getByRole('button', { name: 'Send more tokens' }).click();
  await expect(phone).toHaveValue('');
  await phone.fill('07');
  await shot('send-form');

  expect(appErrors(errors)).toEqual([]);
});
