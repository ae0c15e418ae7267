// The spec's own words, pinned. Every text the spec (console-spec.md) quotes and the contract holds
// is written out here as a literal, never read from the contract: a change to any of them, even a
// fixed typo such as 'successfuly', fails this file. The other tests compare against `messages`, so
// they would pass whatever the text says.
import { describe, expect, it } from 'vitest';
import {
  ADMIN_PAGE_SIZES,
  API_PREFIX,
  APPLICATION_STATUSES,
  DEFAULT_COUNTRY,
  EARNINGS_DEFAULT_PAGE_SIZE,
  EARNINGS_YEARS_BACK,
  GENDERS,
  LANGUAGES,
  LISTENER_PAGE_SIZES,
  LISTENER_STATS_REFRESH_MS,
  MAX_AGE,
  MIN_AGE,
  MOODS,
  OTP_LENGTH,
  PASSWORD_MIN_LENGTH,
  PHONE_MIN_LENGTH,
  PINCODE_PATTERN,
  RECENT_SESSIONS_LIMIT,
  ROLES,
  SESSION_LIST_REFRESH_MS,
  SESSION_MODES,
  endpoints,
  listenerProfileInputSchema,
  messages,
  routes,
  socketEvents,
  verifyAccountBodySchema,
} from './index.ts';

type Issues = { success: boolean; error?: { issues: { message: string }[] } };
const firstMessage = (result: Issues) => result.error?.issues[0]?.message;

