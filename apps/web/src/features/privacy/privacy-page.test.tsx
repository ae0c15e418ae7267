import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import {
  API_PREFIX,
  PRIVACY_NOTICE_VERSION,
  endpoints,
  messages,
  routes,
  SUPPORT_EMAIL,
} from '@app/contract';
import { PrivacyPage } from '@/features/privacy/privacy-page';
import { jsonResponse, mockFetch } from '@/testing/fetch';
import { leavePseudoLocale, showPseudoLocale, textsOutsideCatalogue } from '@/testing/pseudo';
import { renderAt } from '@/testing/render';

const grievance = { name: 'Meera Iyer', email: 'dpo@example.test', phone: '+91 80 1234 5678' };
const noticeUrl = `${API_PREFIX}${endpoints.privacy.notice.path}`;

afterEach(async () => {
  await leavePseudoLocale();
});

describe('the privacy notice page (issue 25)', () => {
  it('says who, what, why, how long, the rights, the version and the grievance officer from the server', async () => {
    const { calls } = mockFetch(() =>
      jsonResponse(200, { data: { version: PRIVACY_NOTICE_VERSION, grievance } }),
    );
    renderAt(<PrivacyPage />, { path: routes.privacy });
    const m = messages.privacy;
    expect(screen.getByRole('heading', { level: 1, name: m.title })).toBeInTheDocument();
    expect(screen.getByText(m.version(PRIVACY_NOTICE_VERSION))).toBeInTheDocument();
    for (const title of [
      m.who.title,
      m.what.title,
      m.why.title,
      m.keep.title,
      m.rights.title,
      m.grievance.title,
    ]) {
      expect(screen.getByRole('heading', { level: 2, name: title })).toBeInTheDocument();
    }
    // The retention of transcripts as the operator sets it, 180 days by default.
    expect(screen.getByText(m.keep.transcripts)).toHaveTextContent('180 days by default');
    expect(screen.getByText(m.rights.see)).toHaveTextContent('Download my data');
    expect(screen.getByText(m.rights.erase)).toHaveTextContent('Delete my account');

    expect(await screen.findByText(grievance.name)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: grievance.email })).toHaveAttribute(
      'href',
      `mailto:${grievance.email}`,
    );
    expect(screen.getByRole('link', { name: grievance.phone })).toHaveAttribute('href', 'tel:+918012345678');
    expect(calls.map((call) => call.url)).toEqual([noticeUrl]);
  });

  it('leaves the phone out when none is set, and offers the support address when the server fails', async () => {
    mockFetch(() =>
      jsonResponse(200, {
        data: { version: PRIVACY_NOTICE_VERSION, grievance: { ...grievance, phone: null } },
      }),
    );
    const first = renderAt(<PrivacyPage />, { path: routes.privacy });
    expect(await screen.findByText(grievance.name)).toBeInTheDocument();
    expect(screen.queryByText(messages.privacy.grievance.phone)).not.toBeInTheDocument();
    first.unmount();

    mockFetch(() => jsonResponse(500, {}));
    renderAt(<PrivacyPage />, { path: routes.privacy });
    const unavailable = await screen.findByText(messages.privacy.grievance.unavailable, { exact: false });
    expect(unavailable.querySelector('a')).toHaveAttribute('href', `mailto:${SUPPORT_EMAIL}`);
  });

  it('takes every text from the catalogue (pseudo-locale)', async () => {
    mockFetch(() => jsonResponse(200, { data: { version: PRIVACY_NOTICE_VERSION, grievance } }));
    await showPseudoLocale();
    const { container } = renderAt(<PrivacyPage />, { path: routes.privacy });
    expect(await screen.findByText(grievance.name)).toBeInTheDocument();
    expect(
      textsOutsideCatalogue(container, [
        grievance.name,
        grievance.email,
        grievance.phone,
        SUPPORT_EMAIL,
        routes.privacy,
        PRIVACY_NOTICE_VERSION,
      ]),
    ).toEqual([]);
  });
});
