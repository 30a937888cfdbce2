/**
 * Static external links for the Scholarships page.
 *
 * Every link here points at an official or long-established resource. Where an
 * exact page or channel could not be confirmed, the list uses a stable
 * top-level address (or a YouTube search) instead of a guessed deep link:
 * a dead link on a page that students rely on is worse than a short list.
 * In particular, no WhatsApp or Telegram invite links are listed, because
 * unofficial "scholarship groups" are a common route for fees-for-forms scams;
 * the messaging section points to the official NSP helpdesk instead.
 *
 * Section titles are not stored here: the page looks them up by `id` in the
 * i18n messages so they follow the selected language. Link texts are
 * translated by `key`; the English here is what shows when a translation is missing.
 */
export interface ScholarshipLink {
  /** Suffix of the i18n keys `links.<key>.label` and `links.<key>.description`. */
  key: string;
  /** English text, the fallback when a language has no translation yet. */
  label: string;
  href: string;
  description?: string;
}

export interface ScholarshipSection {
  id: 'videoChannels' | 'websites' | 'messagingGroups' | 'socialPages' | 'mail';
  links: ScholarshipLink[];
}

/** Builds a YouTube search URL, so results stay current without hard-coding channel ids. */
function youtubeSearch(query: string): string {
  return `https://www.youtube.com/results?search_query=${encodeURIComponent(query)}`;
}

export const SCHOLARSHIP_SECTIONS: ScholarshipSection[] = [
  {
    id: 'videoChannels',
    links: [
      {
        key: 'nspHowToApply',
        label: 'How to apply on the National Scholarship Portal',
        href: youtubeSearch('National Scholarship Portal how to apply step by step'),
        description:
          'Walk-throughs of NSP registration, one-time registration (OTR) and the application form.',
      },
      {
        key: 'postMatricMinorities',
        label: 'Post-matric scholarship for minorities',
        href: youtubeSearch('post matric scholarship for minorities NSP apply'),
        description: 'Videos explaining eligibility, documents and renewal for the post-matric scheme.',
      },
      {
        key: 'meritCumMeans',
        label: 'Merit-cum-means scholarship (professional and technical courses)',
        href: youtubeSearch('merit cum means scholarship minority NSP'),
        description:
          'For minority students in professional and technical courses at graduate and postgraduate level.',
      },
      {
        key: 'pragatiGirls',
        label: 'AICTE Pragati scholarship for girls',
        href: youtubeSearch('AICTE Pragati scholarship for girls apply'),
        description: 'For girl students admitted to AICTE-approved degree and diploma courses.',
      },
    ],
  },
  {
    id: 'websites',
    links: [
      {
        key: 'nsp',
        label: 'National Scholarship Portal (NSP)',
        href: 'https://scholarships.gov.in',
        description:
          'The single official portal for central and many state government scholarships, including the minority pre-matric, post-matric and merit-cum-means schemes. Applying is free.',
      },
      {
        key: 'minorityAffairs',
        label: 'Ministry of Minority Affairs',
        href: 'https://www.minorityaffairs.gov.in',
        description:
          'Official scheme guidelines, notices and state-wise details of scholarships for minority communities.',
      },
      {
        key: 'ugc',
        label: 'University Grants Commission (UGC)',
        href: 'https://www.ugc.gov.in',
        description:
          'Fellowship and scholarship notices for higher education. The Maulana Azad National Fellowship is closed to new applicants from 2022-23; existing fellows continue until their tenure ends.',
      },
      {
        key: 'aicte',
        label: 'AICTE',
        href: 'https://www.aicte-india.org',
        description:
          'Scholarships for technical education, such as Pragati (for girls) and Saksham (for students with disabilities).',
      },
      {
        key: 'buddy4study',
        label: 'Buddy4Study',
        href: 'https://www.buddy4study.com',
        description:
          'A large listing of government, corporate and trust scholarships, searchable by class, course and community.',
      },
      {
        key: 'upScholarship',
        label: 'Uttar Pradesh scholarship portal',
        href: 'https://scholarship.up.gov.in',
        description:
          'Pre-matric and post-matric scholarships of the Government of Uttar Pradesh, including for minority students.',
      },
      {
        key: 'mahadbt',
        label: 'MahaDBT (Maharashtra)',
        href: 'https://mahadbt.maharashtra.gov.in',
        description:
          'Maharashtra’s direct benefit transfer portal for state scholarships and fee reimbursement.',
      },
      {
        key: 'telanganaEpass',
        label: 'Telangana ePASS',
        href: 'https://telanganaepass.cgg.gov.in',
        description:
          'Telangana’s portal for post-matric scholarships and fee reimbursement, including for minority students.',
      },
      {
        key: 'keralaMinorityWelfare',
        label: 'Kerala Directorate of Minority Welfare',
        href: 'https://minoritywelfare.kerala.gov.in',
        description: 'Scholarships and welfare schemes for minority students in Kerala.',
      },
    ],
  },
  {
    id: 'messagingGroups',
    links: [
      {
        key: 'nspHelpdeskEmail',
        label: 'NSP helpdesk by email: helpdesk@nsp.gov.in',
        href: 'mailto:helpdesk@nsp.gov.in',
        description:
          'The official National Scholarship Portal helpdesk for technical problems with an application. We do not list WhatsApp or Telegram groups: never pay anyone in a group to fill or “approve” a scholarship form.',
      },
      {
        key: 'nspHelpline',
        label: 'NSP helpline: 0120-6619540',
        href: 'tel:+911206619540',
        description: 'Official NSP phone helpdesk, 8 a.m. to 8 p.m. (excluding holidays).',
      },
      {
        key: 'nspNotices',
        label: 'NSP notices and FAQs',
        href: 'https://scholarships.gov.in',
        description:
          'Check the announcements and FAQ sections on the portal for the current deadlines before relying on any forwarded message.',
      },
    ],
  },
  {
    id: 'socialPages',
    links: [
      {
        key: 'educationMinistryX',
        label: 'Ministry of Education on X',
        href: 'https://x.com/EduMinOfIndia',
        description: 'Official account of the Ministry of Education, Government of India.',
      },
      {
        key: 'ugcX',
        label: 'UGC on X',
        href: 'https://x.com/ugc_india',
        description: 'Official account of the University Grants Commission.',
      },
      {
        key: 'aicteX',
        label: 'AICTE on X',
        href: 'https://x.com/AICTE_INDIA',
        description: 'Official account of the All India Council for Technical Education.',
      },
    ],
  },
  {
    id: 'mail',
    links: [{ key: 'rishtaMail', label: 'scholarships@rishta.in', href: 'mailto:scholarships@rishta.in' }],
  },
];
