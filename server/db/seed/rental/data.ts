// Demo data of the rental module: 4 providers (stores of the rental module), vehicle categories and brands,
// 24 vehicles, reviews and banners. Providers are referred to by index (0…3) and vehicles by number (1…24).
import type { StoreDiscount } from '../../schema/catalogue.ts';

export interface ProviderSeed {
  name: string;
  /** The name in Arabic, Bengali and Spanish: the place's name kept, the rest translated. */
  ar: string;
  bn: string;
  es: string;
  slug: string;
  /** Index into the zones seeded by the catalogue (zone ids 1…4). */
  zoneId: number;
  pickupZoneIds: number[];
  lat: number;
  lng: number;
  address: string;
  phone: string;
  email: string;
  tax: number;
  discount: StoreDiscount | null;
}

const longRun = { start_date: '2024-01-01', end_date: '2035-12-31', start_time: '00:00:00', end_time: '23:59:59' };

export const providerSeeds: ProviderSeed[] = [
  {
    name: 'Dhaka Car Rentals',
    ar: 'دكا لتأجير السيارات',
    bn: 'ঢাকা গাড়ি ভাড়া',
    es: 'Alquiler de Autos Dhaka',
    slug: 'dhaka-car-rentals',
    zoneId: 1,
    pickupZoneIds: [1, 2, 4],
    lat: 23.7509,
    lng: 90.3907,
    address: 'Panthapath, Dhaka 1205',
    phone: '+8801711000001',
    email: 'hello@dhakacarrentals.test',
    tax: 5,
    discount: { discount: 10, discount_type: 'percent', min_purchase: 100, max_discount: 50, ...longRun },
  },
  {
    name: 'Gulshan Luxury Drives',
    ar: 'جولشان للسيارات الفاخرة',
    bn: 'গুলশান লাক্সারি কার',
    es: 'Autos de Lujo Gulshan',
    slug: 'gulshan-luxury-drives',
    zoneId: 2,
    pickupZoneIds: [2, 1],
    lat: 23.7925,
    lng: 90.4078,
    address: 'Gulshan 2 Circle, Dhaka 1212',
    phone: '+8801711000002',
    email: 'book@gulshanluxury.test',
    tax: 7.5,
    discount: null,
  },
  {
    name: 'Uttara Airport Rentals',
    ar: 'أوتارا لتأجير سيارات المطار',
    bn: 'উত্তরা এয়ারপোর্ট গাড়ি ভাড়া',
    es: 'Alquileres Aeropuerto Uttara',
    slug: 'uttara-airport-rentals',
    zoneId: 3,
    pickupZoneIds: [3],
    lat: 23.8513,
    lng: 90.4079,
    address: 'Airport Railway Station, Uttara, Dhaka 1230',
    phone: '+8801711000003',
    email: 'desk@uttararentals.test',
    tax: 0,
    discount: { discount: 20, discount_type: 'amount', min_purchase: 300, max_discount: 0, ...longRun },
  },
  {
    name: 'Mirpur Bike & Van Hire',
    ar: 'ميربور لتأجير الدراجات والشاحنات',
    bn: 'মিরপুর বাইক ও ভ্যান ভাড়া',
    es: 'Alquiler de Motos y Camionetas Mirpur',
    slug: 'mirpur-bike-van-hire',
    zoneId: 4,
    pickupZoneIds: [4, 1],
    lat: 23.8069,
    lng: 90.3687,
    address: 'Mirpur 10 Circle, Dhaka 1216',
    phone: '+8801711000004',
    email: 'ride@mirpurhire.test',
    tax: 10,
    discount: null,
  },
];

