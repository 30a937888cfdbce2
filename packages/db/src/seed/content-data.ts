/**
 * Seed content for the content pages (guidelines, success stories, news,
 * header banner, books, group forums).
 *
 * Plain data only: the seed code inserts it and generates images and PDFs
 * from it, so nothing here performs I/O. Field names follow the API/DB
 * spelling (snake_case) so rows can be inserted without renaming.
 *
 * YouTube codes are demo placeholders in YouTube's 11-character id format.
 * They are all distinct (here and across the About page videos) so that every
 * card embeds its own video once real uploads replace them. Couples in the
 * success stories are illustrative, not real users.
 */

export interface GuidelineVideoSeed {
  title: string;
  /** The same title in Hindi (Devanagari); the Guidelines page shows both. */
  title_hindi: string;
  youtube_code: string;
}

export interface GuidelineTagSeed {
  name: string;
  videos: GuidelineVideoSeed[];
}

export interface SuccessStorySeed {
  name: string;
  short_description: string;
  description: string;
  youtube_code: string;
}

export interface BlogSeed {
  title: string;
  link: string;
  description: string;
  /** Hue (0-359) for the generated preview image, so each card looks different. */
  imageHue: number;
}

export type BookLanguage = 'english' | 'urdu' | 'hindi';

/** The five works the demo library holds, each in English, Urdu and Hindi. */
export const BOOK_WORKS = [
  'etiquette-of-marriage',
  'kitab-al-nikah',
  'riyad-as-salihin',
  'al-adab-al-mufrad',
  'bahishti-zewar',
] as const;
export type BookWork = (typeof BOOK_WORKS)[number];

export interface BookSeed {
  title: string;
  work: BookWork;
  author: string;
  language: BookLanguage;
  /** Printed into the generated PDF, so it is written in the book's own language. */
  summary: string;
}

export interface ChatGroupSeed {
  group_name: string;
  description: string;
  /** The demo admin's first message in the group (chat-seed.ts), so the admin styling shows. */
  welcome: string;
}

