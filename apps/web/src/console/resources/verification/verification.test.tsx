import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import consoleEn from '@/i18n/locales/en/console.json';
import { apiError, callsOf } from '@/test/fake-api';
import { renderConsole } from '../../test/render-console';
import { verificationQueue, waitingDocument } from './builders';
import type { WaitingDocument } from './verification';
import { VerificationPage } from './verification-review';

/** A queue the fake API keeps: a decided document leaves it; each answer signs new links. */
function documents(documents: WaitingDocument[], extra: Record<string, unknown> = {}) {
  let waiting = [...documents];
  let signed = 0;
  const decided = (url: URL) => {
    const code = url.pathname.split('/').at(-3);
    waiting = waiting.filter((d) => d.profile_code !== code);
    return { profile_code: code, verification_status: 'Verified', verification_remarks: null, message: 'ok' };
  };
  return {
    'GET /admin/verifications/': () => {
      signed += 1;
      return verificationQueue(
        waiting.map((d) => ({ ...d, document_url: d.document_url.replace(/s=\w+$/, `s=${signed}`) })),
      );
    },
    ...extra,
    'POST /verification/': decided,
  };
}

const openItem = () => screen.findByRole('region', { name: /^Person \d/ });

describe('verification queue', () => {
  it('lists the waiting documents oldest first and shows the oldest beside the profile', async () => {
    const { user } = renderConsole(VerificationPage, {
      data: documents([waitingDocument(1), waitingDocument(2, { document_mime_type: 'application/pdf' })]),
    });

    const item = await openItem();
    expect(screen.getByTestId('verification-waiting')).toHaveTextContent('2');
    expect(screen.getByText('Oldest sent').nextSibling).toHaveTextContent('9 days ago');
    const list = screen.getByRole('navigation', { name: 'Waiting documents' });
    expect(
      within(list)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([expect.stringContaining('Person 1'), expect.stringContaining('Person 2')]);
    expect(within(list).getByRole('button', { name: /Person 1/ })).toHaveAttribute('aria-current', 'true');

    // The document beside the person it should show.
    expect(within(item).getByRole('img', { name: 'ID document of Person 1' })).toHaveAttribute(
      'src',
      '/api/media/documents/1.jpg?e=1&s=1',
    );
    expect(within(item).getByRole('img', { name: 'Profile photo of Person 1' })).toHaveAttribute(
      'src',
      '/api/media/photos/1.jpg?e=1&s=a',
    );
    expect(within(item).getByRole('rowheader', { name: 'Date of birth' }).nextSibling).toHaveTextContent(
      '1996',
    );
    expect(within(item).getByRole('rowheader', { name: 'City' }).nextSibling).toHaveTextContent('Lucknow');
    expect(within(item).getByRole('link', { name: 'See the whole profile' })).toHaveAttribute(
      'href',
      '/admin/new-profiles/RM100001',
    );
    await user.click(within(item).getByRole('button', { name: 'Zoom in' }));
    expect(within(item).getByText('Zoom 150%')).toBeInTheDocument();

    // A PDF shows in the browser's viewer, with a link to open it in a new tab.
    await user.click(within(list).getByRole('button', { name: /Person 2/ }));
    const pdfItem = await screen.findByRole('region', { name: /^Person 2/ });
    const pdf = pdfItem.querySelector('object')!;
    expect(pdf).toHaveAttribute('data', '/api/media/documents/2.jpg?e=1&s=1');
    expect(pdf).toHaveAttribute('type', 'application/pdf');
    const newTab = within(pdfItem).getByRole('link', { name: 'Open the PDF in a new tab' });
    expect(newTab).toHaveAttribute('target', '_blank');
    expect(newTab.getAttribute('href')).toMatch(/^\/api\/media\/documents\/2\.jpg/);
    // The sidebar counts the same queue.
    expect(screen.getByRole('link', { name: /Verification 2/ })).toHaveAttribute('aria-current', 'page');
  });

  it('asks for fresh links when the document’s link has expired', async () => {
    const { fetch } = renderConsole(VerificationPage, { data: documents([waitingDocument(1)]) });

    const image = await screen.findByRole('img', { name: 'ID document of Person 1' });
    expect(image).toHaveAttribute('src', '/api/media/documents/1.jpg?e=1&s=1');
    fireEvent.error(image);

    await waitFor(() => expect(image).toHaveAttribute('src', '/api/media/documents/1.jpg?e=1&s=2'));
    expect(fetch.mock.calls.filter(([url]) => String(url).endsWith('/verifications/'))).toHaveLength(2);
  });

  it('verifies: the document leaves the queue with a notification and the next one opens', async () => {
    const { user, fetch } = renderConsole(VerificationPage, {
      data: documents([waitingDocument(1), waitingDocument(2)]),
    });

    await user.click(within(await openItem()).getByRole('button', { name: 'Verify' }));

    expect(await screen.findByText('Person 1 (RM100001) now has the verified badge.')).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: /^Person 2/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Person 1/ })).toBeNull();
    expect(screen.getByTestId('verification-waiting')).toHaveTextContent('1');
    expect(callsOf(fetch, 'POST')).toEqual([
      ['/api/admin/profiles/RM100001/verification/', { status: 'Verified' }],
    ]);
  });

  it('rejects only with a remark, which it sends', async () => {
    const { user, fetch } = renderConsole(VerificationPage, { data: documents([waitingDocument(1)]) });

    await user.click(within(await openItem()).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject the document of Person 1' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject document' }));
    expect(
      await within(dialog).findByText('Write a remark: the owner needs to know what to fix.'),
    ).toBeInTheDocument();
    expect(callsOf(fetch, 'POST')).toEqual([]);

    await user.type(within(dialog).getByRole('textbox', { name: /^Remark/ }), 'The card cannot be read.');
    await user.click(within(dialog).getByRole('button', { name: 'Reject document' }));

    expect(
      await screen.findByText(
        'The document of Person 1 (RM100001) was rejected. The owner sees your remark.',
      ),
    ).toBeInTheDocument();
    expect(callsOf(fetch, 'POST')).toEqual([
      [
        '/api/admin/profiles/RM100001/verification/',
        { status: 'Rejected', remark: 'The card cannot be read.' },
      ],
    ]);
    expect(await screen.findByText('No documents are waiting.')).toBeInTheDocument();
  });

  it('offers preset remarks: the one picked is sent, and the next document opens', async () => {
    const { user, fetch } = renderConsole(VerificationPage, {
      data: documents([waitingDocument(1), waitingDocument(2)]),
    });

    await user.click(within(await openItem()).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject the document of Person 1' });
    await user.click(within(dialog).getByRole('button', { name: 'Cannot be read' }));
    await user.click(within(dialog).getByRole('button', { name: 'Reject document' }));

    expect(await screen.findByRole('region', { name: /^Person 2/ })).toBeInTheDocument();
    expect(callsOf(fetch, 'POST')).toEqual([
      [
        '/api/admin/profiles/RM100001/verification/',
        { status: 'Rejected', remark: consoleEn.reasons.reject_verification.unreadable.text },
      ],
    ]);
  });

  it('keeps the dialog and says so when someone else decided first', async () => {
    const { user } = renderConsole(VerificationPage, {
      data: documents([waitingDocument(1)], {
        'POST /admin/profiles/RM100001/verification/': apiError(409, 'verificationNotInProcess'),
      }),
    });

    await user.click(within(await openItem()).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject the document of Person 1' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Remark/ }), 'Blurred.');
    await user.click(within(dialog).getByRole('button', { name: 'Reject document' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This document was already decided, perhaps by someone else.',
    );
    expect(within(dialog).getByRole('textbox', { name: /^Remark/ })).toHaveValue('Blurred.');
  });

  it('says so when nothing waits', async () => {
    renderConsole(VerificationPage, { data: documents([]) });
    expect(await screen.findByText('No documents are waiting.')).toBeInTheDocument();
    expect(screen.getByTestId('verification-waiting')).toHaveTextContent('0');
  });
});