export const categorySeeds: { name: string; ar: string; bn: string; es: string }[] = [
  { name: 'Sedan', ar: 'سيدان', bn: 'সেডান', es: 'Sedán' },
  { name: 'SUV', ar: 'دفع رباعي', bn: 'এসইউভি', es: 'Todoterreno' },
  { name: 'Microbus', ar: 'حافلة صغيرة', bn: 'মাইক্রোবাস', es: 'Microbús' },
  { name: 'Motorbike', ar: 'دراجة نارية', bn: 'মোটরবাইক', es: 'Moto' },
  { name: 'Luxury', ar: 'فاخرة', bn: 'লাক্সারি', es: 'De lujo' },
  { name: 'Electric', ar: 'كهربائية', bn: 'ইলেকট্রিক', es: 'Eléctrico' },
];

/** Vehicle brands: the Arabic and the Bengali write the name in their script, the Spanish keeps it. */
export const brandSeeds: { name: string; ar: string; bn: string; es: string }[] = [
  { name: 'Toyota', ar: 'تويوتا', bn: 'টয়োটা', es: 'Toyota' },
  { name: 'Honda', ar: 'هوندا', bn: 'হোন্ডা', es: 'Honda' },
  { name: 'Nissan', ar: 'نيسان', bn: 'নিসান', es: 'Nissan' },
  { name: 'Hyundai', ar: 'هيونداي', bn: 'হুন্দাই', es: 'Hyundai' },
  { name: 'BMW', ar: 'بي إم دبليو', bn: 'বিএমডব্লিউ', es: 'BMW' },
  { name: 'Tesla', ar: 'تسلا', bn: 'টেসলা', es: 'Tesla' },
  { name: 'Yamaha', ar: 'ياماها', bn: 'ইয়ামাহা', es: 'Yamaha' },
  { name: 'Mitsubishi', ar: 'ميتسوبيشي', bn: 'মিতসুবিশি', es: 'Mitsubishi' },
];

/**
 * [provider index, name, category (1-based), brand (1-based), type, seats, air condition, fuel, transmission,
 *  total vehicles, new tag, hourly price, per-km price, discount type, discount value, hourly trips, distance trips]
 */
export type VehicleSeed = [
  number,
  string,
  number,
  number,
  string,
  number,
  number,
  string,
  string,
  number,
  number,
  number,
  number,
  'percent' | 'amount',
  number,
  number,
  number,
];

