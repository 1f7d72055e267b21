// Demo data of issue 3: ~30 creators with varied attributes for the directory, CMS pages matching the
// footer menus, banners and token packages. Ages are relative to the seeding day.

export interface DemoCreator {
  username: string;
  name: string;
  gender: 'male' | 'female' | 'transgender';
  age: number;
  ethnicity: string;
  country: string;
  free: boolean;
  online?: boolean;
  featured?: boolean;
  monthly: number;
  bio: string;
}

const W = 'white';
const A = 'asian';
const L = 'latino';
const B = 'black or african america';

// [name, gender, age, ethnicity, country, free, monthly price, bio, flags]
type Row = [string, DemoCreator['gender'], number, string, string, boolean, number, string, string?];

const ROWS: Row[] = [
  [
    'Ava Martin',
    'female',
    24,
    W,
    'US',
    false,
    9.99,
    'Fitness coach sharing daily workouts and healthy recipes.',
    'online featured',
  ],
  [
    'Lukas Becker',
    'male',
    29,
    W,
    'DE',
    true,
    7.99,
    'Street photographer from Berlin. Behind-the-scenes of every shoot.',
    'online',
  ],
  [
    'Camille Dubois',
    'female',
    21,
    W,
    'FR',
    false,
    12.99,
    'Fashion student in Paris: outfits, sketches and studio days.',
  ],
  [
    'Amelia Clarke',
    'female',
    33,
    W,
    'GB',
    true,
    14.99,
    'Yoga teacher in London. Morning flows and breathing classes.',
  ],
  ['Beatriz Souza', 'female', 26, L, 'BR', false, 8.99, 'Dancer from Rio, samba tutorials every week.'],
  ['Yuki Tanaka', 'female', 19, A, 'JP', false, 5.99, 'Cosplay and illustration from Tokyo.', 'online'],
  [
    'Olivia Tremblay',
    'female',
    31,
    W,
    'CA',
    false,
    19.99,
    'Mountain guide and hiker: trails, gear and camp cooking.',
    'featured',
  ],
  [
    'Marcus Johnson',
    'male',
    36,
    B,
    'US',
    false,
    24.99,
    'Personal trainer. Strength programs and fitness Q&A.',
  ],
  ['Lena Schmidt', 'female', 42, W, 'DE', true, 6.99, 'Baker sharing sourdough secrets and cakes.'],
  ['Hugo Laurent', 'male', 23, W, 'FR', false, 9.49, 'Musician: piano covers and songwriting sessions.'],
  ['Riley Evans', 'transgender', 27, W, 'GB', true, 11.99, 'Makeup artist with weekly tutorials.', 'online'],
  [
    'Gabriel Costa',
    'male',
    38,
    L,
    'BR',
    false,
    15.99,
    'Surf instructor: waves, travel and fitness on the beach.',
  ],
  ['Haruto Sato', 'male', 45, A, 'JP', false, 17.99, 'Chef cooking traditional Japanese dishes at home.'],
  ['Chloe Nguyen', 'female', 22, A, 'CA', true, 4.99, 'Gamer and streamer, cozy games and chats.'],
  [
    'Isabella Garcia',
    'female',
    28,
    'hispanic',
    'US',
    false,
    13.99,
    'Travel vlogger visiting a new city every month.',
    'online',
  ],
  ['Jade Morel', 'transgender', 34, W, 'FR', false, 10.99, 'Painter: watercolour lessons and studio tours.'],
  ['Noah Williams', 'male', 48, W, 'GB', true, 8.49, 'Woodworker building furniture by hand.'],
  ['Valentina Lima', 'female', 55, L, 'BR', false, 9.99, 'Gardening tips from a lifelong plant lover.'],
  ['Mei Suzuki', 'female', 30, A, 'JP', true, 7.49, 'Calligraphy and tea ceremony.'],
  ['Ethan Roy', 'male', 20, W, 'CA', false, 5.49, 'Skateboarder filming tricks and fails.'],
  [
    'Kai Kealoha',
    'male',
    37,
    'native hawaiian or other pacific islander',
    'US',
    true,
    12.49,
    'Ocean lover: paddling, fishing and island life.',
    'online',
  ],
  ['Nina Weber', 'female', 25, W, 'DE', false, 16.99, 'Model and photographer, editorial shoots.'],
  ['Sasha Blake', 'transgender', 41, B, 'GB', false, 18.99, 'DJ and producer: mixes, sets and studio time.'],
  ['Luna Alves', 'female', 18, L, 'BR', true, 3.99, 'Student sharing study vlogs and art.'],
  ['Aiko Yamamoto', 'female', 44, A, 'JP', false, 21.99, 'Pilates instructor with guided sessions.'],
  [
    'Dakota Whitehorse',
    'female',
    32,
    'american indian or alaska native',
    'CA',
    true,
    9.29,
    'Beadwork artist and storyteller.',
  ],
  ['Grace Lee', 'female', 47, A, 'US', false, 14.49, 'Wine tasting notes and food pairing.'],
  ['Elena Fischer', 'female', 52, W, 'DE', true, 6.49, 'Retired dancer teaching ballet basics.', 'online'],
  ['Manon Petit', 'female', 35, W, 'FR', false, 11.49, 'Pastry chef: macarons, tarts and croissants.'],
  ['Oliver Smith', 'male', 39, W, 'GB', false, 29.99, 'Comedian writing sketches and stand-up clips.'],
];

