// Catalogue demo data: Dhaka zones, six modules, categories, ~34 stores, ~340 items, add-ons, campaigns,
// banners, coupons of all four types and a gazetteer. Deterministic (seeded PRNG, fixed dates), batch inserts.
import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import {
  addOns,
  banners,
  campaigns,
  categories,
  coupons,
  itemCampaigns,
  items,
  moduleZones,
  modules,
  places,
  storeSchedules,
  stores,
  zones,
  type ChoiceOption,
  type FoodVariation,
  type ItemVariation,
  type ModuleType,
  type StoreDiscount,
} from '../schema/catalogue.ts';
import type { SeedArea } from './areas.ts';
import { categoryTrees, type CategorySeed } from './catalogue/category-data.ts';
import { placeSeeds, zoneSeeds } from './catalogue/geo-data.ts';
import { itemTemplates, storeSeeds, type ItemTemplate, type StoreSeed } from './catalogue/item-data.ts';
import { translated } from './shared/translations.ts';

/** Module ids of the demo data (the rental area adds its providers as stores of module 6). */
export const DEMO_MODULE_IDS: Record<ModuleType, number> = {
  grocery: 1,
  pharmacy: 2,
  ecommerce: 3,
  food: 4,
  parcel: 5,
  rental: 6,
};

/** Date ranges used by discounts, campaigns and coupons. */
export const RUNNING = { start: '2025-01-01', end: '2035-12-31' } as const;
export const EXPIRED = { start: '2024-01-01', end: '2024-12-31' } as const;
export const UPCOMING = { start: '2036-01-01', end: '2036-12-31' } as const;

/** mulberry32: a small deterministic PRNG. */
export function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!,
    shuffle: <T>(list: readonly T[]) => {
      const out = [...list];
      for (let i = out.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [out[i], out[j]] = [out[j]!, out[i]!];
      }
      return out;
    },
  };
}

export const kebab = (s: string) =>
  s
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const money = (n: number) => Math.round(n * 100) / 100;
const day = (base: string, days: number, hours = 0) =>
  new Date(Date.parse(`${base}T06:00:00Z`) + days * 86_400_000 + hours * 3_600_000);

/** The six modules: names and descriptions in English, Arabic, Bengali and Spanish. */
export const moduleSeeds: {
  type: ModuleType;
  name: string;
  ar: string;
  bn: string;
  es: string;
  description: string;
  arDescription: string;
  bnDescription: string;
  esDescription: string;
}[] = [
  {
    type: 'grocery',
    name: 'Grocery',
    ar: 'البقالة',
    bn: 'মুদি বাজার',
    es: 'Supermercado',
    description: 'Fresh produce, dairy and daily essentials delivered in minutes.',
    arDescription: 'منتجات طازجة وألبان واحتياجات يومية تصلك في دقائق.',
    bnDescription: 'তাজা ফলমূল-শাকসবজি, দুধ-ডিম আর প্রতিদিনের দরকারি জিনিস, মিনিটেই পৌঁছে যায়।',
    esDescription: 'Frutas y verduras frescas, lácteos y lo básico del día a día, en tu puerta en minutos.',
  },
  {
    type: 'pharmacy',
    name: 'Pharmacy',
    ar: 'الصيدلية',
    bn: 'ফার্মেসি',
    es: 'Farmacia',
    description: 'Medicines, personal care and health devices from licensed pharmacies.',
    arDescription: 'أدوية ومستلزمات عناية شخصية وأجهزة صحية من صيدليات مرخصة.',
    bnDescription: 'লাইসেন্সপ্রাপ্ত ফার্মেসি থেকে ওষুধ, পার্সোনাল কেয়ার পণ্য আর স্বাস্থ্য সরঞ্জাম।',
    esDescription: 'Medicamentos, cuidado personal y aparatos de salud de farmacias autorizadas.',
  },
  {
    type: 'ecommerce',
    name: 'Shop',
    ar: 'المتجر',
    bn: 'কেনাকাটা',
    es: 'Tienda',
    description: 'Fashion, electronics and home goods from local shops.',
    arDescription: 'أزياء وإلكترونيات ومستلزمات منزلية من المتاجر المحلية.',
    bnDescription: 'স্থানীয় দোকান থেকে ফ্যাশন, ইলেকট্রনিক্স আর ঘরের জিনিসপত্র।',
    esDescription: 'Moda, electrónica y artículos para el hogar de las tiendas de tu zona.',
  },
  {
    type: 'food',
    name: 'Food',
    ar: 'الطعام',
    bn: 'খাবার',
    es: 'Comida',
    description: 'Restaurants near you: burgers, biryani, pizza and more.',
    arDescription: 'مطاعم بالقرب منك: برغر وبرياني وبيتزا والمزيد.',
    bnDescription: 'আপনার কাছের রেস্টুরেন্ট: বার্গার, বিরিয়ানি, পিৎজা আরও অনেক কিছু।',
    esDescription: 'Restaurantes cerca de ti: hamburguesas, biryani, pizza y mucho más.',
  },
  {
    type: 'parcel',
    name: 'Parcel',
    ar: 'الطرود',
    bn: 'পার্সেল',
    es: 'Paquetería',
    description: 'Send documents and packages across the city.',
    arDescription: 'أرسل المستندات والطرود في أنحاء المدينة.',
    bnDescription: 'শহরের যেকোনো জায়গায় ডকুমেন্ট আর পার্সেল পাঠান।',
    esDescription: 'Envía documentos y paquetes a cualquier punto de la ciudad.',
  },
  {
    type: 'rental',
    name: 'Rental',
    ar: 'تأجير السيارات',
    bn: 'গাড়ি ভাড়া',
    es: 'Alquiler de vehículos',
    description: 'Rent cars, bikes and vans by the hour or by distance.',
    arDescription: 'استأجر السيارات والدراجات والشاحنات بالساعة أو بالمسافة.',
    bnDescription: 'ঘণ্টা বা দূরত্ব হিসেবে গাড়ি, বাইক আর ভ্যান ভাড়া নিন।',
    esDescription: 'Alquila autos, motos y camionetas por horas o por distancia.',
  },
];