export const vehicleSeeds: VehicleSeed[] = [
  [0, 'Toyota Corolla Axio', 1, 1, 'affordable', 4, 1, 'octan', 'automatic', 5, 0, 12, 1.2, 'percent', 10, 1, 1],
  [0, 'Toyota Premio', 1, 1, 'executive', 4, 1, 'octan', 'automatic', 3, 0, 15, 1.5, 'amount', 2, 1, 1],
  [0, 'Honda Vezel Hybrid', 2, 2, 'family', 5, 1, 'hybrid', 'automatic', 2, 1, 18, 1.8, 'percent', 0, 1, 1],
  [0, 'Toyota Noah', 3, 1, 'family', 7, 1, 'octan', 'automatic', 4, 0, 20, 2, 'percent', 5, 1, 1],
  [0, 'Toyota HiAce', 3, 1, 'family', 12, 1, 'diesel', 'manual', 2, 0, 25, 2.5, 'percent', 0, 0, 1],
  [0, 'Nissan X-Trail', 2, 3, 'family', 5, 1, 'petrol', 'automatic', 2, 1, 22, 2.2, 'amount', 3, 1, 0],
  [1, 'BMW 5 Series', 5, 5, 'luxury', 4, 1, 'petrol', 'automatic', 2, 0, 45, 4.5, 'percent', 10, 1, 1],
  [1, 'BMW X5', 5, 5, 'luxury', 5, 1, 'diesel', 'automatic', 1, 1, 55, 5.5, 'percent', 0, 1, 0],
  [1, 'Tesla Model 3', 6, 6, 'luxury', 4, 1, 'electric', 'automatic', 2, 1, 40, 3.8, 'amount', 5, 1, 1],
  [1, 'Tesla Model Y', 6, 6, 'family', 5, 1, 'electric', 'automatic', 1, 1, 48, 4.2, 'percent', 0, 1, 1],
  [1, 'Toyota Land Cruiser Prado', 2, 1, 'luxury', 7, 1, 'diesel', 'automatic', 1, 0, 50, 5, 'percent', 0, 1, 0],
  [1, 'Mitsubishi Pajero Sport', 2, 8, 'family', 7, 1, 'diesel', 'automatic', 2, 0, 35, 3.5, 'percent', 8, 1, 1],
  [2, 'Toyota Allion', 1, 1, 'affordable', 4, 1, 'octan', 'automatic', 6, 0, 11, 1.1, 'percent', 0, 1, 1],
  [2, 'Nissan Sunny', 1, 3, 'affordable', 4, 1, 'cng', 'manual', 4, 0, 8, 0.8, 'percent', 0, 0, 1],
  [2, 'Hyundai Tucson', 2, 4, 'family', 5, 1, 'petrol', 'automatic', 3, 1, 19, 1.9, 'percent', 10, 1, 1],
  [2, 'Hyundai H-1', 3, 4, 'family', 9, 1, 'diesel', 'manual', 2, 0, 23, 2.3, 'amount', 10, 1, 1],
  [2, 'Toyota Alphard', 5, 1, 'executive', 7, 1, 'hybrid', 'automatic', 1, 1, 60, 6, 'percent', 0, 1, 0],
  [2, 'Honda Civic', 1, 2, 'executive', 4, 1, 'octan', 'continuously_variable', 3, 0, 16, 1.6, 'percent', 5, 1, 1],
  [3, 'Yamaha FZ-S', 4, 7, 'affordable', 2, 0, 'petrol', 'manual', 10, 0, 3, 0.3, 'percent', 0, 1, 1],
  [3, 'Yamaha R15', 4, 7, 'sports', 2, 0, 'octan', 'manual', 4, 1, 5, 0.5, 'percent', 10, 1, 0],
  [3, 'Honda CB Hornet', 4, 2, 'affordable', 2, 0, 'petrol', 'manual', 6, 0, 4, 0.4, 'amount', 1, 1, 1],
  [3, 'Nissan Urvan', 3, 3, 'family', 14, 0, 'diesel', 'manual', 2, 0, 21, 2.1, 'percent', 0, 0, 1],
  [3, 'Mitsubishi L300', 3, 8, 'affordable', 3, 0, 'diesel', 'manual', 3, 0, 14, 1.4, 'percent', 0, 1, 1],
  [3, 'Hyundai Ioniq Electric', 6, 4, 'affordable', 5, 1, 'electric', 'automatic', 2, 1, 17, 1.7, 'percent', 0, 1, 1],
];

