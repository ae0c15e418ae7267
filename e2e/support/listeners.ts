// Set-up through the real API: listeners who sign up, upload real files, save a complete profile and
// (optionally) get approved by the demo admin. Each test makes its own, so tests stay independent.
import { randomUUID } from 'node:crypto';
import {
  buildPath,
  endpoints,
  type Gender,
  type ListenerProfileInput,
  type SessionMode,
} from '@app/contract';
import type { APIRequestContext } from '@playwright/test';
import { api, apiLogin, demo, expect, signupViaApi, uniqueEmail, type Credentials } from './fixtures.ts';
import { pdfFile, pngFile, type UploadFile } from './files.ts';

export const bearer = (token: string): Record<string, string> => ({
  Authorization: `Bearer ${token}`,
  'x-client': 'web',
});

/** A short unique word, so a name can be found by search without matching anyone else. */
export const uniqueWord = (prefix: string): string =>
  `${prefix}${randomUUID().replace(/-/g, '').slice(0, 8)}`;

export const uploadViaApi = async (
  request: APIRequestContext,
  token: string,
  file: UploadFile,
): Promise<string> => {
  const response = await request.post(api(endpoints.files.upload.path), {
    headers: bearer(token),
    multipart: { file },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { url: string }).url;
};

/** Every field of the self-service profile form, valid; files must be uploaded first. */
export const completeProfile = (
  files: { profilePicture: string; idProofUrl: string },
  overrides: Partial<ListenerProfileInput> = {},
): ListenerProfileInput => ({
  name: 'Test Listener',
  age: 30,
  dob: '1995-04-12',
  gender: 'FEMALE' satisfies Gender,
  phone: '9876543210',
  address: '12 MG Road',
  city: 'Pune',
  state: 'Maharashtra',
  country: 'India',
  pincode: '411001',
  description: 'I listen without judgement and help people feel heard.',
  languages: ['Hindi', 'English'],
  preferredMode: 'CHAT' satisfies SessionMode,
  isExperienced: true,
  linkedInUrl: 'https://www.linkedin.com/in/test-listener',
  withdrawalUpiId: 'test.listener@okbank',
  ...files,
  ...overrides,
});

export type ApiListener = Credentials & { id: string; token: string; name: string };

/**
 * Signs a listener up (mailed OTP), uploads a PNG and a PDF, saves a complete profile. With
 * `approve`, the demo admin approves the application through the API.
 */
export const createListenerViaApi = async (
  request: APIRequestContext,
  options: { prefix: string; profile?: Partial<ListenerProfileInput>; approve?: boolean },
): Promise<ApiListener> => {
  const email = uniqueEmail(options.prefix);
  const password = 'listener-pass-1';
  const token = await signupViaApi(request, { email, password });
  const profilePicture = await uploadViaApi(request, token, pngFile());
  const idProofUrl = await uploadViaApi(request, token, pdfFile());
  const body = completeProfile({ profilePicture, idProofUrl }, options.profile);
  const saved = await request.post(api(endpoints.listener.updateProfile.path), {
    headers: bearer(token),
    data: body,
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const { data } = (await saved.json()) as { data: { id: string } };
  if (options.approve) await decideApplicationViaApi(request, data.id, 'APPROVED');
  return { email, password, token, id: data.id, name: body.name };
};

export const adminToken = (request: APIRequestContext): Promise<string> => apiLogin(request, demo.admin);

export const decideApplicationViaApi = async (
  request: APIRequestContext,
  id: string,
  status: 'UNDER_REVIEW' | 'APPROVED' | 'REJECTED',
): Promise<void> => {
  const token = await adminToken(request);
  const response = await request.post(api(endpoints.applications.updateById.path), {
    headers: bearer(token),
    data: { id, status, ...(status === 'REJECTED' ? { reason: 'Not a fit for now.' } : {}) },
  });
  expect(response.status(), await response.text()).toBe(200);
};

/** The admin's view of one user (GET /admin/users/:id), or the status code if it answers an error. */
export const adminUserStatus = async (request: APIRequestContext, id: string): Promise<number> => {
  const token = await adminToken(request);
  const response = await request.get(api(buildPath(endpoints.users.getUser.path, { id })), {
    headers: bearer(token),
  });
  return response.status();
};

export const setBlockedViaApi = async (
  request: APIRequestContext,
  id: string,
  isBlocked: boolean,
): Promise<void> => {
  const token = await adminToken(request);
  const response = await request.post(api(endpoints.listener.setBlocked.path), {
    headers: bearer(token),
    data: { id, isBlocked },
  });
  expect(response.status(), await response.text()).toBe(200);
};

export const setUserActiveViaApi = async (
  request: APIRequestContext,
  id: string,
  isActive: boolean,
): Promise<void> => {
  const token = await adminToken(request);
  const response = await request.patch(api(buildPath(endpoints.users.setUserStatus.path, { id })), {
    headers: bearer(token),
    data: { isActive },
  });
  expect(response.status(), await response.text()).toBe(200);
};
