import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import noticesEn from '@/i18n/locales/en/notices.json';
import { myNoticesQuery } from '@/lib/queries/notices';
import { session } from '@/lib/session';
import { fakeApi } from '@/test/fake-api';
import { notice, noticeList } from '@/test/notices';
import { renderWithProviders } from '@/test/render-with-providers';
import { NoticeDot } from './notice-dot';

const render = () => renderWithProviders(<NoticeDot />, { namespaces: { notices: noticesEn } });

beforeEach(() => session.set({ token: 'token', profileId: 7, slug: 'me', username: 'me' }));
afterEach(() => session.set(null));

describe('NoticeDot (issue 13)', () => {
  it('says how many notices wait unread', async () => {
    fakeApi({ '/profiles/me/notices/': noticeList([notice(2), notice(1, { read: true })]) });
    render();
    expect(await screen.findByRole('img', { name: '1 new notice from our team' })).toBeInTheDocument();
  });

  it('is not there once every notice was read', async () => {
    fakeApi({ '/profiles/me/notices/': noticeList([notice(1, { read: true })]) });
    const { queryClient } = render();
    await waitFor(() => expect(queryClient.getQueryData(myNoticesQuery(7).queryKey)).toBeDefined());
    expect(screen.queryByTestId('notice-dot')).not.toBeInTheDocument();
  });
});
