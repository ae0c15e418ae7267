import { describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_PREFIX, endpoints, messages } from '@app/contract';
import { FileUploadField } from '@/components/uploads/file-upload-field';
import { IMAGE_OR_PDF_ACCEPT } from '@/lib/upload-file';
import { signInAs, users } from '@/testing/auth';
import { jsonResponse, mockFetch } from '@/testing/fetch';

const FILE_URL = `${API_PREFIX}/files/0b6f5a0e-8a57-4a4a-9d1b-3c1f2f5b7a11`;
const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' });

function Harness(props: { accept?: string; onUploadError?: (message: string) => void }) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <>
      <FileUploadField label="Profile Picture" value={value} onUploaded={setValue} {...props} />
      <output data-testid="value">{value ?? ''}</output>
    </>
  );
}

describe('FileUploadField', () => {
  it('uploads the chosen file as multipart field `file` with the bearer token and reports the url', async () => {
    const token = signInAs(users.pendingListener);
    const { fetchMock } = mockFetch((call) =>
      call.method === 'POST'
        ? jsonResponse(200, { url: FILE_URL, contentType: 'image/png', size: 4 })
        : new Response(new Blob([new Uint8Array([1])], { type: 'image/png' }), { status: 200 }),
    );
    render(<Harness />);
    expect(screen.getByText('No file chosen')).toBeInTheDocument();

    await userEvent.setup().upload(screen.getByLabelText('Profile Picture'), png());

    await waitFor(() => expect(screen.getByTestId('value')).toHaveTextContent(FILE_URL));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe(`${API_PREFIX}${endpoints.files.upload.path}`);
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('authorization')).toBe(`Bearer ${token}`);
    const body = init?.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect((body.get('file') as File).name).toBe('me.png');
    // The new file is then read with the token to show its thumbnail.
    expect(await screen.findByRole('img', { name: 'Profile Picture preview' })).toBeInTheDocument();
    expect(screen.getByText('me.png')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Replace profile picture' })).toBeEnabled();
  });

  it("shows the server's message when the upload is refused, and tells the form", async () => {
    signInAs(users.pendingListener);
    mockFetch(() =>
      jsonResponse(413, { message: messages.files.tooLarge(5242880), code: 'PAYLOAD_TOO_LARGE' }),
    );
    const onUploadError = vi.fn();
    render(<Harness onUploadError={onUploadError} />);
    await userEvent.setup().upload(screen.getByLabelText('Profile Picture'), png());
    expect(await screen.findByText(messages.files.tooLarge(5242880))).toBeInTheDocument();
    expect(onUploadError).toHaveBeenCalledWith(messages.files.tooLarge(5242880), expect.anything());
    expect(screen.getByTestId('value')).toHaveTextContent('');
  });

  it("falls back to 'File upload failed. Please try again.' without a server message", async () => {
    signInAs(users.pendingListener);
    mockFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    render(<Harness />);
    await userEvent.setup().upload(screen.getByLabelText('Profile Picture'), png());
    expect(await screen.findByText(messages.files.uploadFailed)).toBeInTheDocument();
  });

  it('refuses a file of another type before sending it', async () => {
    signInAs(users.pendingListener);
    const { calls } = mockFetch(() => jsonResponse(500, {}));
    render(<Harness />);
    const text = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    await userEvent.setup({ applyAccept: false }).upload(screen.getByLabelText('Profile Picture'), text);
    expect(await screen.findByText(messages.files.mustBeImage)).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('shows a stored PDF as a chip with an Open link to the file fetched with the token', async () => {
    const token = signInAs(users.pendingListener);
    const { calls } = mockFetch(
      () => new Response(new Blob(['%PDF-1.4'], { type: 'application/pdf' }), { status: 200 }),
    );
    render(
      <FileUploadField
        label="ID Proof"
        value={FILE_URL}
        accept={IMAGE_OR_PDF_ACCEPT}
        onUploaded={() => undefined}
        disabled
      />,
    );
    const open = await screen.findByRole('link', { name: 'Open' });
    expect(open.getAttribute('href')).toMatch(/^blob:/);
    expect(screen.getByText('PDF document')).toBeInTheDocument();
    expect(calls[0]).toMatchObject({ url: FILE_URL, headers: { authorization: `Bearer ${token}` } });
    expect(screen.getByRole('button', { name: 'Replace id proof' })).toBeDisabled();
  });
});
