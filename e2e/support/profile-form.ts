// The listener profile form (/dashboard/profile), driven by its labels as a user would. Every selector
// of the form lives here, so the journeys read as steps.
import type { Locator, Page } from '@playwright/test';
import type { UploadFile } from './files.ts';
import { expect } from './fixtures.ts';

/** Picks `option` in a labelled select: a native <select>, or a combobox that opens a listbox. */
export const choose = async (page: Page, label: string | RegExp, option: string): Promise<void> => {
  const control = page.getByLabel(label, { exact: typeof label === 'string' }).first();
  const tag = await control.evaluate((element) => element.tagName.toLowerCase());
  if (tag === 'select') {
    await control.selectOption({ label: option });
    return;
  }
  await control.click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(page.getByRole('listbox')).toBeHidden();
};

export type ProfileFormValues = {
  name: string;
  age: string;
  dob: string;
  gender: string;
  phone: string;
  address: string;
  city: string;
  state: string;
  country: string;
  pincode: string;
  description: string;
  languages: string[];
  preferredMode: string;
  linkedInUrl: string;
  withdrawalUpiId: string;
  picture: UploadFile;
  idProof: UploadFile;
};

export const profileForm = (page: Page) => {
  const field = (label: string | RegExp): Locator =>
    page.getByLabel(label, { exact: typeof label === 'string' }).first();
  return {
    field,
    save: page.getByRole('button', { name: 'Save Profile', exact: true }),
    picture: page.getByLabel('Profile Picture', { exact: true }),
    idProof: page.getByLabel('ID Proof', { exact: true }),
    languages: page.getByRole('group', { name: 'Languages', exact: true }),
    experienced: page.getByRole('checkbox', { name: 'I have listening experience' }),
    /** Ticks a language in the language picker. */
    async addLanguage(language: string): Promise<void> {
      await this.languages.getByRole('checkbox', { name: language, exact: true }).check();
    },
    async fill(values: ProfileFormValues): Promise<void> {
      await field('Name').fill(values.name);
      await field('Age').fill(values.age);
      await field('Date of Birth').fill(values.dob);
      await choose(page, 'Gender', values.gender);
      await field('Phone Number').fill(values.phone);
      await field('Address').fill(values.address);
      await field('City').fill(values.city);
      await choose(page, 'State', values.state);
      await field('Country').fill(values.country);
      await field('Pincode').fill(values.pincode);
      await field('Description').fill(values.description);
      for (const language of values.languages) await this.addLanguage(language);
      await choose(page, 'Preferred Mode', values.preferredMode);
      await this.experienced.check();
      await field('LinkedIn Profile URL').fill(values.linkedInUrl);
      await field('UPI ID for withdrawals').fill(values.withdrawalUpiId);
      await this.picture.setInputFiles(values.picture);
      await this.idProof.setInputFiles(values.idProof);
    },
  };
};