export const GUIDELINE_TAGS: GuidelineTagSeed[] = [
  {
    name: 'Choosing a spouse',
    videos: [
      {
        title: 'What to look for in a spouse: deen and character',
        title_hindi: 'जीवनसाथी में क्या देखें: दीन और अख़लाक़',
        youtube_code: 'fG34wJ9x9es',
      },
      {
        title: 'Wealth, lineage, beauty or deen: the well-known hadith explained',
        title_hindi: 'दौलत, ख़ानदान, ख़ूबसूरती या दीन: मशहूर हदीस की वज़ाहत',
        youtube_code: '3L9Aa7R7fVc',
      },
      {
        title: 'Compatibility: education, family and temperament',
        title_hindi: 'आपसी मेल: तालीम, ख़ानदान और मिज़ाज',
        youtube_code: 'EqZGPJ0zo1g',
      },
      {
        title: 'Warning signs to notice before saying yes',
        title_hindi: 'हाँ कहने से पहले किन बातों से होशियार रहें',
        youtube_code: 'fmcnxRxL8vM',
      },
    ],
  },
  {
    name: 'Nikah process',
    videos: [
      {
        title: 'The steps of a simple nikah',
        title_hindi: 'सादा निकाह के मरहले',
        youtube_code: '3tKHfEZkDKo',
      },
      {
        title: 'The role of the wali, the witnesses and the qazi',
        title_hindi: 'वली, गवाहों और क़ाज़ी की ज़िम्मेदारी',
        youtube_code: 'rfkkb8m-3aE',
      },
      {
        title: 'Ijab and qubool: offer and acceptance',
        title_hindi: 'ईजाब और क़ुबूल: पेशकश और मंज़ूरी',
        youtube_code: 'UdPur6AJ_7c',
      },
      {
        title: 'The khutbah of nikah and its message',
        title_hindi: 'निकाह का ख़ुत्बा और उसका पैग़ाम',
        youtube_code: 'IPfFVkmVnJQ',
      },
      {
        title: 'Nikahnama and registering your marriage in India',
        title_hindi: 'निकाहनामा और भारत में शादी का रजिस्ट्रेशन',
        youtube_code: 'XJcf3dJ16sI',
      },
    ],
  },
  {
    name: 'Rights of husband and wife',
    videos: [
      {
        title: 'The rights of the wife in Islam',
        title_hindi: 'इस्लाम में बीवी के हक़',
        youtube_code: 'kfIVMARuD_k',
      },
      {
        title: 'The rights of the husband in Islam',
        title_hindi: 'इस्लाम में शौहर के हक़',
        youtube_code: 'bnA6YUTHgXQ',
      },
      {
        title: 'Nafaqah: the husband’s duty to provide',
        title_hindi: 'नफ़क़ा: घर के ख़र्च की शौहर की ज़िम्मेदारी',
        youtube_code: '9jfQrF-8rq0',
      },
      {
        title: 'Kindness, patience and respect at home',
        title_hindi: 'घर में नरमी, सब्र और इज़्ज़त',
        youtube_code: 'BsiSv4tgcUI',
      },
    ],
  },
  {
    name: 'Mahr',
    videos: [
      {
        title: 'What mahr is and why it matters',
        title_hindi: 'महर क्या है और क्यों अहम है',
        youtube_code: 'TTqSP7gdW7M',
      },
      {
        title: 'Mahr Fatimi explained',
        title_hindi: 'महर-ए-फ़ातिमी क्या है',
        youtube_code: 'cmIvVAVgzCU',
      },
      {
        title: 'Paying mahr: prompt and deferred',
        title_hindi: 'महर की अदायगी: मुअज्जल और मुवज्जल',
        youtube_code: 'nx4hHzsTAKE',
      },
    ],
  },
  {
    name: 'Walima',
    videos: [
      {
        title: 'The sunnah of walima',
        title_hindi: 'वलीमे की सुन्नत',
        youtube_code: 'SFLH6fJZyIs',
      },
      {
        title: 'A simple walima without extravagance',
        title_hindi: 'फ़िज़ूलख़र्ची के बिना सादा वलीमा',
        youtube_code: '3mvNuBNqYb8',
      },
      {
        title: 'Whom to invite: remembering the poor',
        title_hindi: 'किसे बुलाएँ: ग़रीबों को न भूलें',
        youtube_code: 'es2bsh_xrcA',
      },
    ],
  },
  {
    name: 'Istikhara',
    videos: [
      {
        title: 'How to pray salat al-istikhara',
        title_hindi: 'इस्तिख़ारे की नमाज़ कैसे पढ़ें',
        youtube_code: 'WvuhmkYrphk',
      },
      {
        title: 'The dua of istikhara and its meaning',
        title_hindi: 'इस्तिख़ारे की दुआ और उसका मतलब',
        youtube_code: '5eOabpZ-x_4',
      },
      {
        title: 'Common misconceptions about istikhara',
        title_hindi: 'इस्तिख़ारे के बारे में आम ग़लतफ़हमियाँ',
        youtube_code: '10kZRMCYxK8',
      },
      {
        title: 'Istikhara and mashwara: prayer and good advice together',
        title_hindi: 'इस्तिख़ारा और मशवरा: दुआ के साथ अच्छी सलाह',
        youtube_code: 'r9hDRBMiOUo',
      },
    ],
  },
  {
    name: 'Talking before Nikah',
    videos: [
      {
        title: 'Meeting a proposed spouse: the Islamic etiquette',
        title_hindi: 'रिश्ते के लिए मुलाक़ात: इस्लामी आदाब',
        youtube_code: 'D9mAuAdEFJQ',
      },
      {
        title: 'Important questions to ask before nikah',
        title_hindi: 'निकाह से पहले पूछे जाने वाले अहम सवाल',
        youtube_code: 'FFrjSaKUCBs',
      },
      {
        title: 'Keeping conversations halal and purposeful',
        title_hindi: 'बातचीत को हलाल और बामक़सद रखें',
        youtube_code: 'wi1HXlN5sMI',
      },
      {
        title: 'Phone and chat: limits and safety',
        title_hindi: 'फ़ोन और चैट: हदें और एहतियात',
        youtube_code: 'dXp84EPUHso',
      },
    ],
  },
  {
    name: 'Parents’ role',
    videos: [
      {
        title: 'The role of parents in choosing a spouse',
        title_hindi: 'जीवनसाथी चुनने में माँ-बाप का किरदार',
        youtube_code: 'QNamLgZVHDs',
      },
      {
        title: 'The consent of sons and daughters in nikah',
        title_hindi: 'निकाह में बेटे और बेटी की रज़ामंदी',
        youtube_code: '73sZkAnYgFc',
      },
      {
        title: 'Saying no to dowry and costly weddings',
        title_hindi: 'दहेज और महँगी शादियों को ना कहें',
        youtube_code: 'Kfg3uKQLb4s',
      },
      {
        title: 'When parents and children disagree',
        title_hindi: 'जब माँ-बाप और बच्चों की राय अलग हो',
        youtube_code: 'o4eIn-dAURw',
      },
      {
        title: 'Supporting the new couple after marriage',
        title_hindi: 'शादी के बाद नए जोड़े का साथ कैसे दें',
        youtube_code: 'zcKIP7NxO48',
      },
    ],
  },
];

