import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import newsEn from '@/i18n/locales/en/news.json';
import { renderWithProviders } from '@/test/render-with-providers';
import { fakeApi } from '@/test/fake-api';
import { NewsPage } from './news-page';

function renderWith(blogs: unknown, status = 200) {
  fakeApi({ '/configs/blogs/': { status, body: blogs } });
  return renderWithProviders(<NewsPage />, { namespaces: { news: newsEn } });
}

describe('NewsPage', () => {
  it('shows each blog with its title, description and a Read More link opening a new tab', async () => {
    renderWith([
      {
        id: 1,
        title: 'Simple nikah',
        link: 'https://example.org/nikah',
        preview: { image: null, title: 'ignored', description: 'Why families choose it' },
      },
    ]);
    expect(await screen.findByRole('heading', { level: 2, name: 'Simple nikah' })).toBeInTheDocument();
    expect(screen.getByText('Why families choose it')).toBeInTheDocument();
    const link = screen.getByRole('link', { name: /^Read More: Simple nikah/ });
    expect(link).toHaveAttribute('href', 'https://example.org/nikah');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveTextContent('Read More');
  });

  it('offers Retry when the news cannot be loaded', async () => {
    renderWith({ detail: 'down' }, 503);
    expect(await screen.findByRole('alert')).toHaveTextContent('The news could not be loaded');
  });
});