describe('texts the spec quotes, to the letter', () => {
  it('§5 change password and sign-up', () => {
    expect(messages.validation.fillAllFields).toBe('Please fill in all fields');
    expect(messages.validation.passwordsDoNotMatch).toBe('Passwords do not match');
    // Also the sign-up password hint (§2).
    expect(messages.validation.passwordMin).toBe('Password must be at least 6 characters long');
  });

  it("§5 the listener's own profile form", () => {
    const p = messages.profile;
    expect(p.nameRequired).toBe('Name is required');
    expect(p.ageRequired).toBe('Valid age is required');
    expect(p.ageRange).toBe('Age must be between 18 and 120');
    expect(p.dobRequired).toBe('Date of birth is required');
    expect(p.dobTooYoung).toBe('You must be at least 18 years old');
    expect(p.phoneShort).toBe('Phone number must be at least 10 digits');
    expect(p.pincodeInvalid).toBe('Pincode must be 6 digits');
    expect(p.languagesRequired).toBe('At least one language is required');
    expect(p.linkedInInvalid).toBe('Please enter a valid LinkedIn profile URL');
    expect(p.fixErrors).toBe('Please fix all errors before submitting');
  });

  it('§5 the admin listener edit form', () => {
    const a = messages.adminListener;
    expect({
      name: a.nameRequired,
      age: a.agePositive,
      dob: a.dobRequired,
      phone: a.phoneRequired,
      address: a.addressRequired,
      city: a.cityRequired,
      state: a.stateRequired,
      country: a.countryRequired,
      pincode: a.pincodeRequired,
      profilePicture: a.profilePictureRequired,
      description: a.descriptionRequired,
      languages: a.languagesRequired,
      idProof: a.idProofRequired,
      linkedIn: a.linkedInRequired,
      upi: a.upiRequired,
    }).toEqual({
      name: 'Name is required',
      age: 'Age must be positive',
      dob: 'Date of birth is required',
      phone: 'Phone is required',
      address: 'Address is required',
      city: 'City is required',
      state: 'State is required',
      country: 'Country is required',
      pincode: 'Pincode is required',
      profilePicture: 'Profile picture is required',
      description: 'Description is required',
      languages: 'At least one language is required',
      idProof: 'ID proof is required',
      linkedIn: 'LinkedIn URL is required',
      upi: 'UPI ID is required',
    });
  });

  it('§2 the locked profile notice and §7 the saved-profile alert', () => {
    expect(messages.profile.locked('approved')).toBe(
      'Your profile has been approved. You cannot modify the information. Please contact admin for any changes.',
    );
    expect(messages.profile.locked('rejected')).toBe(
      'Your profile has been rejected. You cannot modify the information. Please contact admin for any changes.',
    );
    expect(messages.profile.updated).toBe('Profile updated successfully!');
  });

  it('§8 sign-in, sign-up and password', () => {
    expect(messages.client.loginFailed).toBe('Login failed. Please try again.');
    expect(messages.client.networkError).toBe('Network error. Please try again.');
    expect(messages.client.changePasswordFailed).toBe('Failed to change password');
    // The spec's spelling, typo included.
    expect(messages.client.passwordUpdatedToast).toBe('Password updated successfuly');
    expect(messages.client.passwordChangedAlert).toBe('Password changed successfully');
    expect(messages.auth.passwordChanged).toBe('Password changed successfully');
  });

  it('§8 profile and uploads', () => {
    expect(messages.profile.updateFailed).toBe('Error updating profile. Please try again.');
    expect(messages.profile.loadFailed).toBe('Failed to load profile data. Please try again later.');
    expect(messages.files.uploadFailed).toBe('File upload failed. Please try again.');
  });

  it('§2 and §8 users', () => {
    const u = messages.users;
    expect(u.activated).toBe('User activated successfully');
    expect(u.deactivated).toBe('User deactivated successfully');
    expect(u.deleted).toBe('User deleted successfully');
    expect(u.statusFailed).toBe('Failed to update user status');
    expect(u.deleteFailed).toBe('Failed to delete user');
    expect(u.confirmDelete).toBe('Are you sure you want to delete this user?');
    expect(u.noUsers).toBe('No users found.');
  });

  it('§2 admin Plans and §8 its empty text', () => {
    const p = messages.plans;
    expect([p.title, p.subtitle]).toEqual(['Plans Management', 'Manage subscription plans and pricing']);
    expect([p.createButton, p.createTitle, p.createDescription]).toEqual([
      'Create Plan',
      'Create New Plan',
      'Add a new subscription plan',
    ]);
    expect([p.editTitle, p.editDescription, p.saveChanges]).toEqual([
      'Edit Plan',
      'Update the plan details below',
      'Save Changes',
    ]);
    expect(p.deleteTitle).toBe('Are you sure?');
    expect(p.deleteDescription.startsWith('This will permanently delete the plan')).toBe(true);
    expect(p.noPlans).toBe('No plans found.');
  });

  it('§2 and §8 the listener dashboard, earnings and session tables', () => {
    const d = messages.listenerDashboard;
    expect([
      messages.frame.listenerHomeTitle,
      messages.frame.listenerHomeSubtitle,
      d.loading,
      d.errorTitle,
    ]).toEqual([
      'Dashboard',
      'Overview of your session analytics and earnings',
      'Loading dashboard...',
      'Error loading dashboard data',
    ]);
    const e = messages.earnings;
    expect([e.noRecords, e.loading, e.errorTitle]).toEqual([
      'No earnings records found.',
      'Loading earnings...',
      'Error loading earnings data',
    ]);
    const s = messages.sessions;
    expect([s.failedLoadOngoing, s.failedLoad, s.errorLoading]).toEqual([
      'Failed to load ongoing sessions.',
      'Failed to load sessions.',
      'Error loading sessions',
    ]);
  });

  it('§2 and §9 the listener screens: moods, refresh times, earnings paging', () => {
    expect(MOODS).toEqual(['happy', 'sad', 'angry', 'neutral', 'excited', 'frustrated']);
    expect(SESSION_LIST_REFRESH_MS).toBe(5000);
    expect(LISTENER_STATS_REFRESH_MS).toBe(300000);
    expect(EARNINGS_DEFAULT_PAGE_SIZE).toBe(20);
    expect(EARNINGS_YEARS_BACK).toBe(5);
  });

  it('§2 call screen, §4 call status texts and §8 call errors', () => {
    expect(messages.liveSession.loading).toBe('Loading session...');
    expect(messages.liveSession.notAvailableForCall).toBe('This session is not available for calling.');
    expect(messages.liveSession.goBackToSessions).toBe('Go Back to Sessions');
    expect(messages.liveSession.customerFallback).toBe('Customer');
    expect(messages.liveSession.audioCall).toBe('Audio Call');
    expect(messages.liveSession.startSession).toBe('Start Session');
    expect(messages.liveSession.startingSession).toBe('Starting Session...');
    expect(messages.liveSession.connecting).toBe('Connecting...');
    expect(messages.liveSession.connectedToSocket).toBe('Connected to socket server');
    expect(messages.liveSession.callConnected).toBe('Call connected');
    expect(messages.liveSession.callDisconnected).toBe('Call disconnected');
    expect(messages.liveSession.disconnectedFromSocket).toBe('Disconnected from socket server');
    expect(messages.liveSession.customerDisconnected).toBe('Customer disconnected');
    expect(messages.liveSession.microphoneDenied).toBe('Microphone access denied');
    expect(messages.liveSession.callEnded('Insufficient balance')).toBe('Call ended: Insufficient balance');
  });

  it('§8 chat toasts and §7 socket event names', () => {
    expect(messages.chat.connectedToRoom).toBe('Connected to chat room');
    expect(messages.chat.customerJoined).toBe('Customer joined the session');
    expect(messages.sessions.started).toBe('Session started successfully');
    expect(messages.liveSession.startUnexpected).toBe('Failed to start session - unexpected response');
    expect(messages.sessions.startFailed).toBe('Failed to start session');
    expect(messages.sessions.closed).toBe('Session closed successfully');
    expect(messages.sessions.closeFailed).toBe('Failed to close session');
    expect(messages.liveSession.closedByCustomer).toBe('Session was closed by the customer');
    expect(messages.chat.sessionEnded.ENDED_BY_CUSTOMER).toBe('Session was closed by the customer');
    expect(messages.chat.connectionError('timeout')).toBe('Connection error: timeout');
    expect(messages.chat.customerDisconnected).toBe('Customer disconnected. They may reconnect shortly.');
    expect(messages.chat.notConnected).toBe('Not connected to chat server. Please check your connection.');
    expect(messages.liveSession.chatOnlyInProgress).toBe(
      'Chat is only available when the session is in progress.',
    );
    expect(socketEvents.client).toMatchObject({
      joinAsListener: 'join-as-listener',
      startSession: 'start-session',
      closeSession: 'close-session',
      sendMessage: 'send_message',
    });
    expect(socketEvents.server).toMatchObject({
      connectedToRoom: 'connected-to-room',
      customerJoined: 'customer-joined',
      message: 'message',
      updateSession: 'update-session',
      err: 'err',
      participantDisconnected: 'participant-disconnected',
      sessionEnded: 'session-ended',
    });
  });

  it('§8 table and fallback texts', () => {
    expect(messages.client.unknownError).toBe('Unknown error occurred');
    expect(messages.client.noResults).toBe('No results.');
    expect(messages.withdrawals.noWithdrawals).toBe('No withdrawals found.');
    expect(messages.withdrawals.amountPositive).toMatch(/greater than 0/);
  });
});