export const SUCCESS_STORIES: SuccessStorySeed[] = [
  {
    name: 'Ayesha & Imran',
    short_description: 'Met on Rishta and married in a simple nikah in Lucknow.',
    description:
      'Ayesha’s father created her profile, and Imran’s mother sent the first proposal. The two families met twice over tea in Lucknow before Ayesha and Imran agreed. Their nikah was held at the local masjid with a small walima for close family, exactly as they had hoped.',
    youtube_code: 'arGMKdkzHpM',
  },
  {
    name: 'Sana & Faizan',
    short_description: 'Two Hyderabad families who found each other in a week.',
    description:
      'Sana, a teacher, and Faizan, a software engineer, both lived in Hyderabad but had never crossed paths. Their families connected through a proposal on Rishta and checked everything in person. Within a few months they were married, and they now tell friends to always involve their parents from day one.',
    youtube_code: 'Ka3IsFi2fmo',
  },
  {
    name: 'Zainab & Arif',
    short_description: 'An NRI proposal from Dubai, checked carefully by family in Mumbai.',
    description:
      'Arif works in Dubai, and his family in Mumbai was looking for a match for him. Zainab’s brothers asked questions, met Arif’s parents and verified his job before saying yes. They had a dowry-free nikah in Mumbai, and Zainab joined Arif after her visa came through.',
    youtube_code: 'o9JqTLC0ghY',
  },
  {
    name: 'Rukhsar & Adil',
    short_description: 'A second chance at happiness in Kolkata.',
    description:
      'Rukhsar was widowed young and had almost given up on remarriage. Adil, a divorced shopkeeper from Kolkata, read her honest profile and sent a respectful proposal. Both families met with an elder from the mohalla, and they were married within the year.',
    youtube_code: 'LMFju74I1BY',
  },
  {
    name: 'Mehreen & Tabrez',
    short_description: 'Verified profiles gave both families confidence in Bengaluru.',
    description:
      'Mehreen’s parents would only consider verified profiles, and Tabrez had uploaded his ID on the first day. After istikhara and two family visits in Bengaluru, everyone felt at peace with the match. Their wedding had a simple nikah and a walima to which the neighbourhood was invited.',
    youtube_code: 'twGh6lkHL7E',
  },
  {
    name: 'Nikhat & Sohail',
    short_description: 'From a proposal in Bhopal to a happy home.',
    description:
      'Nikhat’s mother shortlisted Sohail’s profile for his honesty about his modest income and his big plans. The families met in Bhopal and agreed on a small nikah with mahr paid on the day. Nikhat says the free service meant they spent their savings on starting their home instead.',
    youtube_code: 'PFuyI6zMDY0',
  },
];

