import type { TermsContent } from './types';

/**
 * English Terms and Conditions. This is the reference text: the other eleven
 * languages' files are translations of it, and section 22 says the English version
 * prevails if they ever differ. Keep the 23 sections in this order; section 21
 * is the "totally free" notice and other sections refer to section numbers.
 */
const terms: TermsContent = {
  title: 'Terms and Conditions',
  lastUpdatedLabel: 'Last updated',
  intro:
    'These Terms and Conditions govern your use of the Rishta website, mobile app and related services (together, the “Service”). By registering, creating a profile or otherwise using the Service, you agree to these terms. If you do not agree, please do not use the Service. In these terms, “Rishta”, “we”, “us” and “our” refer to the Rishta service and the people who run it, and “you” means any person who visits or uses the Service.',
  sections: [
    {
      heading: 'About Rishta',
      paragraphs: [
        'Rishta is a free online platform that helps Muslim families in India, and Indians living abroad, find suitable marriage proposals. Users can create a profile, search other profiles, send and receive proposals, and talk to each other.',
        'Rishta only provides a platform for introductions. We are not a marriage bureau, agent or matchmaker: we do not arrange marriages, recommend particular matches or take part in any discussion between families.',
        'The Service is meant for the personal, non-commercial purpose of finding a spouse for yourself or for a member of your family. Any other use is not permitted.',
      ],
    },
    {
      heading: 'Eligibility',
      paragraphs: [
        'You must be at least 18 years old to register and use the Service.',
        'A profile may only be created for a person who is legally eligible to marry under the laws of India. Under the Prohibition of Child Marriage Act, 2006, the minimum legal age of marriage is 21 years for men and 18 years for women. A profile must not be created for a man under 21 or a woman under 18, and no marriage may be arranged through the Service in breach of this law.',
        'The Service is meant for Muslims seeking marriage. You must not be legally prevented from marrying, and you must state your true marital status, including whether you are divorced, widowed or already married.',
        'If you register from outside India, you must also follow the laws of the country where you live.',
        'We may ask for proof of age or eligibility at any time, and we may refuse or remove any profile that does not meet these requirements.',
      ],
    },
    {
      heading: 'Your account',
      paragraphs: [
        'You register with a mobile number, which is confirmed by a one-time password (OTP). Users living outside India may also be asked for an email address. The number and email address you give must belong to you or to the family member who manages the profile.',
        'You are responsible for keeping your password confidential and for everything done through your account. Do not share your password or OTP with anyone. The Rishta team will never ask you for your password or OTP.',
        'Each person may have only one active profile. Duplicate, fake or automated accounts may be removed without notice.',
        'If you think someone else has used your account, change your password immediately and tell us.',
      ],
    },
    {
      heading: 'Accuracy of profile information',
      paragraphs: [
        'All the information you give, including name, age, marital status, number of children, education, occupation, family details, location, maslak and biradari, must be true, accurate, complete and kept up to date.',
        'Do not hide or misrepresent important facts such as a previous nikah, divorce, khula, children or a health condition. These facts affect a family’s decision and must be disclosed honestly.',
        'Your profile must not contain offensive, obscene or misleading content. Do not put phone numbers or links in free-text fields where they are not asked for, and do not use words that our filters block.',
        'We may edit, hide or remove any information that we believe is false, misleading, inappropriate or against these terms.',
      ],
    },
    {
      heading: 'Profiles created for a relative',
      paragraphs: [
        'You may create a profile for yourself or for a relative, such as a son, daughter, brother, sister or a person under your guardianship. If you create a profile for someone else, that person must know about it and agree to it.',
        'The person for whom the profile is created must agree to the search for a spouse and to their details and photographs being shown on the Service. In Islam a nikah requires the free consent of both the bride and the groom, and nobody may be pressured into a marriage through the Service.',
        'The person who creates and manages a profile is responsible for everything done through it and for the accuracy of its information.',
      ],
    },
    {
      heading: 'Identity verification',
      paragraphs: [
        'To build trust, we ask users to verify their profile by uploading an identity document. The document is used only to check identity, is reviewed by our team and is never shown to other users.',
        'If you upload an Aadhaar card, we recommend a masked Aadhaar, which shows only the last four digits of the number.',
        'A profile may show the status Verified, Not Verified, In Process or Rejected. Some features, such as joining group forums and filing reports, are available only to verified users.',
        'Verification only means that we have reviewed a document submitted for the profile. It is not a guarantee of the person’s identity, character, income, family background or any other claim, and you should make your own enquiries.',
        'We may reject a document that is unclear, altered or does not match the profile, and we may suspend a profile that submits a forged document. Submitting a forged document may also be a criminal offence.',
      ],
    },
    {
      heading: 'No agents, brokers or marriage bureaus',
      paragraphs: [
        'The Service is only for individuals and families looking for a spouse. Marriage agents, brokers, marriage bureaus, matchmakers and anyone working for a fee or commission may not register or use the Service.',
        'You must not create profiles on behalf of clients, collect profile details to pass on to others, or charge any fee for an introduction made through the Service.',
        'Profiles we find to be run by agents or brokers will be removed without notice. If you come across a broker, please report the profile with the reason “This is a broker”.',
      ],
    },
    {
      heading: 'Photographs',
      paragraphs: [
        'Uploading photographs is optional. You may upload photographs only of the person the profile is for, and only with that person’s consent. Photographs must be recent and decent, and must not show any other person without their consent.',
        'Photographs and profile details may be viewed only for the purpose of finding a spouse. You must not download, screenshot, copy, share, forward, edit, morph or publish any user’s photographs anywhere else, including on social media or in messaging groups.',
        'Misuse of women’s photographs is strictly prohibited. Anyone who misuses, morphs or circulates a woman’s photograph will be banned permanently, and we will cooperate fully with the police. Such acts can be punishable offences under the Information Technology Act, 2000 and Indian criminal law.',
        'We may blur, hide or remove any photograph that we consider inappropriate.',
      ],
    },
    {
      heading: 'Visibility of contact details',
      paragraphs: [
        'Contact details on a profile are shown only to registered users, and only between 8:00 a.m. and 10:00 p.m. Indian Standard Time, so that nobody receives calls at unsuitable hours.',
        'Women’s contact numbers are hidden by default. A profile owner may also keep their contact details private; in that case other users must send a proposal before they can see them.',
        'Contact details may be used only to discuss a marriage proposal. Do not use them for marketing or for calling repeatedly, and do not share them with anyone outside your family.',
      ],
    },
    {
      heading: 'Proposals and communication',
      paragraphs: [
        'You may send proposals to profiles that interest you. The other user is free to accept or reject any proposal and may give a reason for rejecting it. Respect their decision, and do not keep contacting someone who has declined.',
        'Use chat, group forums and WhatsApp respectfully and only for matters related to marriage. Follow the chat guidelines shown in the app: use decent language, keep your parents or guardians involved, avoid long private conversations, do not ask too many personal questions, and decide only after the families have met.',
        'Messages in a group forum can be seen by every member of the group. Do not post contact details, photographs or other private information in group forums.',
        'We do not routinely read private messages, but we may review messages when a report is made or when the law requires it.',
      ],
    },
    {
      heading: 'Prohibited conduct',
      paragraphs: [
        'You must not use the Service to harass, abuse, threaten, stalk, defame or intimidate anyone, or to send vulgar, sexual or hateful content.',
        'You must not commit or attempt fraud: creating fake profiles, pretending to be someone else, misstating your marital status, or using the Service to trick anyone into a marriage or relationship are all forbidden.',
        'You must never ask any user for money, gifts, loans, mobile recharges, “registration fees”, “visa charges” or any other payment, for any reason. Demanding or giving dowry is an offence under the Dowry Prohibition Act, 1961 and is strictly forbidden on the Service.',
        'You must not post advertisements, spam, chain messages or links, or promote any business or other service.',
        'You must not copy, scrape or download profile data by automated means, try to access accounts, data or systems you are not authorised to access, or interfere with the working of the Service.',
        'You must not post anything that is unlawful, obscene or defamatory, that hurts religious sentiments, or that infringes anyone else’s rights.',
        'Breaking these rules may lead to immediate suspension of your account and, where appropriate, a report to the police.',
      ],
    },
    {
      heading: 'Reporting and blocking',
      paragraphs: [
        'If a profile or user behaves improperly, for example through abuse, harassment, spam, brokering or false information, or if the person is already married, please report the profile using the Report option. To keep reports reliable, only verified users can file a report, and a screenshot or other image must be attached as evidence.',
        'Our team reviews every report. We may warn the user, hide or remove content, or suspend or delete the profile. To protect the privacy of everyone involved, we do not always disclose the action taken.',
        'You can block any user in chat at any time. A blocked user cannot send you messages until you unblock them.',
        'Filing false or malicious reports is itself a breach of these terms.',
        'If you are in immediate danger, contact the police on 112 first. Online fraud can also be reported on the National Cyber Crime Reporting Portal (cybercrime.gov.in) or on the helpline 1930.',
      ],
    },
    {
      heading: 'Content ownership and licence',
      paragraphs: [
        'You keep ownership of the information, photographs and other content you submit. By submitting it, you give Rishta a non-exclusive, royalty-free, worldwide licence to store, display, reproduce and process it only to run and improve the Service. The licence lasts while your profile is on the Service, and afterwards only as far as the law or the resolution of a dispute requires.',
        'The Rishta name, logo, design, software and all content we create, including text, graphics and collections of guidelines, belong to Rishta or its licensors and may not be copied or used without our written permission.',
        'Videos, books and articles available through the Service may belong to third parties. They are provided for personal, non-commercial and educational use, and their copyright stays with their owners. If you believe that material on the Service infringes your copyright, please write to us and we will look into it promptly.',
      ],
    },
    {
      heading: 'Deleting your profile',
      paragraphs: [
        'You may ask for your profile to be deleted at any time from your profile page by choosing a reason. Deletion requests are handled by an administrator, who deletes the profile after reviewing the request; this may take some time.',
        'To discourage test and fake profiles, a profile cannot be deleted within 7 days of its creation.',
        'Once deleted, your profile is no longer visible to others. We may keep limited information for a limited period where the law requires it, to resolve disputes, to prevent fraud or to stop banned users from registering again. Messages you have already sent to other users may remain visible to them.',
      ],
    },
    {
      heading: 'Data protection and privacy',
      paragraphs: [
        'We collect and process personal data, such as your name, contact details, date of birth, photographs, identity documents and profile information, only to provide the Service, verify profiles, keep users safe and comply with the law.',
        'We process your personal data in accordance with the Digital Personal Data Protection Act, 2023, the Information Technology Act, 2000 and the rules made under them. By registering, you consent to this processing for these purposes. You may withdraw your consent at any time by asking for your profile to be deleted; withdrawal does not affect processing carried out before it.',
        'You have the right to obtain a summary of the personal data we hold about you; to have it corrected, completed, updated or erased; to nominate a person to exercise your rights in the event of your death or incapacity; and to have your grievances addressed. If you are not satisfied with our response, you may approach the Data Protection Board of India.',
        'We do not sell your personal data. We share it only with service providers who help us run the Service, such as hosting and SMS providers, under appropriate safeguards, or with government authorities when the law requires it.',
        'We use reasonable security practices to protect your data, but no system connected to the internet is completely secure. Think carefully before sharing information with other users, because we cannot control what they do with it.',
      ],
    },
    {
      heading: 'Third-party links and services',
      paragraphs: [
        'The Service contains links to, and content from, third-party websites and services such as video platforms, WhatsApp, scholarship portals, translation tools and advertisements. These are provided only for your convenience.',
        'We do not control, and are not responsible for, the content, privacy practices or availability of third-party services. Your use of them is governed by their own terms and policies.',
        'Advertisements shown on the Service are not an endorsement by Rishta of the advertiser or its products.',
      ],
    },
    {
      heading: 'Disclaimers',
      paragraphs: [
        'We do not verify every claim made by users. Profile information is provided by the users themselves, and we do not guarantee that it is true, complete or current.',
        'Before going ahead with any proposal, families must make their own enquiries. Always meet the other person together with your family, in a safe public place or at home with elders present, check their background independently, and involve your parents or guardians in every decision.',
        'Rishta is not a marriage bureau. We do not guarantee that you will find a match, that any proposal will be accepted or that any marriage will succeed.',
        'The Service, including the guideline videos, books, articles and scholarship links, is provided “as is” and “as available”. Religious and educational content is for general guidance only; for a specific religious or legal question, please consult a qualified scholar (alim or mufti) or a lawyer.',
        'We do not guarantee that the Service will be uninterrupted, error-free or free of viruses.',
      ],
    },
    {
      heading: 'Limitation of liability',
      paragraphs: [
        'To the fullest extent permitted by law, Rishta and the people who run it, its volunteers and its partners are not liable for any indirect, incidental, special or consequential loss or damage, including loss of money, reputation or data, or emotional distress, arising from your use of the Service or from the conduct of any user, online or offline.',
        'Rishta is not responsible for any marriage, engagement, transaction or dispute between users, or for any payment that a user makes to anyone.',
        'Because the Service is free of charge, where liability cannot be excluded by law, our total liability to you for any claim relating to the Service will not exceed one thousand rupees (₹1,000).',
        'Nothing in these terms limits any liability that cannot be limited under Indian law.',
      ],
    },
    {
      heading: 'Indemnity',
      paragraphs: [
        'You agree to indemnify and hold harmless Rishta, the people who run it, its volunteers and its partners against any claim, demand, loss, damage, penalty or expense (including reasonable legal fees) arising from: your breach of these terms; false information in your profile; your misuse of another user’s information or photographs; or your violation of any law or of the rights of any third party.',
        'This obligation continues after your account is closed.',
      ],
    },
    {
      heading: 'Suspension and termination',
      paragraphs: [
        'We may suspend, restrict or delete your profile, with or without notice, if we believe that you have breached these terms, given false information or been reported for misconduct, or that your use of the Service puts other users or the Service at risk.',
        'If your profile is removed for a serious breach, such as fraud, harassment, brokering or misuse of photographs, you must not register again.',
        'You may stop using the Service at any time and ask for your profile to be deleted as described in Section 14.',
        'Provisions of these terms that by their nature should survive termination, including content ownership, disclaimers, limitation of liability, indemnity and governing law, continue to apply.',
      ],
    },
    {
      heading: 'Rishta is totally free',
      paragraphs: [
        'Rishta is totally free of cost. We do not charge any fee for registering, creating a profile, verification, searching, sending or accepting proposals, chatting or seeing contact details. There are no paid plans or premium memberships.',
        'Nobody is authorised to collect money on behalf of Rishta. Do not pay anyone who claims to represent Rishta or work for Rishta, or who promises to get you a proposal, faster verification or special access through Rishta, whether by cash, UPI, bank transfer, gift or any other means.',
        'If anyone asks you for money in the name of Rishta, or for any reason connected with a proposal, do not pay. Report the profile immediately and write to us. Any payment made to such a person is entirely at your own risk.',
      ],
    },
    {
      heading: 'Changes to these terms',
      paragraphs: [
        'We may update these terms from time to time, for example to reflect changes in the Service or in the law. The “Last updated” date at the top of this page shows when they were last changed.',
        'When changes are significant, we will try to let you know through the Service, for example with a notice on the website or in the app. If you continue to use the Service after the changes take effect, you accept the updated terms. If you do not agree, please stop using the Service and ask for your profile to be deleted.',
        'These terms are available in English and in each of the languages of the Service: Hindi, Urdu, Kannada, Gujarati, Telugu, Tamil, Marathi, Punjabi, Bengali, Malayalam and Odia. If the versions differ, the English version prevails.',
      ],
    },
    {
      heading: 'Governing law, grievances and contact',
      paragraphs: [
        'These terms are governed by the laws of India. Any dispute arising out of or in connection with these terms or the Service is subject to the exclusive jurisdiction of the competent courts in India.',
        'In accordance with the Information Technology Act, 2000 and the rules made under it, we have appointed a Grievance Officer. Complaints about content, misuse of the Service or your personal data can be sent to the Grievance Officer at grievance@rishta.in. We will acknowledge your complaint within 24 hours and aim to resolve it within 15 days of receiving it.',
        'For any other question about these terms, contact us at support@rishta.in or through the Feedback page of the website.',
      ],
    },
  ],
};

export default terms;