describe('the schemas answer in those words', () => {
  const field = <K extends keyof typeof listenerProfileInputSchema.shape>(name: K, value: unknown) =>
    firstMessage(listenerProfileInputSchema.shape[name].safeParse(value));

  it('sign-up password', () => {
    const verify = verifyAccountBodySchema.safeParse({ email: 'a@b.test', password: '12345', otp: '123456' });
    expect(firstMessage(verify)).toBe('Password must be at least 6 characters long');
  });

  it("the listener's own profile", () => {
    expect(field('name', '')).toBe('Name is required');
    expect(field('age', 0)).toBe('Valid age is required');
    expect(field('age', 17)).toBe('Age must be between 18 and 120');
    expect(field('age', 121)).toBe('Age must be between 18 and 120');
    expect(field('age', 18)).toBeUndefined();
    expect(field('age', 120)).toBeUndefined();
    expect(field('dob', '')).toBe('Date of birth is required');
    expect(field('phone', '98765 432')).toBe('Phone number must be at least 10 digits');
    expect(field('pincode', '12345')).toBe('Pincode must be 6 digits');
    expect(field('languages', [])).toBe('At least one language is required');
    expect(field('linkedInUrl', 'http://linkedin.com/in/someone')).toBe(
      'Please enter a valid LinkedIn profile URL',
    );
  });
});