export const BLOGS: BlogSeed[] = [
  {
    title: 'The simple nikah movement: why more families choose the masjid',
    link: 'https://rishta.in/news/simple-nikah-movement',
    description:
      'Across India, families are holding the nikah in the local masjid and keeping the walima small. We look at what this saves, and why scholars say it is closer to the sunnah.',
    imageHue: 152,
  },
  {
    title: 'Dowry-free marriages: communities taking a stand',
    link: 'https://rishta.in/news/dowry-free-marriages',
    description:
      'Dowry is against the law and against the spirit of Islam, yet the pressure remains. Here is how families, jamaats and young people are refusing it, and how you can too.',
    imageHue: 12,
  },
  {
    title: 'Beware of fake brokers asking for money',
    link: 'https://rishta.in/news/fake-broker-fraud-warning',
    description:
      'Rishta is 100% free. Some people call families claiming to be from Rishta and ask for a “registration fee” or “verification charge”. Do not pay: report them instead.',
    imageHue: 0,
  },
  {
    title: 'How to spot a fake profile in five minutes',
    link: 'https://rishta.in/news/spot-fake-profiles',
    description:
      'Stolen photos, stories that do not add up, sudden requests for money or gifts: simple checks that help you recognise a fake profile before anyone gets hurt.',
    imageHue: 210,
  },
  {
    title: 'Registering your nikah: why the marriage certificate matters',
    link: 'https://rishta.in/news/nikah-registration',
    description:
      'A nikahnama from the qazi is important, but so is registering the marriage with the state. It helps with passports, visas, property and the wife’s rights.',
    imageHue: 45,
  },
  {
    title: 'NRI proposals: checks every family should do',
    link: 'https://rishta.in/news/nri-proposal-checks',
    description:
      'A proposal from abroad can be a blessing, but verify the job, the visa status and the family before agreeing. A practical checklist for parents.',
    imageHue: 265,
  },
  {
    title: 'Mahr is the bride’s right, not a formality',
    link: 'https://rishta.in/news/mahr-brides-right',
    description:
      'Mahr belongs to the bride alone. Why the amount should be agreed honestly and paid on time, and what the difference between prompt and deferred mahr means.',
    imageHue: 320,
  },
  {
    title: 'Remarriage for divorced and widowed women: breaking the stigma',
    link: 'https://rishta.in/news/remarriage-without-stigma',
    description:
      'Remarriage is encouraged in Islam, yet divorced and widowed women often face silence and judgement. Families share how they found a second chance at happiness.',
    imageHue: 180,
  },
];

export const HEADER_MESSAGES: string[] = [
  'Rishta is 100% free. Never pay anyone for a proposal.',
  'Brokers and agents are not allowed on Rishta. Report any profile that asks you for money.',
  'Verify your profile with an ID document to build trust with other families.',
];

