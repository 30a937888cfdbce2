import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/test/render-with-providers';
import { NewProfilesPage } from './new-profiles-page';
import { card, namespaces, page, stubBrowseApi } from './test-fixtures';

describe('NewProfilesPage', () => {
  it('asks for the latest 50 and shows them as cards linking to the profile', async () => {
    const api = stubBrowseApi({ list: page([card(1), card(2)]) });
    renderWithProviders(<NewProfilesPage />, { namespaces });
    expect(screen.getByRole('heading', { level: 1, name: 'New Profiles' })).toBeInTheDocument();
    expect(screen.getByText('Profiles are loading, please wait....')).toBeInTheDocument();
    const link = await screen.findByRole('link', { name: /Person 2/ }, { timeout: 5000 });
    expect(link).toHaveAttribute('href', '/profiles/profile-2?from=search');
    expect(api.listQueries()).toEqual([{ limit: '50', ordering: '-created_on' }]);
  });

  it('says so when there are none', async () => {
    stubBrowseApi({ list: page([]) });
    renderWithProviders(<NewProfilesPage />, { namespaces });
    expect(await screen.findByText('No profiles found!', {}, { timeout: 5000 })).toBeInTheDocument();
  });
});
