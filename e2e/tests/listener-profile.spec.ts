import { messages, routes } from '@app/contract';
import { waitForOtp } from '../support/mailbox.ts';
import { htmlAsPngFile, pdfFile, pngFile } from '../support/files.ts';
import {
  demo,
  expect,
  expectSidebarLinks,
  expectToStayOn,
  loginViaUi,
  pathIs,
  sidebarLinks,
  signupViaApi,
  test,
  uniqueEmail,
} from '../support/fixtures.ts';
import { uniqueWord } from '../support/listeners.ts';
import { profileForm } from '../support/profile-form.ts';

test.describe('listener profile', () => {
  test('onboarding: sign up, complete the profile with real uploads, admin approves, the console opens', async ({
    page,
    browser,
    baseURL,
  }) => {
    const email = uniqueEmail('onboard');
    const password = 'onboard-pass-1';
    const name = `Onboard ${uniqueWord('Tester')}`;

    // Sign up in the browser with the code from the real mail.
    await page.goto(routes.signup);
    await page.getByLabel('Email').fill(email);
    const since = Date.now();
    await page.getByRole('button', { name: 'Send OTP', exact: true }).click();
    await expect(page.getByText('Verify your account', { exact: true })).toBeVisible();
    await page.getByPlaceholder('Enter 6-digit code').fill(await waitForOtp(email, { since }));
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel('I have read the privacy notice and agree to it').check();
    await page.getByRole('button', { name: 'Create Account', exact: true }).click();
    await expect(page).toHaveURL(pathIs(routes.signupProfile));

    // From the welcome page to the application form.
    await page.getByRole('link', { name: /complete your profile/i }).click();
    await expect(page).toHaveURL(pathIs(routes.listener.profile));
    await expect(page.getByRole('heading', { name: 'Profile', exact: true }).first()).toBeVisible();
    for (const section of [
      'Personal Information',
      'Address Information',
      'Profile & Documents',
      'Languages & Preferences',
    ]) {
      await expect(page.getByText(section, { exact: true }).first()).toBeVisible();
    }
    // Nothing filled in yet: the card asks to finish the application, it is not 'Pending Review' yet.
    await expect(page.getByTestId('application-status')).toHaveText(/^\d+ fields? left$/);
    await expect(page.getByText('Pending Review', { exact: true })).toHaveCount(0);

    const form = profileForm(page);
    await form.fill({
      name,
      age: '29',
      dob: '1996-08-15',
      gender: 'Female',
      phone: '9876543210',
      address: '221 Park Street',
      city: 'Kolkata',
      state: 'West Bengal',
      country: 'India',
      pincode: '700016',
      description: 'Calm, patient and a good listener for late-night conversations.',
      languages: ['Bengali', 'English'],
      preferredMode: 'Chat',
      linkedInUrl: 'https://www.linkedin.com/in/onboard-tester',
      withdrawalUpiId: 'onboard.tester@okaxis',
      picture: pngFile('me.png'),
      idProof: pdfFile('aadhaar.pdf'),
    });
    await form.save.click();
    await expect(page.getByText(messages.profile.updated, { exact: true }).first()).toBeVisible();

    // The uploaded picture is shown from the server (a real image that the browser could decode).
    const picture = page.getByRole('img', { name: /profile picture preview/i });
    await expect(picture).toBeVisible();
    await expect
      .poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
      .toBeGreaterThan(0);

    // A second browser: the admin approves the application.
    const adminContext = await browser.newContext({ baseURL });
    try {
      const admin = await adminContext.newPage();
      await loginViaUi(admin, demo.admin);
      await admin.goto(routes.admin.applications);
      const row = admin.getByRole('row').filter({ hasText: name });
      await expect(row).toHaveCount(1);
      await row.getByRole('button', { name: /view|details/i }).click();
      const dialog = admin.getByRole('dialog', { name: 'User Details' });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByText(email).first()).toBeVisible();
      await dialog.getByRole('button', { name: 'Approve', exact: true }).click();
      const confirm = admin.getByRole('alertdialog', { name: `Approve ${name}?` });
      await confirm.getByRole('button', { name: 'Approve', exact: true }).click();
      await expect(dialog).toBeHidden();
      await expect(admin.getByText(messages.applications.approved).first()).toBeVisible();
      await expect(row).toContainText('Approved');
    } finally {
      await adminContext.close();
    }

    // The listener reloads: the fresh sign-in carries the approval, the sidebar opens.
    await page.reload();
    const sidebar = await expectSidebarLinks(page, sidebarLinks.listener);
    await expect(sidebar.locator('[aria-disabled="true"], :disabled')).toHaveCount(0);
    // The approved profile is read-only now.
    await expect(page.getByText(/You cannot modify the information/)).toBeVisible();
    await expect(form.save).toHaveCount(0);
    // Read-only reads as text: no inputs, the answers in a definition list.
    await expect(page.getByRole('main').getByRole('textbox')).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('combobox')).toHaveCount(0);
    await expect(page.locator('dt', { hasText: 'City' }).locator('+ dd')).toHaveText('Kolkata');

    await sidebar.getByRole('link', { name: 'Dashboard', exact: true }).click();
    await expectToStayOn(page, routes.dashboard);
    await expect(page.getByRole('heading', { name: 'Dashboard', exact: true }).first()).toBeVisible();
  });

  test('validation: empty and wrong fields show the spec messages and nothing is saved', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('profile-invalid');
    const password = 'profile-pass-1';
    await signupViaApi(request, { email, password });
    await loginViaUi(page, { email, password });
    await page.goto(routes.listener.profile);
    const form = profileForm(page);
    await expect(form.save).toBeVisible();

    let saveCalls = 0;
    page.on('request', (req) => {
      if (req.method() === 'POST' && req.url().includes('/listener/update-profile')) saveCalls += 1;
    });

    // Sign-up may prefill the name; clear it so every field is empty.
    await form.field('Name').fill('');
    await form.save.click();
    await expect(page.getByText(messages.profile.fixErrors, { exact: true }).first()).toBeVisible();
    for (const text of [
      messages.profile.nameRequired,
      messages.profile.ageRequired,
      messages.profile.dobRequired,
      messages.profile.genderRequired,
      messages.profile.stateRequired,
      messages.profile.profilePictureRequired,
      messages.profile.idProofRequired,
      messages.profile.languagesRequired,
      messages.profile.linkedInRequired,
    ]) {
      await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
    }

    await form.field('Name').fill('Valid Name');
    await form.field('Pincode').fill('123');
    await form.field('LinkedIn Profile URL').fill('http://x.com');
    await form.field('Age').fill('12');
    await form.field('Phone Number').fill('12345');
    await form.save.click();
    await expect(page.getByText(messages.profile.fixErrors, { exact: true }).first()).toBeVisible();
    await expect(page.getByText(messages.profile.nameRequired, { exact: true })).toHaveCount(0);
    for (const text of [
      messages.profile.pincodeInvalid,
      messages.profile.linkedInInvalid,
      messages.profile.ageRange,
      messages.profile.phoneShort,
    ]) {
      await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
    }
    expect(saveCalls, 'an invalid form must not be sent').toBe(0);
  });

  test('uploads are judged by content: an HTML page named .png is refused', async ({ page, request }) => {
    const email = uniqueEmail('profile-upload');
    const password = 'profile-pass-1';
    await signupViaApi(request, { email, password });
    await loginViaUi(page, { email, password });
    await page.goto(routes.listener.profile);
    const form = profileForm(page);
    await expect(form.save).toBeVisible();

    const upload = page.waitForResponse((response) => response.url().includes('/file/upload'));
    await form.picture.setInputFiles(htmlAsPngFile());
    expect((await upload).status()).toBe(400);
    await expect(
      page
        .getByText(messages.files.badType, { exact: true })
        .or(page.getByText(messages.files.uploadFailed, { exact: true }))
        .first(),
    ).toBeVisible();
    await expect(page.getByRole('img', { name: /profile picture preview/i })).toHaveCount(0);

    // A real PNG is then accepted.
    const accepted = page.waitForResponse((response) => response.url().includes('/file/upload'));
    await form.picture.setInputFiles(pngFile());
    expect((await accepted).status()).toBe(200);
  });
});
