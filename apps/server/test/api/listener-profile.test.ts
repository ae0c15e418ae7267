// @module-tag embedded
import { describe, expect, it } from 'vitest';
import { messages } from '@app/contract';
import { demoIdProofPdf } from '../../src/seed/demo-files.ts';
import { createSignedInUser, uploadFile, useTestApp, validProfile } from '../support/test-app.ts';

const t = await useTestApp();
const admin = await createSignedInUser(t, 'ADMIN');
const p = messages.profile;

describe('GET /listener/get-profile', () => {
  it("returns a new applicant's empty, PENDING profile with India as the country", async () => {
    const listener = await createSignedInUser(t, 'LISTENER');
    const res = await t.get('/listener/get-profile', listener.token);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      id: listener.id,
      user: { email: listener.email },
      applicationStatus: 'PENDING',
      country: 'India',
      languages: [],
      isBlocked: false,
      submittedAt: null,
      coinsPerMinute: 4,
    });
  });
});

describe('POST /listener/update-profile', () => {
  it('saves a complete profile, marks the application submitted, and updates the sign-in token data', async () => {
    const listener = await createSignedInUser(t, 'LISTENER');
    const profile = await validProfile(t, listener.token, { languages: [' english ', 'Hindi', 'English'] });
    const res = await t.post('/listener/update-profile', profile, listener.token);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(p.updated);
    expect(res.body.data).toMatchObject({
      name: 'Test Listener',
      age: 30,
      dob: '1995-05-05',
      languages: ['English', 'Hindi'],
      profilePicture: profile.profilePicture,
      idProofUrl: profile.idProofUrl,
      applicationStatus: 'PENDING',
    });
    expect((res.body.data as { submittedAt: unknown }).submittedAt).toEqual(expect.any(String));
    const me = await t.get('/auth/me', listener.token);
    expect(me.body.user).toMatchObject({ name: 'Test Listener', profileImageUrl: profile.profilePicture });
    // Still PENDING, so the applicant may keep editing.
    expect(
      (await t.post('/listener/update-profile', { ...profile, city: 'Mumbai' }, listener.token)).status,
    ).toBe(200);
  });

  it.each([
    ['name', { name: '' }, p.nameRequired],
    ['age missing', { age: undefined }, p.ageRequired],
    ['age as text', { age: '30' }, p.ageRequired],
    ['age negative', { age: -3 }, p.ageRequired],
    ['age 17', { age: 17 }, p.ageRange],
    ['age 121', { age: 121 }, p.ageRange],
    ['dob missing', { dob: '' }, p.dobRequired],
    ['dob not a date', { dob: '31/02/1990' }, p.dobInvalid],
    ['dob under 18', { dob: `${new Date().getFullYear() - 17}-01-01` }, p.dobTooYoung],
    ['gender', { gender: 'X' }, p.genderRequired],
    ['phone missing', { phone: '' }, p.phoneRequired],
    ['phone short', { phone: '98765' }, p.phoneShort],
    ['address', { address: ' ' }, p.addressRequired],
    ['city', { city: '' }, p.cityRequired],
    ['state missing', { state: '' }, p.stateRequired],
    ['state not in the list', { state: 'Atlantis' }, p.stateInvalid],
    ['country', { country: '' }, p.countryRequired],
    ['pincode missing', { pincode: '' }, p.pincodeRequired],
    ['pincode 5 digits', { pincode: '41100' }, p.pincodeInvalid],
    ['pincode letters', { pincode: '41100a' }, p.pincodeInvalid],
    ['picture missing', { profilePicture: '' }, p.profilePictureRequired],
    ['picture not an upload', { profilePicture: 'https://evil.example/x.png' }, messages.files.notYourFile],
    ['description', { description: '' }, p.descriptionRequired],
    ['no language', { languages: [] }, p.languagesRequired],
    ['unknown language', { languages: ['Klingon'] }, `${p.unknownLanguage}: Klingon`],
    ['preferred mode', { preferredMode: 'VIDEO' }, p.preferredModeRequired],
    ['id proof missing', { idProofUrl: '' }, p.idProofRequired],
    ['linkedin missing', { linkedInUrl: '' }, p.linkedInRequired],
    ['linkedin http', { linkedInUrl: 'http://www.linkedin.com/in/someone' }, p.linkedInInvalid],
    ['linkedin other site', { linkedInUrl: 'https://example.com/in/someone' }, p.linkedInInvalid],
    ['linkedin company page', { linkedInUrl: 'https://www.linkedin.com/company/acme' }, p.linkedInInvalid],
    ['upi missing', { withdrawalUpiId: '' }, p.upiRequired],
    ['upi malformed', { withdrawalUpiId: 'not-a-upi' }, p.upiInvalid],
  ])('refuses %s with the spec message and changes nothing', async (_case, override, message) => {
    const listener = await createSignedInUser(t, 'LISTENER');
    const profile = await validProfile(t, listener.token, override);
    const res = await t.post('/listener/update-profile', profile, listener.token);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message, code: 'VALIDATION_ERROR' });
    const after = await t.get('/listener/get-profile', listener.token);
    expect(after.body.data).toMatchObject({ submittedAt: null, name: 'Test LISTENER' });
  });

  it("refuses another user's file, and a PDF as the profile picture", async () => {
    const listener = await createSignedInUser(t, 'LISTENER');
    const stranger = await createSignedInUser(t, 'LISTENER');
    const theirs = await validProfile(t, stranger.token);
    const mine = await validProfile(t, listener.token);
    const stolen = await t.post(
      '/listener/update-profile',
      { ...mine, idProofUrl: theirs.idProofUrl },
      listener.token,
    );
    expect(stolen.status).toBe(400);
    expect(stolen.body.message).toBe(messages.files.notYourFile);
    const pdf = await uploadFile(t, listener.token, demoIdProofPdf('x'));
    const pdfPicture = await t.post(
      '/listener/update-profile',
      { ...mine, profilePicture: pdf.body.url },
      listener.token,
    );
    expect(pdfPicture.status).toBe(400);
    expect(pdfPicture.body.message).toBe(messages.files.mustBeImage);
  });

  it('locks the profile once the application leaves PENDING', async () => {
    const listener = await createSignedInUser(t, 'LISTENER');
    const profile = await validProfile(t, listener.token);
    await t.post('/listener/update-profile', profile, listener.token);
    const review = await t.post(
      '/applications/update-application-by-id',
      { id: listener.id, status: 'UNDER_REVIEW' },
      admin.token,
    );
    expect(review.status).toBe(200);
    const res = await t.post('/listener/update-profile', { ...profile, city: 'Nagpur' }, listener.token);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message: p.lockedServer, code: 'CONFLICT' });
    expect(((await t.get('/listener/get-profile', listener.token)).body.data as { city: string }).city).toBe(
      'Pune',
    );
  });

  it('is for listeners only', async () => {
    const customer = await createSignedInUser(t, 'CUSTOMER');
    expect((await t.get('/listener/get-profile', customer.token)).status).toBe(403);
    expect((await t.get('/listener/get-profile', admin.token)).status).toBe(403);
    expect((await t.get('/listener/get-profile')).status).toBe(401);
  });
});