export const BOOKS: BookSeed[] = [
  // English
  {
    title: 'The Etiquette of Marriage',
    work: 'etiquette-of-marriage',
    author: 'Imam Abu Hamid al-Ghazali',
    language: 'english',
    summary:
      'The book on marriage from al-Ghazali’s Revival of the Religious Sciences (Ihya’ Ulum al-Din). It weighs the benefits and burdens of marriage, describes the qualities to look for in a spouse and sets out the manners of married life, from the wedding to the rights of husband and wife.',
  },
  {
    title: 'The Book of Marriage (Kitab al-Nikah) from Sahih Muslim',
    work: 'kitab-al-nikah',
    author: 'Imam Muslim ibn al-Hajjaj',
    language: 'english',
    summary:
      'The chapter of Sahih Muslim that gathers the hadith on marriage. It covers the encouragement to marry, seeing the proposed spouse, the consent of the bride, mahr and the walima, and is a primary source for the rules of nikah.',
  },
  {
    title: 'Riyad as-Salihin (The Gardens of the Righteous)',
    work: 'riyad-as-salihin',
    author: 'Imam Yahya ibn Sharaf an-Nawawi',
    language: 'english',
    summary:
      'A classical collection of hadith arranged by theme. Its chapters on treating one’s wife well, the rights of the husband, kindness to parents and keeping family ties make it a practical guide to family life.',
  },
  {
    title: 'Al-Adab al-Mufrad (A Code for Everyday Living)',
    work: 'al-adab-al-mufrad',
    author: 'Imam Muhammad ibn Isma’il al-Bukhari',
    language: 'english',
    summary:
      'Imam al-Bukhari’s collection of hadith on manners and character. It begins with duties to parents and relatives and goes on to neighbours, children, speech and the everyday conduct that makes a peaceful home.',
  },
  {
    title: 'Heavenly Ornaments (Bahishti Zewar)',
    work: 'bahishti-zewar',
    author: 'Maulana Ashraf Ali Thanwi',
    language: 'english',
    summary:
      'A much-loved guide to belief, worship and daily life, first written in Urdu for the education of women. Its sections on nikah, mahr, the rights of spouses and household matters have guided generations of families in South Asia.',
  },
  // Urdu
  {
    title: 'بہشتی زیور',
    work: 'bahishti-zewar',
    author: 'مولانا اشرف علی تھانوی',
    language: 'urdu',
    summary:
      'عقائد، عبادات اور روزمرہ زندگی کے مسائل پر برصغیر کی مقبول ترین کتابوں میں سے ایک۔ اس میں نکاح، مہر، میاں بیوی کے حقوق اور گھریلو معاملات کے احکام آسان زبان میں بیان کیے گئے ہیں۔',
  },
  {
    title: 'آدابِ نکاح',
    work: 'etiquette-of-marriage',
    author: 'امام ابو حامد غزالی',
    language: 'urdu',
    summary:
      'احیاء علوم الدین کا وہ حصہ جو نکاح کے آداب سے متعلق ہے۔ اس میں نکاح کے فائدے اور ذمہ داریاں، رشتے کے انتخاب میں دیکھنے کی باتیں اور ازدواجی زندگی کے آداب بیان کیے گئے ہیں۔',
  },
  {
    title: 'ریاض الصالحین',
    work: 'riyad-as-salihin',
    author: 'امام یحییٰ بن شرف نووی',
    language: 'urdu',
    summary:
      'موضوعات کے لحاظ سے ترتیب دیا گیا احادیث کا مشہور مجموعہ۔ بیوی کے ساتھ حسنِ سلوک، شوہر کے حقوق، والدین کی خدمت اور صلہ رحمی کے ابواب خاندانی زندگی کے لیے بہترین رہنمائی فراہم کرتے ہیں۔',
  },
  {
    title: 'الادب المفرد',
    work: 'al-adab-al-mufrad',
    author: 'امام محمد بن اسماعیل بخاری',
    language: 'urdu',
    summary:
      'اخلاق و آداب سے متعلق احادیث کا مجموعہ جسے امام بخاری نے مرتب کیا۔ اس کی ابتدا والدین اور رشتہ داروں کے حقوق سے ہوتی ہے، اور اس میں پڑوسیوں، اولاد اور روزمرہ برتاؤ کے آداب شامل ہیں۔',
  },
  {
    title: 'کتاب النکاح (صحیح مسلم)',
    work: 'kitab-al-nikah',
    author: 'امام مسلم بن حجاج',
    language: 'urdu',
    summary:
      'صحیح مسلم کا وہ باب جس میں نکاح سے متعلق احادیث جمع کی گئی ہیں۔ اس میں نکاح کی ترغیب، رشتہ دیکھنے، لڑکی کی رضامندی، مہر اور ولیمہ جیسے موضوعات شامل ہیں۔',
  },
  // Hindi
  {
    title: 'बहिश्ती ज़ेवर',
    work: 'bahishti-zewar',
    author: 'मौलाना अशरफ़ अली थानवी',
    language: 'hindi',
    summary:
      'अक़ीदों, इबादतों और रोज़मर्रा की ज़िंदगी के मसलों पर बर्रे-सग़ीर की सबसे मशहूर किताबों में से एक। इसमें निकाह, महर, मियाँ-बीवी के हक़ और घरेलू मामलों के अहकाम आसान ज़बान में बताए गए हैं।',
  },
  {
    title: 'निकाह के आदाब',
    work: 'etiquette-of-marriage',
    author: 'इमाम अबू हामिद ग़ज़ाली',
    language: 'hindi',
    summary:
      'इहया-उल-उलूम का वह हिस्सा जो निकाह के आदाब से जुड़ा है। इसमें निकाह के फ़ायदे और ज़िम्मेदारियाँ, रिश्ता चुनते समय देखने की बातें और शादीशुदा ज़िंदगी के आदाब बयान किए गए हैं।',
  },
  {
    title: 'रियाज़ुस्सालिहीन',
    work: 'riyad-as-salihin',
    author: 'इमाम यहया बिन शरफ़ नववी',
    language: 'hindi',
    summary:
      'विषयों के हिसाब से तरतीब दिया गया हदीसों का मशहूर संग्रह। बीवी के साथ अच्छा बर्ताव, शौहर के हक़, माँ-बाप की ख़िदमत और रिश्तेदारी निभाने के अध्याय पारिवारिक ज़िंदगी के लिए बेहतरीन रहनुमाई देते हैं।',
  },
  {
    title: 'किताबुन्निकाह (सहीह मुस्लिम)',
    work: 'kitab-al-nikah',
    author: 'इमाम मुस्लिम बिन हज्जाज',
    language: 'hindi',
    summary:
      'सहीह मुस्लिम का वह अध्याय जिसमें निकाह से जुड़ी हदीसें जमा की गई हैं। इसमें निकाह की तरग़ीब, रिश्ता देखने, लड़की की रज़ामंदी, महर और वलीमे जैसे विषय शामिल हैं।',
  },
  {
    title: 'अल-अदब अल-मुफ़रद',
    work: 'al-adab-al-mufrad',
    author: 'इमाम मुहम्मद बिन इस्माईल बुख़ारी',
    language: 'hindi',
    summary:
      'अख़लाक़ और आदाब से जुड़ी हदीसों का संग्रह, जिसे इमाम बुख़ारी ने तैयार किया। इसकी शुरुआत माँ-बाप और रिश्तेदारों के हक़ से होती है, और इसमें पड़ोसियों, औलाद और रोज़मर्रा के बर्ताव के आदाब शामिल हैं।',
  },
];