/** Zones each module serves, with the zone-module delivery charges. */
const modulePivots: Record<
  ModuleType,
  { zones: number[]; perKm: number; min: number; max: number | null; cod: number | null }
> = {
  grocery: { zones: [1, 2, 3, 4, 5], perKm: 1, min: 2, max: 10, cod: 500 },
  pharmacy: { zones: [1, 2, 3, 4], perKm: 0.8, min: 1.5, max: 8, cod: 300 },
  ecommerce: { zones: [1, 2, 3, 4], perKm: 1.2, min: 3, max: null, cod: 1000 },
  food: { zones: [1, 2, 3, 4], perKm: 0.7, min: 1, max: 6, cod: 200 },
  parcel: { zones: [1, 2, 3], perKm: 1.5, min: 2, max: 20, cod: null },
  rental: { zones: [1, 2, 3, 4], perKm: 0, min: 0, max: null, cod: null },
};

const schedulesFor = (hours: StoreSeed['hours']): [number, string, string][] => {
  const days = [0, 1, 2, 3, 4, 5, 6];
  switch (hours) {
    case 'allday':
      return days.map((d) => [d, '00:00:00', '23:59:59']);
    case 'late':
      return days.flatMap((d): [number, string, string][] => [
        [d, '00:00:00', '03:00:00'],
        [d, '18:00:00', '23:59:59'],
      ]);
    case 'morning':
      return days.map((d) => [d, '07:00:00', '15:00:00']);
    case 'weekdays':
      return days.filter((d) => d !== 5).map((d) => [d, '09:00:00', '21:00:00']);
    default:
      return days.map((d) => [d, '08:00:00', '22:00:00']);
  }
};

function storeDiscount(kind: StoreSeed['discount'], moduleType: string): StoreDiscount | null {
  if (!kind) return null;
  const range = kind === 'running' ? RUNNING : EXPIRED;
  return {
    discount: moduleType === 'food' ? 15 : 10,
    discount_type: 'percent',
    min_purchase: moduleType === 'ecommerce' ? 50 : 20,
    max_discount: moduleType === 'ecommerce' ? 25 : 5,
    start_date: range.start,
    end_date: range.end,
    start_time: '00:00:00',
    end_time: '23:59:59',
  };
}

interface Options {
  foodVariations: FoodVariation[];
  variations: ItemVariation[];
  choiceOptions: ChoiceOption[];
  attributes: number[];
}

