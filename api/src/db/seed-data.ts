/**
 * The fixed part of the seed: people, clients, brands and reference lists with explicit ids,
 * so that tests, the e2e suite and later issues can rely on them (see api/README.md).
 */

export const DEMO_PASSWORD = 'demo1234';

export type SeedUser = {
  id: number;
  name: string;
  email: string;
  /** Users-administration role: 2 PM, 3 client PM, 4 developer, 6 IT. */
  role: 2 | 3 | 4 | 6;
  sex: 'male' | 'female';
  isLimitedPm?: boolean;
  disabled?: boolean;
  hasApproval?: boolean;
};

/** The documented demo accounts (password demo1234). */
export const DEMO_USERS = {
  pm: { id: 1, name: 'Paula Martin', email: 'pm@agency.test', role: 2, sex: 'female' },
  dev: { id: 2, name: 'Daniel Evans', email: 'dev@agency.test', role: 4, sex: 'male', hasApproval: true },
  dev2: { id: 3, name: 'Diana Ionescu', email: 'dev2@agency.test', role: 4, sex: 'female' },
  limited: { id: 4, name: 'Laura Lindqvist', email: 'limited@agency.test', role: 3, sex: 'female', isLimitedPm: true },
  it: { id: 5, name: 'Ivan Toma', email: 'it@agency.test', role: 6, sex: 'male' },
  clientPm: { id: 6, name: 'Claire Porter', email: 'clientpm@agency.test', role: 3, sex: 'female' },
} as const satisfies Record<string, SeedUser>;

const person = (id: number, name: string, role: SeedUser['role'], sex: SeedUser['sex'], extra: Partial<SeedUser> = {}): SeedUser => ({
  id,
  name,
  email: `${name.toLowerCase().replace(/[^a-z]+/g, '.')}@agency.test`,
  role,
  sex,
  ...extra,
});

export const SEED_USERS: SeedUser[] = [
  ...Object.values(DEMO_USERS),
  person(7, 'Mark Stone', 2, 'male'),
  person(8, 'Elena Popescu', 2, 'female'),
  person(9, 'Tom Becker', 2, 'male', { disabled: true }),
  person(10, 'Sofia Rossi', 4, 'female', { hasApproval: true }),
  person(11, 'Andrei Marin', 4, 'male'),
  person(12, 'Julia Novak', 4, 'female'),
  person(13, 'Peter Walsh', 4, 'male', { disabled: true }),
  person(14, 'Nina Horvat', 4, 'female'),
  // 15, 198 and 294 are the only owners a limited project manager may choose (document 1, section 9).
  person(15, 'Oliver Grant', 2, 'male'),
  person(16, 'Hannah Weber', 3, 'female'),
  person(17, 'George Adams', 3, 'male'),
  person(18, 'Maria Garcia', 3, 'female', { disabled: true }),
  person(19, 'Lucas Silva', 3, 'male'),
  person(20, 'Emma Brown', 4, 'female'),
  person(21, 'Radu Ene', 4, 'male'),
  person(22, 'Chloe Dubois', 4, 'female'),
  person(23, 'Victor Dumitru', 6, 'male'),
  person(24, 'Alice Kim', 6, 'female', { disabled: true }),
  person(25, 'Samuel Cohen', 2, 'male'),
  person(26, 'Ioana Stan', 4, 'female'),
  person(27, 'Felix Braun', 4, 'male'),
  person(28, 'Zoe Clark', 3, 'female'),
  person(29, 'Mihai Pop', 4, 'male', { disabled: true }),
  person(30, 'Grace Lee', 2, 'female'),
  person(31, 'Noah Fischer', 3, 'male', { isLimitedPm: true }),
  person(198, 'Ethan Wright', 4, 'male'),
  person(294, 'Sara Nilsson', 2, 'female'),
];

export const LIMITED_PM_OWNER_IDS = [15, 198, 294];

/** Clients 1-6 carry the marker text "Hogarth" that limits a limited PM's client list. */
export const SEED_CLIENTS: { id: number; name: string; disabled?: boolean }[] = [
  'Hogarth Worldwide',
  'Hogarth Studios Bucharest',
  'Hogarth Nike Hub',
  'Hogarth Unilever Team',
  'Hogarth Digital Shop',
  'Hogarth Ford Studio',
  'Acme Retail',
  'Blue River Foods',
  'Nordic Telecom',
  'Sunrise Pharma',
  'Urban Motors',
  'Green Valley Dairy',
  'Atlas Insurance',
  'Pixel Games',
  'Maple Bank',
  'Orion Airlines',
  'Vertex Energy',
  'Coral Cosmetics',
  'Summit Outdoor',
  'Lumen Electronics',
  'Harbor Logistics',
  'Crescent Hotels',
  'Falcon Sports',
  'Silverline Fashion',
  'Evergreen Publishing',
].map((name, i) => ({ id: i + 1, name, ...(i >= 23 ? { disabled: true } : {}) }));

export const HOGARTH_CLIENT_IDS = SEED_CLIENTS.filter((c) => c.name.includes('Hogarth')).map((c) => c.id);