/** Descriptions per category (en, ar, bn, es), completed with the vehicle's name. */
export const descriptionByCategory: Record<number, [string, string, string, string]> = {
  1: [
    'A comfortable sedan for city rides and airport runs, cleaned and checked before every trip.',
    'سيارة سيدان مريحة للتنقل في المدينة والرحلات إلى المطار، تُنظَّف وتُفحص قبل كل رحلة.',
    'শহরে চলাফেরা আর এয়ারপোর্ট যাওয়া-আসার জন্য আরামদায়ক সেডান, প্রতিটি ট্রিপের আগে পরিষ্কার ও চেক করা হয়।',
    'Un sedán cómodo para moverte por la ciudad e ir al aeropuerto, limpio y revisado antes de cada viaje.',
  ],
  2: [
    'A roomy SUV with plenty of luggage space, ready for family trips and rough roads.',
    'سيارة دفع رباعي واسعة بمساحة كبيرة للأمتعة، جاهزة للرحلات العائلية والطرق الوعرة.',
    'লাগেজের জন্য অনেক জায়গাসহ প্রশস্ত এসইউভি, পারিবারিক ভ্রমণ আর উঁচুনিচু রাস্তার জন্য তৈরি।',
    'Un todoterreno amplio con mucho espacio para el equipaje, listo para viajes en familia y caminos difíciles.',
  ],
  3: [
    'A microbus for groups, office outings and long journeys with everyone together.',
    'حافلة صغيرة للمجموعات ورحلات العمل والرحلات الطويلة معاً.',
    'দলবেঁধে ঘোরা, অফিস পিকনিক আর সবাই মিলে লম্বা যাত্রার জন্য মাইক্রোবাস।',
    'Un microbús para grupos, salidas de la oficina y viajes largos todos juntos.',
  ],
  4: [
    'A nimble motorbike to beat the traffic; helmet included.',
    'دراجة نارية خفيفة لتجاوز الزحام؛ الخوذة مشمولة.',
    'জ্যাম এড়িয়ে চলার জন্য হালকা মোটরবাইক; সাথে হেলমেট দেওয়া হয়।',
    'Una moto ágil para esquivar el tráfico; casco incluido.',
  ],
  5: [
    'A luxury car with a professional chauffeur for weddings, meetings and special days.',
    'سيارة فاخرة مع سائق محترف لحفلات الزفاف والاجتماعات والأيام المميزة.',
    'বিয়ে, মিটিং আর বিশেষ দিনের জন্য দক্ষ চালকসহ বিলাসবহুল গাড়ি।',
    'Un auto de lujo con chofer profesional para bodas, reuniones y días especiales.',
  ],
  6: [
    'A quiet electric car, fully charged at pickup.',
    'سيارة كهربائية هادئة، مشحونة بالكامل عند الاستلام.',
    'নিঃশব্দ ইলেকট্রিক গাড়ি, পিকআপের সময় পুরো চার্জ দেওয়া থাকে।',
    'Un auto eléctrico silencioso, con la batería cargada al recogerlo.',
  ],
};

export const reviewerNames = [
  'Ayesha Rahman',
  'Tanvir Hasan',
  'Nusrat Jahan',
  'Imran Chowdhury',
  'Farhana Akter',
  'Sajid Karim',
];

export const reviewComments: [number, string][] = [
  [5, 'Spotless car and an on-time pickup. Will book again.'],
  [4, 'Good ride, the driver knew every shortcut.'],
  [5, 'Excellent service from start to finish.'],
  [3, 'The car was fine but pickup was 15 minutes late.'],
  [4, 'Comfortable and fairly priced.'],
  [2, 'Air conditioning was weak on a hot day.'],
  [5, 'Perfect for our family trip to Sylhet.'],
];

/** [title, ar title, bn title, es title, type, zone id, provider index | vehicle number | link] */
export const bannerSeeds: [
  string,
  string,
  string,
  string,
  'provider_wise' | 'vehicle_wise' | 'default',
  number,
  number | string | null,
][] = [
  [
    'Weekend rides from Dhaka Car Rentals',
    'رحلات نهاية الأسبوع مع دكا لتأجير السيارات',
    'ঢাকা গাড়ি ভাড়ার সাথে উইকেন্ডে ঘুরে আসুন',
    'Escapadas de fin de semana con Alquiler de Autos Dhaka',
    'provider_wise',
    1,
    0,
  ],
  [
    'Drive a Tesla in Gulshan',
    'قد سيارة تسلا في جولشان',
    'গুলশানে টেসলা চালিয়ে দেখুন',
    'Maneja un Tesla en Gulshan',
    'vehicle_wise',
    2,
    9,
  ],
  [
    'Airport pickups around the clock',
    'استلام من المطار على مدار الساعة',
    'দিনরাত 24 ঘণ্টা এয়ারপোর্ট পিকআপ',
    'Te recogemos en el aeropuerto las 24 horas',
    'provider_wise',
    3,
    2,
  ],
  [
    'Bikes from $3 an hour',
    'دراجات بدءاً من 3 دولارات للساعة',
    'ঘণ্টায় মাত্র $3 থেকে বাইক',
    'Motos desde $3 la hora',
    'provider_wise',
    4,
    3,
  ],
  [
    'Rent a car for every trip',
    'استأجر سيارة لكل رحلة',
    'প্রতিটি যাত্রায় গাড়ি ভাড়া নিন',
    'Alquila un auto para cada viaje',
    'default',
    1,
    null,
  ],
];