describe('figures, names and paths the spec states', () => {
  it('§9 limits and defaults', () => {
    expect(OTP_LENGTH).toBe(6);
    expect(PASSWORD_MIN_LENGTH).toBe(6);
    expect([MIN_AGE, MAX_AGE]).toEqual([18, 120]);
    expect(PHONE_MIN_LENGTH).toBe(10);
    expect(PINCODE_PATTERN.test('560001')).toBe(true);
    expect(PINCODE_PATTERN.test('56000')).toBe(false);
    expect(PINCODE_PATTERN.test('5600011')).toBe(false);
    expect(DEFAULT_COUNTRY).toBe('India');
    expect(ADMIN_PAGE_SIZES).toEqual([5, 10, 20, 50]);
    expect(LISTENER_PAGE_SIZES).toEqual([10, 20, 30, 40, 50]);
    expect(RECENT_SESSIONS_LIMIT).toBe(5);
  });

  it('§3 value lists', () => {
    expect(ROLES).toEqual(['ADMIN', 'LISTENER', 'CUSTOMER']);
    expect(GENDERS).toEqual(['MALE', 'FEMALE', 'OTHER']);
    expect(SESSION_MODES).toEqual(['AUDIO', 'CHAT']);
    expect(APPLICATION_STATUSES).toEqual(['PENDING', 'UNDER_REVIEW', 'APPROVED', 'REJECTED']);
    expect(LANGUAGES).toEqual([
      'Hindi',
      'English',
      'Bengali',
      'Telugu',
      'Marathi',
      'Tamil',
      'Gujarati',
      'Urdu',
      'Kannada',
      'Odia',
      'Malayalam',
      'Punjabi',
      'Assamese',
      'Maithili',
      'Sanskrit',
      'Nepali',
      'Konkani',
      'Sindhi',
      'Dogri',
      'Manipuri',
      'Kashmiri',
      'Santali',
      'Bodo',
      'Rajasthani',
      'Bhojpuri',
      'Haryanvi',
      'Chhattisgarhi',
      'Magahi',
      'Nagpuri',
      'Awadhi',
    ]);
  });

  it('§2 routes, typos included', () => {
    expect(routes).toMatchObject({
      home: '/',
      contact: '/contact',
      unauthorized: '/unauthorized',
      login: '/login',
      signup: '/signup',
      signupProfile: '/profile',
      dashboard: '/dashboard',
      changePassword: '/dashboard/change-password',
      listener: {
        profile: '/dashboard/profile',
        earnings: '/dashboard/earnings',
        ongoingSessions: '/dashboard/ongoing-sessions',
        withdrawals: '/dashboard/withdrawls',
        sessionRequests: '/dashboard/sesion-requests',
        sessions: '/dashboard/sessions',
      },
      admin: {
        applications: '/dashboard/applications',
        listeners: '/dashboard/listeners',
        users: '/dashboard/users',
        plans: '/dashboard/plans',
        withdrawalRequests: '/dashboard/withdrawal-request',
      },
    });
    expect(routes.call('7')).toBe('/dashboard/call/7');
    expect(routes.listener.chat('7')).toBe('/dashboard/chat/7');
  });

  it('§7 base path and every call the contract serves', () => {
    expect(API_PREFIX).toBe('/api/v1');
    // Read from the whole table, so a regrouped or renamed entry still counts; a changed path does not.
    const served = new Set(
      Object.values(endpoints).flatMap((group) =>
        Object.values(group as Record<string, { method: string; path: string }>).map(
          (endpoint) => `${endpoint.method} ${endpoint.path}`,
        ),
      ),
    );
    const spec = [
      'POST /auth/login',
      'POST /auth/signup',
      'POST /auth/verify-account',
      'POST /auth/change-password',
      'GET /listener/get-profile',
      'POST /listener/update-profile',
      'POST /file/upload',
      'GET /applications/all-applications',
      'GET /applications/application-by-id',
      'POST /applications/update-application-by-id',
      'GET /listener/get-all',
      'GET /listener/get-listener-by-id',
      'POST /listener/update-listener-by-id',
      'GET /admin/users',
      'GET /admin/users/:id',
      'PATCH /admin/users/:id/status',
      'DELETE /admin/users/:id',
    ];
    expect(spec.filter((call) => !served.has(call))).toEqual([]);
  });
});
