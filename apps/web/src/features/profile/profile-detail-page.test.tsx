import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import profileEn from '@/i18n/locales/en/profile.json';
import profileUr from '@/i18n/locales/ur/profile.json';
import valuesUr from '@rishta/domain/values/ur';
import { session } from '@/lib/session';
import { renderWithProviders } from '@/test/render-with-providers';
import { fakeApi } from '@/test/fake-api';
import { profileDetail } from '@/test/profile-detail';
import { ProfileDetailPage } from './profile-detail-page';
import type { ProfileView } from './profile-api';

const PROFILE = profileDetail({
  // The thumbnail is slot 0 made small, for cards: the page shows each slot once (issue 11).
  thumbnail: 'https://cdn.example/sara-1-small.jpg',
  photo_1: 'https://cdn.example/sara-1.jpg',
  photo_2: 'https://cdn.example/sara-2.jpg',
});

function renderDetail(profile: ProfileView, language?: { code: string; namespaces: Record<string, object> }) {
  fakeApi({ '/profiles/detail-slug/sara/?skip-update=false': profile });
  return {
    user: userEvent.setup({ delay: null }),
    ...renderWithProviders(
      <Routes>
        <Route path="/profiles/:slug" element={<ProfileDetailPage />} />
      </Routes>,
      { namespaces: { profile: profileEn }, route: '/profiles/sara', language },
    ),
  };
}

beforeEach(() => session.set({ token: 'token', profileId: 1, slug: 'me', username: 'me' }));
afterEach(() => session.set(null));

describe('ProfileDetailPage', () => {
  it('keeps a female profile’s photos blurred until the sum is answered correctly', async () => {
    const { user } = renderDetail(PROFILE);
    const photos = await screen.findAllByRole('img', { name: /Photo \d of Sara Khan/ });
    expect(photos).toHaveLength(2);
    expect(photos.map((p) => p.getAttribute('src'))).toEqual([
      'https://cdn.example/sara-1.jpg',
      'https://cdn.example/sara-2.jpg',
    ]);
    for (const photo of photos) expect(photo.style.filter).toContain('blur');

    const answer = screen.getByRole('textbox', { name: /What is \d \+ \d\?/ });
    const question = screen.getByText(/^What is \d \+ \d\?$/).textContent ?? '';
    const [, a, b] = /(\d) \+ (\d)/.exec(question) ?? [];
    const sum = Number(a) + Number(b);

    await user.type(answer, String(sum === 18 ? 0 : sum + 1));
    await user.click(screen.getByRole('button', { name: 'Show photos' }));
    expect(await screen.findByText('Wrong value')).toBeInTheDocument();
    for (const photo of photos) expect(photo.style.filter).toContain('blur');

    await user.clear(answer);
    await user.type(answer, String(sum));
    await user.click(screen.getByRole('button', { name: 'Show photos' }));
    for (const photo of screen.getAllByRole('img', { name: /Photo \d of Sara Khan/ })) {
      expect(photo.style.filter).toBe('');
    }
    expect(screen.queryByRole('textbox', { name: /What is/ })).not.toBeInTheDocument();
  });

  it('leaves out the contact rows the API withheld and explains why, by the reason it gives', async () => {
    renderDetail({ ...PROFILE, contact_hidden_reason: 'private' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sara Khan' })).toBeInTheDocument();
    const contact = screen.getByRole('table', { name: 'Contact information' });
    expect(contact).toHaveTextContent('Father');
    for (const name of ['Contact number', 'WhatsApp number', 'Email']) {
      expect(screen.queryByRole('rowheader', { name })).not.toBeInTheDocument();
    }
    expect(
      screen.getByText('This profile keeps its contact details private. Send a proposal to see them.'),
    ).toBeInTheDocument();
  });

  it('explains the daily limit when the server held the contact back for it', async () => {
    renderDetail({ ...PROFILE, contact_hidden_reason: 'daily_limit' });
    expect(await screen.findByText(/seen the contact details of many profiles today/)).toBeInTheDocument();
    expect(screen.queryByText(/between 8 AM and 10 PM/)).not.toBeInTheDocument();
  });

  it('shows the contact rows the API sent', async () => {
    renderDetail({
      ...PROFILE,
      contact_number: '9876543210',
      whatsapp_number: '9876543210',
      whatsapp_country_code: '+91',
    });
    expect(await screen.findByRole('rowheader', { name: 'Contact number' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '9876543210' })).toHaveAttribute('href', 'tel:9876543210');
    expect(screen.getByText('+91 9876543210')).toBeInTheDocument();
  });

  it('shows the fixed values in the reader’s language, the stored English nowhere (issue 30)', async () => {
    renderDetail(
      {
        ...PROFILE,
        physical_status: 'Handicap',
        mothers_occupation: 'HouseWife',
        fathers_occupation: 'Tailor',
      },
      { code: 'ur', namespaces: { profile: profileUr, values: valuesUr } },
    );
    const row = async (label: string) =>
      (await screen.findByRole('rowheader', { name: label })).closest('tr')?.textContent ?? '';
    expect(await row(profileUr.fields.maritalStatus)).toContain('غیر شادی شدہ');
    expect(await row(profileUr.fields.height)).toContain('5 فٹ 2 انچ');
    expect(await row(profileUr.fields.education)).toContain(valuesUr.education.Graduate);
    expect(await row(profileUr.fields.contactOf)).toContain('والد');
    expect(await row(profileUr.fields.physicalStatus)).toContain('معذور');
    expect(await row(profileUr.fields.mothersOccupation)).toContain(valuesUr.occupation.HouseWife);
    // Free text is the owner's own words and stays as typed.
    expect(await row(profileUr.fields.fathersOccupation)).toContain('Tailor');
    expect(await row(profileUr.fields.country)).toContain('بھارت');
    for (const english of ['Unmarried', 'Graduate', 'Father', 'HouseWife', 'Handicap', '5 ft', 'India'])
      expect(document.body.textContent).not.toContain(english);
  });
});