/** Builds option groups / variations for a template. */
function optionsFor(t: ItemTemplate, price: number, rand: ReturnType<typeof prng>): Options {
  const none: Options = { foodVariations: [], variations: [], choiceOptions: [], attributes: [] };
  const fv = (
    name: string,
    type: 'single' | 'multi',
    required: boolean,
    min: number,
    max: number,
    values: [string, number][],
  ): FoodVariation => ({
    name,
    type,
    min,
    max,
    required: required ? 'on' : 'off',
    values: values.map(([label, p]) => ({ label, optionPrice: String(money(p)) })),
  });
  const matrix = (axes: [string, string[]][], priceOf: (labels: string[]) => number): Options => {
    const choiceOptions = axes.map(([title, options], i) => ({ name: `choice_${i + 1}`, title, options }));
    let combos: string[][] = [[]];
    for (const [, options] of axes) combos = combos.flatMap((c) => options.map((o) => [...c, o]));
    const variations = combos.map((labels, i) => ({
      type: labels.join('-'),
      price: money(priceOf(labels)),
      // every fourth combination is sold out, the rest have 1–25 in stock
      stock: i % 4 === 3 ? 0 : rand.int(1, 25),
    }));
    return { foodVariations: [], variations, choiceOptions, attributes: axes.map((_, i) => i + 1) };
  };
  switch (t.kind) {
    case 'size':
      return {
        ...none,
        foodVariations: [
          fv('Size', 'single', true, 1, 1, [
            ['Small (8")', 0],
            ['Medium (10")', price * 0.3],
            ['Large (12")', price * 0.6],
          ]),
          fv('Crust', 'single', false, 1, 1, [
            ['Thin crust', 0],
            ['Cheese burst', 1.5],
          ]),
        ],
      };
    case 'burger':
      return {
        ...none,
        foodVariations: [
          fv('Patty', 'single', true, 1, 1, [
            ['Single', 0],
            ['Double', 2.5],
          ]),
          fv('Extras', 'multi', false, 1, 3, [
            ['Cheese slice', 0.5],
            ['Fried egg', 1],
            ['Beef bacon', 1.5],
            ['Jalapeños', 0],
          ]),
        ],
      };
    case 'portion':
      return {
        ...none,
        foodVariations: [
          fv('Portion', 'single', true, 1, 1, [
            ['Half', 0],
            ['Full', price * 0.8],
          ]),
        ],
      };
    case 'drink':
      return {
        ...none,
        foodVariations: [
          fv('Size', 'single', true, 1, 1, [
            ['Regular', 0],
            ['Large', 1],
          ]),
          fv('Add-ins', 'multi', false, 1, 2, [
            ['Extra shot', 0.8],
            ['Whipped cream', 0.5],
            ['Sugar free', 0],
          ]),
        ],
      };
    case 'apparel':
      return matrix(
        [
          ['Color', ['Red', 'Navy', 'Black']],
          ['Size', ['S', 'M', 'L', 'XL']],
        ],
        ([, size]) => price + (size === 'XL' ? 2 : 0),
      );
    case 'shoe':
      return matrix(
        [
          ['Color', ['White', 'Black']],
          ['Size', ['40', '41', '42', '43', '44']],
        ],
        () => price,
      );
    case 'storage':
      return matrix(
        [
          ['Color', ['Black', 'Silver']],
          ['Storage', ['128GB', '256GB']],
        ],
        ([, s]) => price + (s === '256GB' ? 60 : 0),
      );
    case 'colour':
      return matrix([['Color', ['Black', 'White', 'Rose']]], ([c]) => price + (c === 'Rose' ? 1 : 0));
    case 'weight':
      return matrix([['Weight', ['500g', '1kg']]], ([w]) => (w === '500g' ? price * 0.55 : price));
    default:
      return none;
  }
}

