import type { Database } from '../db/client.js';
import { categories, type ServiceFieldDefinition, services } from '../db/schema.js';

/**
 * A catalogue the size real shops list (2,000 services over 40 categories by default), with the
 * names the trade uses ("Samsung USA T-Mobile – Network Unlock Code (All models)"), for the order
 * form's picker, its end-to-end test and the benches. Deterministic: the same count gives the
 * same catalogue. Only the Samsung categories hold names with "Samsung" in them.
 */

const CATEGORIES = [
  ['Samsung USA', 'Samsung', ['T-Mobile', 'AT&T', 'Verizon', 'Sprint', 'Cricket', 'MetroPCS']],
  ['Samsung Europe', 'Samsung', ['Vodafone', 'Orange', 'O2', 'EE', 'Three', 'Movistar']],
  ['Samsung Latin America', 'Samsung', ['Claro', 'Telcel', 'Tigo', 'Movistar', 'Entel']],
  ['iPhone USA', 'iPhone', ['AT&T', 'T-Mobile', 'Verizon', 'Sprint', 'Cricket', 'Boost']],
  ['iPhone Europe', 'iPhone', ['Vodafone', 'Orange', 'O2', 'EE', 'Telekom', 'SFR']],
  ['iPhone Japan', 'iPhone', ['Docomo', 'SoftBank', 'au KDDI', 'Rakuten']],
  ['iPhone Latin America', 'iPhone', ['Claro', 'Telcel', 'Movistar', 'Tigo', 'Personal']],
  ['iCloud & Activation', 'iCloud', ['Clean', 'Lost mode', 'Erased', 'Open menu']],
  ['Huawei', 'Huawei', ['Worldwide', 'Europe', 'Asia', 'Middle East']],
  ['Honor', 'Honor', ['Worldwide', 'Europe', 'China']],
  ['Xiaomi', 'Xiaomi', ['Mi Account', 'Global', 'China', 'India']],
  ['Redmi & POCO', 'Redmi', ['Global', 'India', 'Europe']],
  ['Motorola', 'Motorola', ['USA', 'Latin America', 'Europe', 'Worldwide']],
  ['LG', 'LG', ['USA', 'Canada', 'Europe', 'Worldwide']],
  ['Nokia', 'Nokia', ['Worldwide', 'Europe', 'USA']],
  ['Sony Xperia', 'Sony', ['Worldwide', 'Europe', 'Japan']],
  ['Google Pixel', 'Pixel', ['Verizon', 'T-Mobile', 'AT&T', 'Worldwide']],
  ['OnePlus', 'OnePlus', ['T-Mobile', 'Worldwide', 'India']],
  ['Oppo', 'Oppo', ['Worldwide', 'Asia', 'Europe']],
  ['Vivo', 'Vivo', ['Worldwide', 'India', 'Asia']],
  ['Realme', 'Realme', ['Worldwide', 'India', 'Europe']],
  ['ZTE', 'ZTE', ['Worldwide', 'USA', 'Latin America']],
  ['Alcatel', 'Alcatel', ['Worldwide', 'USA', 'Europe']],
  ['HTC', 'HTC', ['Worldwide', 'USA', 'Europe']],
  ['BlackBerry', 'BlackBerry', ['Worldwide', 'USA', 'Canada']],
  ['Tecno & Infinix', 'Tecno', ['Africa', 'Asia', 'Worldwide']],
  ['Lenovo', 'Lenovo', ['Worldwide', 'China', 'Europe']],
  ['Asus', 'Asus', ['Worldwide', 'Europe', 'Asia']],
  ['TCL', 'TCL', ['Worldwide', 'USA', 'Europe']],
  ['Kyocera', 'Kyocera', ['USA', 'Japan', 'Worldwide']],
  ['Coolpad', 'Coolpad', ['USA', 'China', 'Worldwide']],
  ['Modem & Router', 'Router', ['Huawei', 'ZTE', 'Netgear', 'Alcatel']],
  ['Carrier Check', 'Carrier', ['USA', 'Europe', 'Worldwide']],
  ['IMEI Check', 'IMEI', ['Full report', 'Blacklist', 'Warranty', 'SIM-lock']],
  ['FRP & Google Lock', 'FRP', ['Android 12', 'Android 13', 'Android 14', 'Any version']],
  ['Remote Services', 'Remote', ['Windows tool', 'TeamViewer', 'AnyDesk']],
  ['Server Credits', 'Credits', ['Chimera', 'Octoplus', 'Z3X', 'EFT', 'UnlockTool']],
  ['Canada Carriers', 'Canada', ['Rogers', 'Bell', 'Telus', 'Fido', 'Freedom']],
  ['UK Carriers', 'UK', ['EE', 'O2', 'Vodafone', 'Three', 'Tesco']],
  ['Mexico Carriers', 'Mexico', ['Telcel', 'AT&T Mexico', 'Movistar', 'Unefon']],
] as const;