export const DEMO_CREATORS: DemoCreator[] = ROWS.map(
  ([name, gender, age, ethnicity, country, free, monthly, bio, flags = ''], i) => ({
    username: `creator-${String(i + 1).padStart(2, '0')}`,
    name,
    gender,
    age,
    ethnicity,
    country,
    free,
    monthly,
    bio,
    online: flags.includes('online'),
    featured: flags.includes('featured'),
  }),
);

/** A suspended creator (status inactive): its profile answers 403 "This account is suspended". */
export const SUSPENDED_CREATOR = {
  username: 'suspended-creator',
  name: 'Suspended Creator',
  email: 'suspended-creator@example.com',
};

const page = (title: string, body: string) =>
  `<h2>${title}</h2>\n${body}\n<p>Questions? Write to us through the <a href="/contact">contact form</a>.</p>`;

export const DEMO_PAGES = [
  {
    slug: 'help',
    title: 'Help',
    shortDescription: 'How subscriptions, follows and messages work.',
    content: page(
      'Help center',
      '<p>Follow creators for free, subscribe to see their full content, and message them directly.</p>\n<ul><li>Subscriptions renew monthly or yearly.</li><li>Free trials are offered once per creator.</li><li>You can cancel any time from your subscriptions page.</li></ul>',
    ),
  },
  {
    slug: 'terms',
    title: 'Terms of service',
    shortDescription: 'The rules for using the platform.',
    content: page(
      'Terms of service',
      '<p>You must be 18 or older to use this site. Creators own their content; fans may not redistribute it.</p>\n<p>Payments are final except where the law says otherwise.</p>',
    ),
  },
  {
    slug: 'privacy',
    title: 'Privacy policy',
    shortDescription: 'What we store and why.',
    content: page(
      'Privacy policy',
      '<p>We store your account details, subscriptions and messages to run the service. We never sell personal data.</p>\n<p>Creators never see your email address.</p>',
    ),
  },
];

export const DEMO_BANNERS = [
  {
    title: 'Discover new creators',
    description: 'Hundreds of creators, one subscription away.',
    link: '/creator',
    position: 'top' as const,
    ordering: 1,
    colors: ['#ff6a88', '#6a5cff'],
  },
  {
    title: 'Go live tonight',
    description: 'Your subscribers hear about it the moment you start.',
    link: '/creator/live',
    position: 'top' as const,
    audience: 'creators' as const,
    ordering: 2,
    colors: ['#11998e', '#38ef7d'],
  },
  {
    title: 'Top up your wallet',
    description: 'Tip and unlock content in one tap.',
    link: '/wallet',
    position: 'right' as const,
    ordering: 3,
    colors: ['#f7971e', '#ffd200'],
  },
];

export const DEMO_TOKEN_PACKAGES = [
  {
    name: 'Starter',
    description: '10 tokens to try tips and unlocks.',
    ordering: 1,
    priceCents: 999,
    tokens: 10,
  },
  { name: 'Popular', description: '55 tokens: 10 % bonus.', ordering: 2, priceCents: 4999, tokens: 55 },
  { name: 'Best value', description: '120 tokens: 20 % bonus.', ordering: 3, priceCents: 9999, tokens: 120 },
];