export const seedArea: SeedArea = {
  name: 'catalogue',
  order: 10,
  async seed(db: Db) {
    const rand = prng(20260101);

    // Zones, modules, pivots
    await db.insert(zones).values(zoneSeeds.map((z) => ({ ...z, offlinePayment: 0, createdAt: day('2024-12-01', 0) })));
    await db.insert(modules).values(
      moduleSeeds.map((m, i) => ({
        id: i + 1,
        moduleName: m.name,
        moduleType: m.type,
        status: 1,
        icon: `modules/${m.type}-icon.webp`,
        thumbnail: `modules/${m.type}-thumbnail.webp`,
        description: m.description,
        themeId: 1,
        allZoneService: 0,
        translations: translated({
          module_name: m,
          description: { ar: m.arDescription, bn: m.bnDescription, es: m.esDescription },
        }),
        createdAt: day('2024-12-01', i),
      })),
    );
    await db.insert(moduleZones).values(
      moduleSeeds.flatMap((m) => {
        const p = modulePivots[m.type];
        return p.zones.map((zoneId) => ({
          moduleId: DEMO_MODULE_IDS[m.type],
          zoneId,
          perKmShippingCharge: p.perKm,
          minimumShippingCharge: p.min,
          maximumShippingCharge: p.max,
          maximumCodOrderAmount: p.cod,
        }));
      }),
    );

    // Categories (root then children), ids in order
    const categoryRows: (typeof categories.$inferInsert)[] = [];
    const categoryByKey = new Map<string, { id: number; rootId: number; name: string; moduleType: ModuleType }>();
    let categoryId = 0;
    for (const [moduleType, roots] of Object.entries(categoryTrees) as [ModuleType, CategorySeed[]][]) {
      roots.forEach((root, ri) => {
        const rootId = ++categoryId;
        const slug = kebab(root.name);
        categoryRows.push({
          id: rootId,
          name: root.name,
          slug,
          image: `categories/${rootId}-${slug}.webp`,
          parentId: 0,
          position: 0,
          priority: roots.length - ri,
          moduleId: DEMO_MODULE_IDS[moduleType],
          featured: root.featured ? 1 : 0,
          status: 1,
          translations: translated({ name: root }),
          createdAt: day('2024-12-05', 0, rootId),
        });
        categoryByKey.set(root.key, { id: rootId, rootId, name: root.name, moduleType });
        for (const child of root.children ?? []) {
          const id = ++categoryId;
          const childSlug = kebab(child.name);
          categoryRows.push({
            id,
            name: child.name,
            slug: childSlug,
            image: `categories/${id}-${childSlug}.webp`,
            parentId: rootId,
            position: 1,
            priority: 0,
            moduleId: DEMO_MODULE_IDS[moduleType],
            featured: 0,
            status: 1,
            translations: translated({ name: child }),
            createdAt: day('2024-12-05', 0, id),
          });
          categoryByKey.set(child.key, { id, rootId, name: child.name, moduleType });
        }
      });
    }
    await db.insert(categories).values(categoryRows);

    // Stores, their add-ons and items
    const storeRows: (typeof stores.$inferInsert)[] = [];
    const scheduleRows: (typeof storeSchedules.$inferInsert)[] = [];
    const addOnRows: (typeof addOns.$inferInsert)[] = [];
    const itemRows: (typeof items.$inferInsert)[] = [];
    const itemsByStore = new Map<number, number[]>();
    const foodAddOns: [string, number][] = [
      ['Extra cheese', 1],
      ['French fries', 2.5],
      ['Coca-Cola 250ml', 1.5],
      ['Garlic dip', 0.5],
      ['Borhani', 1.2],
    ];
    let addOnId = 0;
    let itemId = 0;
    for (const s of storeSeeds) {
      const moduleId = DEMO_MODULE_IDS[s.module];
      const slug = kebab(s.name);
      // add-ons (food stores)
      const storeAddOnIds: number[] = [];
      if (s.module === 'food')
        for (const [name, price] of foodAddOns) {
          addOnId++;
          storeAddOnIds.push(addOnId);
          addOnRows.push({
            id: addOnId,
            storeId: s.id,
            name,
            price,
            status: 1,
            stockType: name === 'Borhani' ? 'limited' : 'unlimited',
            addonStock: name === 'Borhani' ? 20 : 0,
          });
        }
      // items
      const pool = itemTemplates[s.module].filter((t) => !s.cats || s.cats.includes(t.cat));
      const count = { grocery: 12, pharmacy: 10, ecommerce: 10, food: 10 }[s.module];
      const chosen = rand.shuffle(pool).slice(0, count);
      const ids: number[] = [];
      let hasVeg = false;
      let hasNonVeg = false;
      for (const t of chosen) {
        const id = ++itemId;
        ids.push(id);
        const cat = categoryByKey.get(t.cat)!;
        const price = money(t.price * (0.92 + rand.next() * 0.2));
        const opts = optionsFor(t, price, rand);
        const r = rand.next();
        const discountType = r < 0.22 ? 'percent' : 'amount';
        const discount =
          r < 0.22 ? rand.int(5, 25) : r < 0.32 ? money(Math.max(0.5, Math.round(price * 0.1 * 2) / 2)) : 0;
        const itemSlug = `${kebab(t.name)}-${id}`;
        const veg = s.module === 'food' || s.module === 'grocery' ? (t.veg ?? 0) : 0;
        if (veg) hasVeg = true;
        else hasNonVeg = true;
        const stock = opts.variations.length
          ? opts.variations.reduce((a, v) => a + v.stock, 0)
          : s.module === 'food'
            ? 100
            : id % 37 === 0
              ? 0
              : rand.int(5, 120);
        itemRows.push({
          id,
          storeId: s.id,
          moduleId,
          categoryId: cat.id,
          categoryIds: [
            { id: String(cat.rootId), position: 1 },
            ...(cat.rootId !== cat.id ? [{ id: String(cat.id), position: 2 }] : []),
          ],
          name: t.name,
          slug: itemSlug,
          description: describe(t, s),
          image: `items/${id}-${kebab(t.name)}.webp`,
          images: [`items/${id}-${kebab(t.name)}.webp`, `items/${id}-${kebab(t.name)}-2.webp`],
          price,
          discount,
          discountType,
          veg,
          isHalal: t.halal ?? 0,
          organic: t.organic ?? 0,
          recommended: rand.next() < 0.2 ? 1 : 0,
          genericName: t.generic ?? [],
          isPrescriptionRequired: t.rx ?? 0,
          commonCondition: t.condition ?? null,
          nutritionsName: t.nutrition ?? [],
          allergiesName: t.allergies ?? [],
          foodVariations: opts.foodVariations,
          variations: opts.variations,
          choiceOptions: opts.choiceOptions,
          attributes: opts.attributes,
          addOns: storeAddOnIds.length
            ? rand
                .shuffle(storeAddOnIds)
                .slice(0, rand.int(2, 4))
                .sort((a, b) => a - b)
            : [],
          tags: [cat.name],
          stock,
          maximumCartQuantity: t.max ?? null,
          availableTimeStarts: t.window ? `${t.window[0]}:00` : '00:00:00',
          availableTimeEnds: t.window ? `${t.window[1]}:00` : '23:59:59',
          unit: t.unit ?? null,
          avgRating: Math.round((3.2 + rand.next() * 1.8) * 10) / 10,
          ratingCount: rand.int(0, 250),
          orderCount: rand.int(0, 600),
          status: id % 50 === 0 ? 0 : 1,
          translations: translated({ name: t }),
          createdAt: day('2025-02-01', 0, id * 3),
        });
      }
      itemsByStore.set(s.id, ids);
      const ratings = [rand.int(20, 200), rand.int(10, 120), rand.int(2, 40), rand.int(0, 15), rand.int(0, 10)];
      const ratingCount = ratings.reduce((a, b) => a + b, 0);
      const avg = ratings.reduce((a, n, i) => a + n * (5 - i), 0) / ratingCount;
      const zone = zoneSeeds.find((z) => z.id === s.zone)!;
      storeRows.push({
        id: s.id,
        moduleId,
        zoneId: s.zone,
        name: s.name,
        slug,
        phone: `+88017${String(10000000 + s.id * 7919).slice(-8)}`,
        email: `${slug.replace(/-/g, '.')}@stores.sixam.market`,
        logo: `stores/${s.id}-logo-${slug}.webp`,
        coverPhoto: `stores/${s.id}-cover-${slug}.webp`,
        address: s.area,
        latitude: s.lat,
        longitude: s.lng,
        footerText: `${s.name}, ${zone.displayName}`,
        minimumOrder: s.module === 'ecommerce' ? 10 : s.module === 'grocery' ? 5 : 0,
        deliveryTime:
          s.module === 'ecommerce'
            ? '1-2 days'
            : s.module === 'food'
              ? rand.pick(['20-30 min', '30-40 min', '25-35 min'])
              : '30-45 min',
        scheduleOrder: s.id % 5 !== 0,
        status: 1,
        active: !s.closed,
        featured: s.featured ? 1 : 0,
        delivery: true,
        takeAway: s.module !== 'ecommerce',
        freeDelivery: !!s.freeDelivery,
        selfDeliverySystem: s.selfDelivery ? 1 : 0,
        veg: hasVeg || s.module !== 'food' ? 1 : 0,
        nonVeg: hasNonVeg || s.module !== 'food' ? 1 : 0,
        tax: { grocery: 0, pharmacy: 2, ecommerce: 7.5, food: 5 }[s.module],
        perKmShippingCharge: s.selfDelivery ? 0.5 : null,
        minimumShippingCharge: s.selfDelivery ? 1 : null,
        maximumShippingCharge: s.selfDelivery ? 4 : null,
        prescriptionOrder: !!s.prescription,
        cutlery: s.module === 'food',
        halalTagStatus: s.module === 'food' || s.module === 'grocery' ? 1 : 0,
        announcement: s.closed ? 1 : 0,
        announcementMessage: s.closed ? 'We are closed for renovation and will reopen soon.' : null,
        avgRating: Math.round(avg * 10) / 10,
        ratingCount,
        ratings,
        orderCount: rand.int(40, 2000),
        discount: storeDiscount(s.discount, s.module),
        pickupZoneId: [],
        translations: translated({ name: s }),
        createdAt: day('2025-01-01', s.id * 5),
      });
      for (const [d, open, close] of schedulesFor(s.hours))
        scheduleRows.push({ storeId: s.id, day: d, openingTime: open, closingTime: close });
    }
    await db.insert(stores).values(storeRows);
    await db.insert(storeSchedules).values(scheduleRows);
    await db.insert(addOns).values(addOnRows);
    for (let i = 0; i < itemRows.length; i += 100) await db.insert(items).values(itemRows.slice(i, i + 100));

    // Item campaigns: mostly running, one expired, one upcoming
    const campaignSeeds: [
      string,
      number,
      string,
      number,
      typeof RUNNING | typeof EXPIRED | typeof UPCOMING,
      [string, string]?,
    ][] = [
      ['Eid Special Kacchi Platter', 24, 'biryani', 14.5, RUNNING],
      ['Weekend Pizza Party Box', 23, 'meat-pizza', 24, RUNNING],
      ['Burger Combo Deal', 22, 'burgers', 9.9, RUNNING],
      ['Breakfast for Two', 30, 'morning', 11, RUNNING, ['07:00', '11:30']],
      ['Summer Mango Festival Pack', 1, 'fresh-fruits', 12, RUNNING],
      ['Organic Veggie Box', 6, 'fresh-vegetables', 15, RUNNING],
      ['Flash Sale Earbuds', 15, 'audio', 29, RUNNING],
      ['Back to School Bundle', 19, 'men', 45, RUNNING],
      ['Winter Care Kit', 10, 'skin-care', 18, RUNNING],
      ['New Year Cake Offer', 26, 'cakes-sweets', 20, EXPIRED],
      ['Ramadan Iftar Box', 24, 'biryani', 16, UPCOMING],
    ];
    await db.insert(itemCampaigns).values(
      campaignSeeds.map(([name, storeId, catKey, price, range, window], i) => {
        const s = storeSeeds.find((x) => x.id === storeId)!;
        const cat = categoryByKey.get(catKey)!;
        const slug = kebab(name);
        const t: ItemTemplate = {
          name,
          cat: catKey,
          price,
          kind: s.module === 'food' && catKey === 'burgers' ? 'burger' : 'none',
        };
        const opts = optionsFor(t, price, rand);
        return {
          id: i + 1,
          storeId,
          moduleId: DEMO_MODULE_IDS[s.module],
          categoryId: cat.id,
          categoryIds: [
            { id: String(cat.rootId), position: 1 },
            { id: String(cat.id), position: 2 },
          ],
          name,
          slug,
          description: `${name}: a limited-time offer from ${s.name}.`,
          image: `campaigns/items-${i + 1}-${slug}.webp`,
          images: [`campaigns/items-${i + 1}-${slug}.webp`],
          price,
          discount: i % 3 === 0 ? 10 : 0,
          discountType: 'percent' as const,
          veg: 0,
          isHalal: s.module === 'food' ? 1 : 0,
          foodVariations: opts.foodVariations,
          variations: opts.variations,
          choiceOptions: opts.choiceOptions,
          attributes: opts.attributes,
          addOns:
            s.module === 'food'
              ? addOnRows
                  .filter((a) => a.storeId === storeId)
                  .slice(0, 2)
                  .map((a) => a.id!)
              : [],
          tags: ['Campaign'],
          stock: s.module === 'food' ? 100 : 40,
          maximumCartQuantity: 5,
          availableTimeStarts: window ? `${window[0]}:00` : '00:00:00',
          availableTimeEnds: window ? `${window[1]}:00` : '23:59:59',
          unit: null,
          avgRating: 4.5,
          ratingCount: 12 + i,
          orderCount: 30 + i * 7,
          status: 1,
          createdAt: day('2025-03-01', i),
          startDate: range.start,
          endDate: range.end,
          startTime: '00:00:00',
          endTime: '23:59:59',
        };
      }),
    );

    // Basic (store) campaigns
    const basicCampaigns: [string, ModuleType, number[], typeof RUNNING | typeof EXPIRED][] = [
      ['Fresh Week', 'grocery', [1, 2, 4, 6], RUNNING],
      ['Health Month', 'pharmacy', [9, 10, 11], RUNNING],
      ['Mega Tech Sale', 'ecommerce', [15, 21], RUNNING],
      ['Fashion Fiesta', 'ecommerce', [16, 19], RUNNING],
      ['Foodie Fest', 'food', [22, 23, 24, 25, 27], RUNNING],
      ['Winter Warmers', 'food', [24, 28], EXPIRED],
    ];
    await db.insert(campaigns).values(
      basicCampaigns.map(([title, type, storeIds, range], i) => ({
        id: i + 1,
        title,
        description: `${title}: special prices at ${storeIds.length} stores.`,
        image: `campaigns/${i + 1}-${kebab(title)}.webp`,
        moduleId: DEMO_MODULE_IDS[type],
        storeIds,
        startDate: range.start,
        endDate: range.end,
      })),
    );

    // Banners per zone × store module: store_wise, item_wise, default
    const bannerRows: (typeof banners.$inferInsert)[] = [];
    for (const zoneId of [1, 2, 3, 4]) {
      for (const type of ['grocery', 'pharmacy', 'ecommerce', 'food', 'parcel'] as const) {
        const moduleId = DEMO_MODULE_IDS[type];
        const zoneStores = storeSeeds.filter((s) => s.module === type && s.zone === zoneId && !s.closed);
        const first = zoneStores[0];
        if (first) {
          bannerRows.push({
            title: `${first.name}: new arrivals`,
            type: 'store_wise',
            image: `banners/${kebab(first.name)}-store.webp`,
            data: String(first.id),
            zoneId,
            moduleId,
            featured: 1,
          });
          const itemIdOf = itemsByStore.get(first.id)![0]!;
          const item = itemRows.find((x) => x.id === itemIdOf)!;
          bannerRows.push({
            title: `Try ${item.name}`,
            type: 'item_wise',
            image: `banners/${kebab(item.name)}-item.webp`,
            data: String(itemIdOf),
            zoneId,
            moduleId,
          });
        }
        if (type !== 'parcel' || zoneId <= 3)
          bannerRows.push({
            title: `${moduleSeeds.find((m) => m.type === type)!.name} deals in ${zoneSeeds[zoneId - 1]!.displayName}`,
            type: 'default',
            image: `banners/${type}-zone-${zoneId}.webp`,
            data: '/offers',
            zoneId,
            moduleId,
          });
      }
    }
    await db.insert(banners).values(bannerRows.map((b, i) => ({ ...b, id: i + 1 })));

    // Coupons: all four types per store module, plus expired / upcoming / once-only / inactive
    const c = (
      code: string,
      title: string,
      type: ModuleType,
      couponType: 'zone_wise' | 'store_wise' | 'free_delivery' | 'default',
      discountType: 'percent' | 'amount',
      discount: number,
      minPurchase: number,
      maxDiscount: number,
      data: number[] = [],
      range: { start: string; end: string } = RUNNING,
      limit = 0,
      status = 1,
    ): typeof coupons.$inferInsert => ({
      code,
      title,
      moduleId: DEMO_MODULE_IDS[type],
      couponType,
      discountType,
      discount,
      minPurchase,
      maxDiscount,
      data,
      startDate: range.start,
      expireDate: range.end,
      limit,
      status,
    });
    const couponRows = [
      c('GROCERY10', '10% off your groceries', 'grocery', 'default', 'percent', 10, 20, 15, [], RUNNING, 5),
      c('GULSHAN5', '$5 off in Gulshan', 'grocery', 'zone_wise', 'amount', 5, 25, 0, [2]),
      c('FRESH20', '20% off at Fresh Basket & Organic Roots', 'grocery', 'store_wise', 'percent', 20, 30, 10, [1, 6]),
      c('FREEGROCERY', 'Free delivery on groceries', 'grocery', 'free_delivery', 'amount', 0, 40, 0),
      c('HEALTH5', '$5 off medicines', 'pharmacy', 'default', 'amount', 5, 30, 0),
      c('CENTRALCARE', '8% off in Dhaka Central', 'pharmacy', 'zone_wise', 'percent', 8, 15, 6, [1]),
      c('LAZZ15', '15% off at Lazz Pharma', 'pharmacy', 'store_wise', 'percent', 15, 20, 0, [9]),
      c('FREEMEDS', 'Free delivery on medicines', 'pharmacy', 'free_delivery', 'amount', 0, 25, 0),
      c('SHOP10', '10% off everything', 'ecommerce', 'default', 'percent', 10, 50, 30),
      c('UTTARA25', '$25 off in Uttara', 'ecommerce', 'zone_wise', 'amount', 25, 150, 0, [3]),
      c('TECH25', '25% off gadgets', 'ecommerce', 'store_wise', 'percent', 25, 100, 50, [15, 21]),
      c('FREESHIP', 'Free shipping over $60', 'ecommerce', 'free_delivery', 'amount', 0, 60, 0),
      c('FOOD15', '15% off your meal', 'food', 'default', 'percent', 15, 10, 5),
      c('GULSHANFOOD', '$3 off food in Gulshan', 'food', 'zone_wise', 'amount', 3, 12, 0, [2]),
      c('BURGER50', '50% off at Burger Barn', 'food', 'store_wise', 'percent', 50, 8, 6, [22]),
      c('FREEFOOD', 'Free delivery on food', 'food', 'free_delivery', 'amount', 0, 15, 0),
      c('WELCOME1', 'Welcome: $4 off your first order', 'food', 'default', 'amount', 4, 10, 0, [], RUNNING, 1),
      c('EXPIRED20', 'Last year: 20% off', 'food', 'default', 'percent', 20, 0, 0, [], EXPIRED),
      c('SOON30', 'Coming soon: 30% off', 'grocery', 'default', 'percent', 30, 0, 0, [], UPCOMING),
      c('PAUSED10', 'Paused offer', 'grocery', 'default', 'percent', 10, 0, 0, [], RUNNING, 0, 0),
    ];
    await db.insert(coupons).values(couponRows.map((row, i) => ({ ...row, id: i + 1 })));

    // Gazetteer
    await db.insert(places).values(
      placeSeeds.map(([name, secondary, latitude, longitude, kind], i) => ({
        id: i + 1,
        placeId: `ChIJ${String(i + 1).padStart(3, '0')}_${kebab(name)}`,
        name,
        secondary,
        formattedAddress: `${name}, ${secondary}, Bangladesh`,
        latitude,
        longitude,
        kind,
      })),
    );

    // Explicit ids were inserted: move the sequences past them so later inserts (other areas, tests) get fresh ids.
    for (const table of [
      'zones',
      'modules',
      'module_zones',
      'categories',
      'stores',
      'store_schedules',
      'add_ons',
      'items',
      'item_campaigns',
      'campaigns',
      'banners',
      'coupons',
      'places',
    ])
      await db.execute(
        sql.raw(`select setval(pg_get_serial_sequence('${table}', 'id'), (select coalesce(max(id), 1) from ${table}))`),
      );
  },
};

function describe(t: ItemTemplate, s: StoreSeed): string {
  switch (s.module) {
    case 'food':
      return `${t.name}, freshly prepared at ${s.name}. ${t.allergies?.length ? `Contains ${t.allergies.join(', ').toLowerCase()}.` : 'Made to order.'}`;
    case 'pharmacy':
      return `${t.name}${t.generic?.length ? ` (${t.generic.join(' + ')})` : ''}. ${t.rx ? 'Prescription required: upload a valid prescription at checkout.' : 'Available without prescription.'} Read the leaflet before use.`;
    case 'grocery':
      return `${t.name}${t.organic ? ', certified organic' : ''}, sourced daily by ${s.name}. Sold per ${t.unit ?? 'unit'}.`;
    default:
      return `${t.name} from ${s.name}. Genuine product with a 7-day return policy.`;
  }
}
