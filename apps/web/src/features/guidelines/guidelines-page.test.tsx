import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import guidelinesEn from '@/i18n/locales/en/guidelines.json';
import { renderWithProviders } from '@/test/render-with-providers';
import { fakeApi } from '@/test/fake-api';
import { GuidelinesPage } from './guidelines-page';

const TAGS = [
  { id: 1, name: 'Mahr' },
  { id: 2, name: 'Walima' },
  { id: 3, name: 'Istikhara' },
];
const video = (id: number, tag: number) => ({
  id,
  tag,
  title: `Video ${id}`,
  title_hindi: `वीडियो ${id}`,
  youtube_code: `code${id}`,
});

const renderPage = () =>
  renderWithProviders(<GuidelinesPage />, { namespaces: { guidelines: guidelinesEn } });

describe('GuidelinesPage', () => {
  it('preselects a random topic, shows its videos and switches topic on a tap', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
    fakeApi({
      '/api/configs/guidelines-tags/': TAGS,
      '/api/configs/guidelines/2/': [video(21, 2), video(22, 2)],
      '/api/configs/guidelines/1/': [video(11, 1)],
      '/api/configs/counter/guidelines/': { count: 1234 },
    });
    renderPage();

    expect(await screen.findByRole('button', { name: 'Walima', pressed: true })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mahr', pressed: false })).toBeInTheDocument();
    expect(await screen.findByText('Video 21')).toBeInTheDocument();
    expect(screen.getByText('वीडियो 22')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Walima' })).toBeInTheDocument();
    expect(await screen.findByText('This page has been visited 1,234 times')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Mahr' }));
    expect(screen.getByRole('button', { name: 'Mahr', pressed: true })).toBeInTheDocument();
    expect(await screen.findByText('Video 11')).toBeInTheDocument();
    expect(screen.queryByText('Video 21')).not.toBeInTheDocument();
  });
});
