import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { Toaster } from 'sonner';
import {
  API_PREFIX,
  endpoints,
  messages,
  routes,
  type ApplicationStatus,
  type ListenerProfile,
} from '@app/contract';
import { MESSAGE_CLEAR_MS } from '@/config/ui';
import { ListenerProfilePage } from '@/features/listener-profile/listener-profile-page';
import { createQueryClient } from '@/lib/query-client';
import { makeToken, signInAs, users } from '@/testing/auth';
import { deferred, jsonResponse, mockFetch, type FetchCall } from '@/testing/fetch';
import { currentPath, renderApp, renderAt } from '@/testing/render';
import { useAuthStore } from '@/stores/auth-store';

const p = messages.profile;
const PICTURE_URL = `${API_PREFIX}/files/11111111-2222-4333-8444-555555555555`;
const ID_PROOF_URL = `${API_PREFIX}/files/66666666-7777-4888-9999-000000000000`;
const NEW_PICTURE_URL = `${API_PREFIX}/files/aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee`;
const PROFILE_PATH = `${API_PREFIX}${endpoints.listener.getProfile.path}`;
const UPDATE_PATH = `${API_PREFIX}${endpoints.listener.updateProfile.path}`;
const UPLOAD_PATH = `${API_PREFIX}${endpoints.files.upload.path}`;
const ME_PATH = `${API_PREFIX}${endpoints.auth.me.path}`;
const REAPPLY_PATH = `${API_PREFIX}${endpoints.listener.reapply.path}`;

/** Kabir's complete, pending application (as the demo data has it). */
const completeProfile: ListenerProfile = {
  id: 'l-kabir',
  name: 'Kabir Shah',
  user: { email: 'kabir@listenwell.test' },
  age: 31,
  dob: '1994-06-30',
  gender: 'MALE',
  phone: '9011223344',
  address: '3 Sector 17',
  city: 'Chandigarh',
  state: 'Chandigarh',
  country: 'India',
  pincode: '160017',
  profilePicture: PICTURE_URL,
  description: 'Social worker, listens in Punjabi and Hindi.',
  languages: ['Punjabi', 'Hindi'],
  preferredMode: 'CHAT',
  isExperienced: false,
  idProofUrl: ID_PROOF_URL,
  linkedInUrl: 'https://www.linkedin.com/in/kabir-shah',
  withdrawalUpiId: 'kabir.shah@okbank',
  paidRoleActivatedAt: null,
  isBlocked: false,
  applicationStatus: 'PENDING',
  rejectionReason: null,
  coinsPerMinute: 4,
  submittedAt: '2025-01-05T10:00:00.000Z',
  approvedAt: null,
  createdAt: '2025-01-01T10:00:00.000Z',
  updatedAt: '2025-01-05T10:00:00.000Z',
};

/** A new applicant who has not filled anything in yet. */
const emptyProfile: ListenerProfile = {
  ...completeProfile,
  name: '',
  age: null,
  dob: null,
  gender: null,
  phone: null,
  address: null,
  city: null,
  state: null,
  pincode: null,
  profilePicture: null,
  description: null,
  languages: [],
  preferredMode: null,
  idProofUrl: null,
  linkedInUrl: null,
  withdrawalUpiId: null,
  submittedAt: null,
};

type Overrides = Partial<
  Record<'profile' | 'update' | 'upload' | 'me', (call: FetchCall) => Response | Promise<Response>>
>;

/** The server as the page sees it: profile, save, upload, /auth/me and file reads. */
function stubServer(profile: ListenerProfile, overrides: Overrides = {}) {
  let current = profile;
  return mockFetch((call) => {
    const path = call.url.split('?')[0];
    if (path === PROFILE_PATH) return overrides.profile?.(call) ?? jsonResponse(200, { data: current });
    if (path === UPDATE_PATH) {
      if (overrides.update) return overrides.update(call);
      current = { ...current, ...(call.body as Partial<ListenerProfile>), submittedAt: current.submittedAt };
      return jsonResponse(200, { data: current, message: p.updated });
    }
    if (path === REAPPLY_PATH) {
      if (current.applicationStatus !== 'REJECTED')
        return jsonResponse(409, { message: p.reapplyNotRejected, code: 'CONFLICT' });
      current = { ...current, applicationStatus: 'PENDING', submittedAt: null };
      return jsonResponse(200, { data: current, message: p.reapplied });
    }
    if (path === UPLOAD_PATH)
      return (
        overrides.upload?.(call) ??
        jsonResponse(200, { url: NEW_PICTURE_URL, contentType: 'image/png', size: 4 })
      );
    if (path === ME_PATH)
      return (
        overrides.me?.(call) ??
        jsonResponse(200, {
          user: { ...users.pendingListener, profileImageUrl: null, avatar: null },
          token: makeToken({ ...users.pendingListener, name: current.name, tv: 1 }),
          locale: 'en',
        })
      );
    if (path?.startsWith(`${API_PREFIX}/files/`)) {
      const type = path === ID_PROOF_URL ? 'application/pdf' : 'image/png';
      return new Response(new Blob(['x'], { type }), { status: 200 });
    }
    return jsonResponse(404, { message: 'Not found', code: 'NOT_FOUND' });
  });
}