/** Business units 1-3 carry the marker text "Hogarth" that limits a limited PM's brand list. */
export const SEED_BUSINESS_UNITS: { id: number; name: string; type: string; showOnProject: boolean }[] = [
  { id: 1, name: 'Hogarth Production', type: 'Production', showOnProject: true },
  { id: 2, name: 'Hogarth Digital', type: 'Digital', showOnProject: true },
  { id: 3, name: 'Hogarth Localisation', type: 'Production', showOnProject: true },
  { id: 4, name: 'Creative Studio', type: 'Creative', showOnProject: true },
  { id: 5, name: 'Web Development', type: 'Digital', showOnProject: true },
  { id: 6, name: 'Mobile Apps', type: 'Digital', showOnProject: true },
  { id: 7, name: 'Motion Design', type: 'Creative', showOnProject: true },
  { id: 8, name: 'CGI and 3D', type: 'Creative', showOnProject: true },
  { id: 9, name: 'Print and Packaging', type: 'Production', showOnProject: false },
  { id: 10, name: 'Social Media', type: 'Digital', showOnProject: true },
];

const BRAND_NAMES = [
  'Nike',
  'Adidas',
  'Puma',
  'Dove',
  'Axe',
  'Lipton',
  'Knorr',
  'Ford',
  'Volvo',
  'Heineken',
  'Coca-Cola',
  'Fanta',
  'Sprite',
  'Nestle',
  'Nescafe',
  'KitKat',
  "L'Oreal",
  'Garnier',
  'Maybelline',
  'Samsung',
  'Philips',
  'Sony',
  'Lego',
  'Mattel',
  'IKEA',
  'H&M',
  'Zara',
  'Shell',
  'Volkswagen',
  'Visa',
  'Mastercard',
  'Spotify',
  'Netflix',
  'Airbnb',
  'Uber',
  'Pepsi',
  "Lay's",
  'Red Bull',
  'Colgate',
  'Gillette',
];

export const SEED_BRANDS: { id: number; name: string; businessUnitIds: number[] }[] = BRAND_NAMES.map((name, i) => {
  const id = i + 1;
  // Every third brand has a Hogarth unit; the others spread over the remaining units.
  const units = new Set<number>();
  if (i % 3 === 0) units.add(i % 9 === 0 ? 1 : i % 2 === 0 ? 2 : 3);
  units.add(4 + (i % 7));
  if (i % 4 === 1) units.add(4 + ((i + 3) % 7));
  return { id, name, businessUnitIds: [...units].sort((a, b) => a - b) };
});

export const HOGARTH_BRAND_IDS = SEED_BRANDS.filter((b) => b.businessUnitIds.some((u) => u <= 3)).map((b) => b.id);

/** Ids 1, 2, 3, 5 as the portal and document 2 know them (there is no 4). */
export const SEED_STATUSES = [
  { id: 1, name: 'Pending' },
  { id: 2, name: 'WIP' },
  { id: 3, name: 'Closed' },
  { id: 5, name: 'Cancelled' },
];

export const SEED_TYPES = [
  { id: 1, name: 'Fixed price' },
  { id: 2, name: 'Time and material' },
  { id: 3, name: 'Retainer' },
];

export const SEED_CATEGORIES: { id: number; title: string }[] = [
  'Website',
  'Mobile app',
  'Banner campaign',
  'Video production',
  'Social media',
  'Print',
  'Packaging',
  'Email marketing',
  'E-commerce',
  'CGI',
  'Localisation',
  'Motion graphics',
  'Photography',
  'Events',
  'Strategy',
  'Maintenance',
  'Digital production',
  'Content creation',
  'Research',
  'Internal',
].map((title, i) => ({ id: i + 1, title }));

export const PROJECT_THEMES = [
  'Summer',
  'Winter',
  'Spring',
  'Holiday',
  'Back to School',
  'Launch',
  'Relaunch',
  'Loyalty',
  'Global',
  'Regional',
  'Q1',
  'Q2',
  'Q3',
  'Q4',
  'Always-on',
  'Anniversary',
  'Flagship',
  'Green',
  'Premium',
  'Youth',
];

export const PROJECT_DELIVERABLES = [
  'Website Refresh',
  'Landing Page',
  'Banner Set',
  'Video Spot',
  'Social Kit',
  'Print Ads',
  'Packaging Update',
  'Newsletter',
  'Online Shop',
  'Product Renders',
  'Localisation',
  'Motion Teaser',
  'Photo Shoot',
  'Event Microsite',
  'Campaign Strategy',
  'Maintenance',
  'Display Campaign',
  'Content Hub',
  'User Research',
  'Internal Tools',
];

export const CHILD_PHASES = ['Phase 2', 'Localisation', 'Extension', 'Adaptations', 'Additional Formats', 'Follow-up'];

/** Developers (users-administration role 4, enabled) who lead or work on projects. */
export const DEVELOPER_IDS = [2, 3, 10, 11, 12, 14, 20, 21, 22, 26, 27, 198];
/** Developers flagged as team leads (GET team-leads); dev2@ is not one. */
export const TEAMLEAD_IDS = [2, 10, 12, 20, 26];
/** Possible owners: role 2 or 4, enabled; project managers weigh more. */
export const OWNER_IDS = [1, 1, 7, 7, 8, 8, 15, 25, 30, 294, 2, 10, 11, 198];
/** Client-side PMs (role 3, enabled, not limited). */
export const CLIENT_PM_IDS = [6, 6, 16, 17, 19, 28];
/** Who edits projects in the activity stream. */
export const EDITOR_IDS = [1, 1, 7, 8, 15, 25, 30, 294];
