/**
 * A customer's service list the size of a real shop's (no schema import, so the bench can use
 * it too; it has the shape of GET /services' entries).
 */
export interface GeneratedService {
  id: number;
  price: number;
  service: { id: number; name: string };
  category: { id: number; name: string };
  description: string;
  delivery_time: string;
  fields: never[];
}

const BRANDS = [
  'Alcatel',
  'Apple iPhone',
  'Google Pixel',
  'Huawei',
  'LG',
  'Motorola',
  'Nokia',
  'OnePlus',
  'Oppo',
  'Samsung',
  'Sony Xperia',
  'Xiaomi',
  'ZTE',
  'Server credits',
];

const KINDS = [
  'Network Unlock',
  'FRP Removal',
  'Clean Unlock',
  'Premium Unlock',
  'Carrier Check',
  'Blacklist Check',
  'iCloud Status',
  'Bootloader Code',
];

/**
 * A trade-size catalogue: `count` services across 14 categories, every name different, prices
 * from $0.50 to $120 (made the same way each time, for the stories and the bench).
 */
export const largeCatalogue = (count = 2000): GeneratedService[] =>
  Array.from({ length: count }, (_, index) => {
    const brand = BRANDS[index % BRANDS.length] as string;
    const kind = KINDS[Math.floor(index / BRANDS.length) % KINDS.length] as string;
    const model = Math.floor(index / (BRANDS.length * KINDS.length)) + 1;
    const price = 0.5 + ((index * 37) % 1195) / 10;
    const id = 1000 + index;
    return {
      id,
      price: Math.round(price * 100) / 100,
      service: { id, name: `${brand} ${kind} · model ${model}` },
      category: { id: 100 + (index % BRANDS.length), name: brand },
      description: '',
      delivery_time: `${1 + (index % 48)} hours`,
      fields: [],
    };
  });