function renderPage({ fakeTimers = false } = {}) {
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false } });
  renderAt(
    <QueryClientProvider client={client}>
      {/* A link elsewhere in the console, as the sidebar has. */}
      <a href={routes.changePassword}>Change Password</a>
      <ListenerProfilePage />
      <Toaster />
    </QueryClientProvider>,
    { path: routes.listener.profile, routes: { [routes.changePassword]: <p>Change Password page</p> } },
  );
  return userEvent.setup(fakeTimers ? { advanceTimers: vi.advanceTimersByTime.bind(vi) } : {});
}

afterEach(() => {
  vi.useRealTimers();
});

const saveButton = () => screen.getByRole('button', { name: 'Save Profile' });
/** Parallel test files share the CPU: give answers time before calling them missing. */
const SLOW = { timeout: 5000 };
const loaded = () => screen.findByLabelText('Name', {}, SLOW);
/** The inline alert box holding `text`, if there is one. */
const alertWith = (text: string) =>
  screen.queryAllByText(text).find((element) => element.closest('[data-slot="alert"]'));

describe('listener profile page', { timeout: 20_000 }, () => {
  it('shows the four sections, the status card and the saved values, editable while PENDING', async () => {
    signInAs(users.pendingListener);
    stubServer(completeProfile);
    renderPage();

    expect(screen.getByRole('heading', { level: 1, name: 'Profile' })).toBeInTheDocument();
    await loaded();
    for (const section of [
      'Personal Information',
      'Address Information',
      'Profile & Documents',
      'Languages & Preferences',
      'Application Status',
    ]) {
      expect(screen.getByRole('heading', { name: section })).toBeInTheDocument();
    }
    expect(screen.getByText('Pending Review')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('Kabir Shah');
    expect(screen.getByLabelText('Age')).toHaveValue(31);
    expect(screen.getByLabelText('Date of Birth')).toHaveValue('1994-06-30');
    expect(screen.getByLabelText('Gender')).toHaveValue('MALE');
    expect(screen.getByLabelText('State')).toHaveValue('Chandigarh');
    expect(within(screen.getByLabelText('State')).getAllByRole('option')).toHaveLength(37);
    expect(screen.getByLabelText('Country')).toHaveValue('India');
    expect(screen.getByLabelText('Preferred Mode')).toHaveValue('CHAT');
    const languages = screen.getByRole('group', { name: 'Languages' });
    expect(within(languages).getAllByRole('checkbox')).toHaveLength(30);
    expect(within(languages).getByRole('checkbox', { name: 'Punjabi' })).toBeChecked();
    expect(within(languages).getByRole('checkbox', { name: 'English' })).not.toBeChecked();
    // The ID proof is a PDF read with the token: a chip with 'Open'.
    expect(await screen.findByRole('link', { name: 'Open' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^blob:/),
    );
    expect(screen.getByLabelText('Name')).toBeEnabled();
    expect(saveButton()).toBeEnabled();
    expect(screen.queryByText(/You cannot modify the information/)).not.toBeInTheDocument();
  });

  it('shows every required-field message and the fix-errors alert, and sends nothing', async () => {
    signInAs(users.pendingListener);
    const { calls } = stubServer(emptyProfile);
    const user = renderPage();
    await loaded();
    await user.clear(screen.getByLabelText('Country'));
    await user.click(saveButton());

    expect(await screen.findByText(p.nameRequired, {}, SLOW)).toBeInTheDocument();
    for (const text of [
      p.ageRequired,
      p.dobRequired,
      p.genderRequired,
      p.phoneRequired,
      p.addressRequired,
      p.cityRequired,
      p.stateRequired,
      p.countryRequired,
      p.pincodeRequired,
      p.profilePictureRequired,
      p.descriptionRequired,
      p.languagesRequired,
      p.preferredModeRequired,
      p.idProofRequired,
      p.linkedInRequired,
      p.upiRequired,
    ]) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    expect(alertWith(p.fixErrors)).toBeDefined();
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it.each([
    ['age 0', 'Age', '0', p.ageRequired],
    ['age under 18', 'Age', '12', p.ageRange],
    ['age over 120', 'Age', '121', p.ageRange],
    ['phone too short', 'Phone Number', '12345', p.phoneShort],
    ['pincode not 6 digits', 'Pincode', '1234', p.pincodeInvalid],
    ['LinkedIn not an https profile', 'LinkedIn Profile URL', 'http://x.com/kabir', p.linkedInInvalid],
    [
      'LinkedIn company page',
      'LinkedIn Profile URL',
      'https://www.linkedin.com/company/x',
      p.linkedInInvalid,
    ],
  ])('%s: shows its message', async (_case, label, value, message) => {
    signInAs(users.pendingListener);
    const { calls } = stubServer(completeProfile);
    const user = renderPage();
    await loaded();
    await user.clear(screen.getByLabelText(label));
    await user.type(screen.getByLabelText(label), value);
    await user.click(saveButton());

    expect(await screen.findByText(message, {}, SLOW)).toBeInTheDocument();
    expect(alertWith(p.fixErrors)).toBeDefined();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('refuses a date of birth less than 18 years ago, and no languages', async () => {
    signInAs(users.pendingListener);
    stubServer(completeProfile);
    const user = renderPage();
    await loaded();
    fireEvent.change(screen.getByLabelText('Date of Birth'), {
      target: { value: `${new Date().getFullYear() - 10}-01-01` },
    });
    const languages = screen.getByRole('group', { name: 'Languages' });
    await user.click(within(languages).getByRole('button', { name: 'Remove Punjabi' }));
    await user.click(within(languages).getByRole('checkbox', { name: 'Hindi' }));
    await user.click(saveButton());

    expect(await screen.findByText(p.dobTooYoung, {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText(p.languagesRequired)).toBeInTheDocument();
  });

  it.each<[ApplicationStatus, string, string]>([
    ['APPROVED', 'Approved', 'approved'],
    ['REJECTED', 'Rejected', 'rejected'],
    ['UNDER_REVIEW', 'Under Review', 'under review'],
  ])(
    '%s: read-only, shown as plain text (no inputs) with the locked message',
    async (status, badge, word) => {
      signInAs(status === 'APPROVED' ? users.listener : users.pendingListener);
      stubServer({ ...completeProfile, applicationStatus: status });
      renderPage();

      expect(await screen.findByText(p.locked(word), {}, SLOW)).toBeInTheDocument();
      expect(screen.getByText(badge, { selector: '[data-slot="badge"]' })).toBeInTheDocument();
      // A definition list of the answers, not disabled inputs with dropdown arrows.
      expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
      expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
      expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
      for (const [term, value] of [
        ['Full name', 'Kabir Shah'],
        ['Phone', '9011223344'],
        ['City', 'Chandigarh'],
        ['Pincode', '160017'],
        ['Preferred mode', 'Chat'],
      ]) {
        expect(screen.getByText(term!, { selector: 'dt' }).nextElementSibling).toHaveTextContent(value!);
      }
      expect(screen.queryByRole('button', { name: 'Save Profile' })).not.toBeInTheDocument();
    },
  );

  it('a new sign-up is asked to finish the application with the fields left, not told "Pending Review"', async () => {
    signInAs(users.pendingListener);
    stubServer(emptyProfile);
    renderPage();
    await loaded();
    const card = screen.getByRole('heading', { name: 'Application Status' }).closest('[data-slot="card"]')!;
    expect(within(card as HTMLElement).getByTestId('application-status')).toHaveTextContent('16 fields left');
    expect(card).toHaveTextContent('Finish your application: 16 fields left.');
    expect(screen.queryByText('Pending Review')).not.toBeInTheDocument();
  });

  it('a rejected applicant is told they were rejected, with the reason', async () => {
    signInAs(users.pendingListener);
    stubServer({
      ...completeProfile,
      applicationStatus: 'REJECTED',
      rejectionReason: 'The ID proof is unreadable.',
    });
    renderPage();
    const card = (await screen.findByRole('heading', { name: 'Application Status' }, SLOW)).closest(
      '[data-slot="card"]',
    ) as HTMLElement;
    expect(card).toHaveTextContent('Your application was rejected.');
    expect(card).toHaveTextContent('You can apply again');
    expect(within(card).getByText('The ID proof is unreadable.')).toBeInTheDocument();
    expect(card).not.toHaveTextContent(/waiting|pending/i);
  });

  it('a rejected applicant applies again: the application reopens as a form to change and save', async () => {
    signInAs(users.pendingListener);
    const { calls } = stubServer({
      ...completeProfile,
      applicationStatus: 'REJECTED',
      rejectionReason: 'The ID proof is unreadable.',
    });
    renderPage();
    await screen.findByRole('heading', { name: 'Application Status' }, SLOW);
    expect(screen.queryByRole('button', { name: 'Save Profile' })).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Apply again' }));
    expect(await screen.findByRole('button', { name: 'Save Profile' })).toBeEnabled();
    expect(
      calls.filter((call) => call.url.split('?')[0] === REAPPLY_PATH && call.method === 'POST'),
    ).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Apply again' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('Kabir Shah');
  });

  it('a waiting applicant is told how long a review usually takes', async () => {
    signInAs(users.pendingListener);
    stubServer(completeProfile);
    renderPage();
    const card = (await screen.findByRole('heading', { name: 'Application Status' }, SLOW)).closest(
      '[data-slot="card"]',
    ) as HTMLElement;
    expect(card).toHaveTextContent(p.reviewTime);
    expect(p.reviewTime).toBe('Reviews usually take up to 2 working days.');
  });

  it("a rejected applicant's sidebar says the application was not approved, not that it opens on approval", async () => {
    signInAs(users.pendingListener);
    stubServer({ ...completeProfile, applicationStatus: 'REJECTED', rejectionReason: 'Unreadable ID.' });
    await renderApp(routes.listener.profile);
    expect(
      await screen.findByText(/Your application was not approved, so the menu stays closed/, {}, SLOW),
    ).toBeInTheDocument();
    expect(screen.queryByText(/opens once an admin approves/i)).not.toBeInTheDocument();
    // The console's sidebar renders on its own: wait for it rather than read it at once.
    expect(await screen.findByRole('button', { name: 'Earnings' }, SLOW)).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it('a pending applicant is still told the menu opens on approval', async () => {
    signInAs(users.pendingListener);
    stubServer(completeProfile);
    await renderApp(routes.listener.profile);
    expect(await screen.findByText(/The menu opens once an admin approves/, {}, SLOW)).toBeInTheDocument();
  });

  it('a profile without an application status shows the locked view, not a load error', async () => {
    signInAs(users.pendingListener);
    const { applicationStatus: _absent, ...withoutStatus } = completeProfile;
    stubServer(withoutStatus as ListenerProfile);
    renderPage();
    expect(await screen.findByText(p.locked('locked'), {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByText(p.loadFailed)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save Profile' })).not.toBeInTheDocument();
    expect(screen.getByText('Kabir Shah')).toBeInTheDocument();
  });

  it('the Save Profile bar is sticky (in reach on a phone) and a failed save focuses the first invalid field', async () => {
    signInAs(users.pendingListener);
    stubServer(emptyProfile);
    const user = renderPage();
    await loaded();
    expect(screen.getByTestId('profile-save-bar')).toHaveClass('sticky', 'bottom-0');
    await user.click(saveButton());
    expect(await screen.findByText(p.fixErrors, {}, SLOW)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveFocus());
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    // One message for the event: the bar's alert, no toast with the same words.
    expect(screen.getAllByText(p.fixErrors)).toHaveLength(1);
  });

  it('unsaved changes: a link away asks first (stay keeps the edit, discard leaves); a reload is warned', async () => {
    signInAs(users.pendingListener);
    stubServer(completeProfile);
    const user = renderPage();
    await loaded();
    // Nothing changed yet: no warning on reload.
    const clean = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(clean);
    expect(clean.defaultPrevented).toBe(false);

    await user.type(screen.getByLabelText('City'), ' North');
    const dirty = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(dirty);
    expect(dirty.defaultPrevented).toBe(true);

    await user.click(screen.getByRole('link', { name: 'Change Password' }));
    let ask = await screen.findByRole('alertdialog', { name: 'Discard your changes?' });
    expect(currentPath()).toBe(routes.listener.profile);
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByLabelText('City')).toHaveValue('Chandigarh North');

    await user.click(screen.getByRole('link', { name: 'Change Password', hidden: true }));
    ask = await screen.findByRole('alertdialog', { name: 'Discard your changes?' });
    await user.click(within(ask).getByRole('button', { name: 'Discard changes' }));
    await waitFor(() => expect(currentPath()).toBe(routes.changePassword));
  });

  it('saves every field with age as a number, shows the success alert, keeps the answer and refreshes the sign-in', async () => {
    signInAs(users.pendingListener);
    const { calls } = stubServer(completeProfile);
    const user = renderPage();
    await loaded();
    await user.clear(screen.getByLabelText('Name'));
    await user.type(screen.getByLabelText('Name'), 'Kabir Singh');
    await user.clear(screen.getByLabelText('Age'));
    await user.type(screen.getByLabelText('Age'), '32');
    await user.selectOptions(screen.getByLabelText('Gender'), 'OTHER');
    await user.click(
      within(screen.getByRole('group', { name: 'Languages' })).getByRole('checkbox', { name: 'English' }),
    );
    await user.click(screen.getByLabelText('I have listening experience'));
    await user.click(saveButton());

    await waitFor(() => expect(alertWith(p.updated)).toBeDefined(), SLOW);
    // One message for the event: the bar's alert, no toast with the same words.
    expect(screen.getAllByText(p.updated)).toHaveLength(1);
    const save = calls.find((call) => call.url === UPDATE_PATH)!;
    expect(save.method).toBe('POST');
    expect(save.headers.authorization).toMatch(/^Bearer /);
    expect(save.body).toEqual({
      name: 'Kabir Singh',
      age: 32,
      dob: '1994-06-30',
      gender: 'OTHER',
      phone: '9011223344',
      address: '3 Sector 17',
      city: 'Chandigarh',
      state: 'Chandigarh',
      country: 'India',
      pincode: '160017',
      profilePicture: PICTURE_URL,
      description: 'Social worker, listens in Punjabi and Hindi.',
      languages: ['Hindi', 'English', 'Punjabi'],
      preferredMode: 'CHAT',
      isExperienced: true,
      idProofUrl: ID_PROOF_URL,
      linkedInUrl: 'https://www.linkedin.com/in/kabir-shah',
      withdrawalUpiId: 'kabir.shah@okbank',
    });
    expect(typeof (save.body as { age: unknown }).age).toBe('number');
    await waitFor(() => expect(useAuthStore.getState().user?.name).toBe('Kabir Singh'), SLOW);
    expect(calls.some((call) => call.url === ME_PATH)).toBe(true);
    // The save's answer is the stored profile: it becomes the cache, with no second read of it.
    expect(calls.filter((call) => call.url === PROFILE_PATH)).toHaveLength(1);
    expect(screen.getByLabelText('Name')).toHaveValue('Kabir Singh');
  });

  it("shows the server's message when the save is refused, else the spec's fallback", async () => {
    signInAs(users.pendingListener);
    let answer = jsonResponse(409, { message: p.lockedServer, code: 'CONFLICT' });
    stubServer(completeProfile, { update: () => answer });
    const user = renderPage();
    await loaded();
    await user.click(saveButton());
    await waitFor(() => expect(alertWith(p.lockedServer)).toBeDefined(), SLOW);

    answer = new Response('<html>Bad gateway</html>', { status: 502 });
    await user.click(saveButton());
    await waitFor(() => expect(alertWith(p.updateFailed)).toBeDefined(), SLOW);
  });

  it("shows 'File upload failed. Please try again.' with the server's reason when an upload is refused", async () => {
    signInAs(users.pendingListener);
    const { calls } = stubServer(completeProfile, {
      upload: () => jsonResponse(400, { message: messages.files.badType, code: 'VALIDATION_ERROR' }),
    });
    const user = renderPage();
    await loaded();
    const picture = new File([new Uint8Array([1, 2, 3])], 'me.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Profile Picture'), picture);

    await waitFor(() => expect(alertWith(messages.files.uploadFailed)).toBeDefined(), SLOW);
    expect(screen.getAllByText(messages.files.badType).length).toBeGreaterThan(0);
    expect(calls.some((call) => call.url === UPLOAD_PATH)).toBe(true);
  });

  it('uploads a new picture and saves its url', async () => {
    signInAs(users.pendingListener);
    const { calls } = stubServer(completeProfile);
    const user = renderPage();
    await loaded();
    const picture = new File([new Uint8Array([1, 2, 3])], 'new.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Profile Picture'), picture);
    expect(await screen.findByText('new.png', {}, SLOW)).toBeInTheDocument();
    await user.click(saveButton());
    await waitFor(() => expect(alertWith(p.updated)).toBeDefined(), SLOW);
    expect(calls.find((call) => call.url === UPDATE_PATH)?.body).toMatchObject({
      profilePicture: NEW_PICTURE_URL,
    });
  });

  it("shows 'Failed to load profile data. Please try again later.' and retries", async () => {
    signInAs(users.pendingListener);
    let fail = true;
    stubServer(completeProfile, {
      profile: () =>
        fail
          ? jsonResponse(500, { message: messages.http.internal, code: 'INTERNAL' })
          : jsonResponse(200, { data: completeProfile }),
    });
    const user = renderPage();
    expect(await screen.findByText(p.loadFailed, {}, SLOW)).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await loaded()).toHaveValue('Kabir Shah');
  });

  it('the success notice clears after 3000 ms; so does the fix-errors notice', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    signInAs(users.pendingListener);
    stubServer(completeProfile);
    const user = renderPage({ fakeTimers: true });
    await loaded();
    await user.click(saveButton());
    await waitFor(() => expect(alertWith(p.updated)).toBeDefined(), SLOW);

    act(() => {
      vi.advanceTimersByTime(MESSAGE_CLEAR_MS - 200);
    });
    expect(alertWith(p.updated)).toBeDefined();
    act(() => {
      vi.advanceTimersByTime(300);
    });
    expect(alertWith(p.updated)).toBeUndefined();

    await user.clear(screen.getByLabelText('Name'));
    await user.click(saveButton());
    await waitFor(() => expect(alertWith(p.fixErrors)).toBeDefined(), SLOW);
    act(() => {
      vi.advanceTimersByTime(MESSAGE_CLEAR_MS + 100);
    });
    expect(alertWith(p.fixErrors)).toBeUndefined();
    // The field's own message stays until the field is fixed.
    expect(screen.getByText(p.nameRequired)).toBeInTheDocument();
  });

  it('a double click on Save Profile sends one request; the button waits for the answer', async () => {
    signInAs(users.pendingListener);
    const answer = deferred<Response>();
    const { calls } = stubServer(completeProfile, { update: () => answer.promise });
    renderPage();
    await loaded();
    fireEvent.click(saveButton());
    fireEvent.click(saveButton());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled(), SLOW);
    fireEvent.click(screen.getByRole('button', { name: 'Saving...' }));

    answer.resolve(jsonResponse(200, { data: completeProfile, message: p.updated }));
    await waitFor(() => expect(alertWith(p.updated)).toBeDefined(), SLOW);
    expect(calls.filter((call) => call.url === UPDATE_PATH)).toHaveLength(1);
  });
});

describe('listener profile page: a changed UPI id (issue 25 §2)', { timeout: 20_000 }, () => {
  it('asks for the current password first; cancel sends nothing, confirm sends it with the save', async () => {
    signInAs(users.pendingListener);
    const { calls } = stubServer(completeProfile);
    const user = renderPage();
    await loaded();
    const saves = () => calls.filter((call) => call.url === UPDATE_PATH);

    // The same UPI id: saved as before, no prompt.
    await user.click(saveButton());
    await waitFor(() => expect(saves()).toHaveLength(1), SLOW);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(saves()[0]!.body).not.toHaveProperty('currentPassword');

    const upi = screen.getByLabelText('UPI ID for withdrawals');
    await user.clear(upi);
    await user.type(upi, 'kabir.new@okicici');
    await user.click(saveButton());
    let dialog = await screen.findByRole('dialog', { name: p.payoutChangeTitle }, SLOW);
    expect(within(dialog).getByText(p.payoutPasswordHint)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: p.payoutCancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(saves()).toHaveLength(1);

    await user.click(saveButton());
    dialog = await screen.findByRole('dialog', { name: p.payoutChangeTitle }, SLOW);
    await user.click(within(dialog).getByRole('button', { name: p.payoutSave }));
    expect(await within(dialog).findByText(p.payoutPasswordRequired)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(p.payoutPasswordLabel), 'secret123');
    await user.click(within(dialog).getByRole('button', { name: p.payoutSave }));
    await waitFor(() => expect(saves()).toHaveLength(2), SLOW);
    expect(saves()[1]!.body).toMatchObject({
      withdrawalUpiId: 'kabir.new@okicici',
      currentPassword: 'secret123',
    });
    await waitFor(() => expect(alertWith(p.updated)).toBeDefined(), SLOW);
  });
});