const KINDS = [
  'Network Unlock Code',
  'Premium Unlock',
  'Clean IMEI Unlock',
  'Express Unlock',
  'Blacklisted Unlock',
  'Factory Unlock',
  'Remote Unlock',
  'Status Check',
];
const RANGES = ['All models', 'Old models', 'New models', 'Flagships', 'Budget models', 'Tablets'];
const TIMES = ['Instant', '1-30 minutes', '1-24 hours', '1-3 days', '3-7 days', '7-14 days'];
const TIERS = ['none', 'clean', 'base', 'premium'] as const;

/** Every 25th service asks for the device's serial number. */
const SERIAL_FIELD: ServiceFieldDefinition = {
  name: 'serial_number',
  label: 'Serial number',
  type: 'text',
  required: false,
  pattern: '[A-Za-z0-9]{6,20}',
};

/** The catalogue of `count` services over `categoryCount` categories, in insert order. */
export function largeCatalogue(count = 2000, categoryCount = CATEGORIES.length) {
  const groups = CATEGORIES.slice(0, Math.max(1, Math.min(categoryCount, CATEGORIES.length)));
  return groups.map(([category, brand, networks], g) => {
    const size = Math.floor(count / groups.length) + (g < count % groups.length ? 1 : 0);
    return {
      category,
      services: Array.from({ length: size }, (_, i) => {
        const n = g * 7919 + i * 104729;
        const kind = KINDS[(g + i) % KINDS.length] ?? 'Unlock';
        const network = networks[i % networks.length] ?? '';
        const range = RANGES[Math.floor(i / networks.length) % RANGES.length] ?? '';
        const cents = 100 + (n % 9900);
        const time = TIMES[n % TIMES.length] ?? '';
        return {
          name: `${brand} ${network} – ${kind} (${range})${i >= networks.length * RANGES.length ? ` #${i + 1}` : ''}`,
          price: (cents / 100).toFixed(2),
          cost: ((cents * (30 + (n % 40))) / 10000).toFixed(2),
          tier: TIERS[n % TIERS.length] ?? 'none',
          deliveryTime: time,
          description: `${kind} for ${brand} devices from ${network}. Delivery: ${time.toLowerCase()}.`,
          fields: i % 25 === 0 ? [SERIAL_FIELD] : [],
        };
      }),
    };
  });
}

/** Inserts the catalogue in a few statements; answers how many services it added. */
export async function seedLargeCatalogue(
  db: Database,
  count = 2000,
  categoryCount = CATEGORIES.length,
): Promise<number> {
  let added = 0;
  await db.transaction(async (tx) => {
    for (const group of largeCatalogue(count, categoryCount)) {
      const [category] = await tx.insert(categories).values({ name: group.category }).returning();
      if (!category) throw new Error('category not created');
      if (group.services.length === 0) continue;
      await tx
        .insert(services)
        .values(group.services.map((service) => ({ ...service, categoryId: category.id })));
      added += group.services.length;
    }
  });
  return added;
}