export const CHAT_GROUPS: ChatGroupSeed[] = [
  {
    group_name: 'General Discussion',
    description:
      'Introduce yourself and talk respectfully about anything related to finding a spouse on Rishta.',
    welcome:
      'Assalamu alaikum and welcome! Please keep every message respectful and read the guidelines before you post.',
  },
  {
    group_name: 'Marriage Guidance',
    description:
      'Questions about nikah, mahr, walima and married life, answered by the community. For fatwas, please ask a qualified scholar.',
    welcome:
      'Welcome! Ask about nikah, mahr and married life here. For a fatwa, please ask a qualified scholar.',
  },
  {
    group_name: 'Parents’ Corner',
    description:
      'For mothers, fathers and guardians searching on behalf of their children: share experiences and advice.',
    welcome:
      'Welcome, parents and guardians! Share what helped your family, and never post phone numbers here.',
  },
  {
    group_name: 'NRI Families',
    description:
      'For Indian families living abroad: proposals across countries, visas, travel for the nikah and verifying NRI profiles.',
    welcome: 'Welcome to families abroad! Ask about visas, travel for the nikah and checking NRI profiles.',
  },
  {
    group_name: 'Verification Help',
    description:
      'Help with uploading your ID document and getting your profile verified. Never post your ID or phone number in the group.',
    welcome:
      'Welcome! Ask here if your ID upload is stuck. Never post your ID document or phone number in the group.',
  },
];

/**
 * Each work's description in English (issue 30): the base text of every edition's description,
 * which each language's file translates (content-translations/). It is the English edition's summary.
 */
export const BOOK_DESCRIPTIONS = Object.fromEntries(
  BOOKS.filter((book) => book.language === 'english').map((book) => [book.work, book.summary]),
) as Record<BookWork, string>;
