// Controls shared by the admin tables (applications, listeners, users, audit log).
import type { Locator, Page } from '@playwright/test';

/** Picks a value in a table's single-choice filter (a button 'Title: value' that opens a menu). */
export const pickFilter = async (page: Page, title: string, option: string): Promise<void> => {
  await page.getByRole('button', { name: new RegExp(`^${title}:`) }).click();
  await page.getByRole('menuitemradio', { name: option, exact: true }).click();
};

/** Opens a row's action menu ('Actions for <name>') and chooses an entry. */
export const rowAction = async (page: Page, row: Locator, name: string, action: string): Promise<void> => {
  await row.getByRole('button', { name: `Actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: action, exact: true }).click();
};
