// Engagement demo data (order 35, after catalogue and rental): two reels per store of the food, grocery and
// e-commerce modules (the newest first on the home page), and coupons of the rental module (every type the rental
// checkout knows: default, zone_wise, store_wise = provider ids) for GET /api/v1/rental/coupon/list.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { coupons, modules, stores } from '../schema/catalogue.ts';
import { reels, testimonials } from '../schema/engagement.ts';
import type { SeedArea } from './areas.ts';
import { EXPIRED, RUNNING, kebab } from './catalogue.ts';
import { mapTexts, translated } from './shared/translations.ts';

/** Reel titles (en, ar, bn, es): the store's name is put in front. */
const reelTitles: [string, string, string, string][] = [
  ['Behind the counter', 'خلف الكاونتر', 'কাউন্টারের পেছনে', 'Detrás del mostrador'],
  ["This week's favourites", 'المفضلة هذا الأسبوع', 'এই সপ্তাহের সেরা পছন্দ', 'Los favoritos de la semana'],
];

export const seedArea: SeedArea = {
  name: 'engagement',
  order: 35,
  async seed(db: Db) {
    const shopModules = await db
      .select()
      .from(modules)
      .where(inArray(modules.moduleType, ['food', 'grocery', 'ecommerce']));
    const day = (n: number) => new Date(Date.UTC(2026, 0, 1 + n, 10));
    let n = 0;
    for (const mod of shopModules) {
      const rows = await db
        .select()
        .from(stores)
        .where(and(eq(stores.moduleId, mod.id), eq(stores.status, 1)))
        .orderBy(asc(stores.id));
      for (const store of rows) {
        await db.insert(reels).values(
          reelTitles.map(([en, ar, bn, es], i) => ({
            storeId: store.id,
            moduleId: mod.id,
            title: `${store.name}: ${en}`,
            video: `${kebab(store.name)}-${i + 1}-video.webp`,
            thumbnail: `${kebab(store.name)}-${i + 1}.webp`,
            viewCount: 40 + ((store.id * 37 + i * 11) % 400),
            // the second reel of every fourth store is switched off
            status: i === 1 && store.id % 4 === 0 ? 0 : 1,
            translations: translated({ title: mapTexts({ ar, bn, es }, (text) => `${store.name}: ${text}`) }),
            createdAt: day(n++),
          })),
        );
      }
    }

    // the landing page's testimonials (the last one is switched off)
    await db.insert(testimonials).values(
      (
        [
          [
            'Nadia Rahman',
            'Home cook',
            'Fresh vegetables at my door in under an hour, every week.',
            'طاهية منزلية',
            'خضار طازجة على بابي في أقل من ساعة كل أسبوع.',
            'ঘরোয়া রাঁধুনি',
            'প্রতি সপ্তাহে এক ঘণ্টারও কম সময়ে তাজা সবজি চলে আসে আমার দরজায়।',
            'Cocinera en casa',
            'Verduras frescas en mi puerta en menos de una hora, todas las semanas.',
          ],
          [
            'Karim Hossain',
            'Pharmacist',
            'Ordering my family’s medicine at night is finally simple.',
            'صيدلي',
            'طلب أدوية عائلتي ليلاً أصبح سهلاً أخيراً.',
            'ফার্মাসিস্ট',
            'রাতে পরিবারের ওষুধ অর্ডার করা অবশেষে সহজ হলো।',
            'Farmacéutico',
            'Por fin es fácil pedir las medicinas de mi familia por la noche.',
          ],
          [
            'Lena Ortiz',
            'Small business owner',
            'I send parcels to my customers across town twice a day.',
            'صاحبة عمل صغير',
            'أرسل الطرود لعملائي في أنحاء المدينة مرتين يومياً.',
            'ক্ষুদ্র উদ্যোক্তা',
            'দিনে দুবার শহরের নানা প্রান্তে আমার কাস্টমারদের কাছে পার্সেল পাঠাই।',
            'Dueña de un pequeño negocio',
            'Envío paquetes a mis clientes por toda la ciudad dos veces al día.',
          ],
          [
            'Omar Siddiqui',
            'Student',
            'Rented a car for the weekend trip in two minutes.',
            'طالب',
            'استأجرت سيارة لرحلة نهاية الأسبوع في دقيقتين.',
            'শিক্ষার্থী',
            'উইকেন্ড ট্রিপের জন্য দুই মিনিটেই গাড়ি ভাড়া করে ফেললাম।',
            'Estudiante',
            'Alquilé un auto para el viaje del fin de semana en dos minutos.',
          ],
          [
            'Old Review',
            'Former customer',
            'An old testimonial no longer shown.',
            'عميل سابق',
            'شهادة قديمة لم تعد تظهر.',
            'সাবেক ক্রেতা',
            'পুরোনো একটি মতামত, এখন আর দেখানো হয় না।',
            'Excliente',
            'Un testimonio antiguo que ya no se muestra.',
          ],
        ] as const
      ).map(
        (
          [name, designation, review, arDesignation, arReview, bnDesignation, bnReview, esDesignation, esReview],
          i,
        ) => ({
          name,
          designation,
          review,
          image: `customers/${kebab(name)}.webp`,
          brandImage: i % 2 === 0 ? `landing/testimonial-brand-${i + 1}.webp` : null,
          status: i === 4 ? 0 : 1,
          translations: translated({
            designation: { ar: arDesignation, bn: bnDesignation, es: esDesignation },
            review: { ar: arReview, bn: bnReview, es: esReview },
          }),
          createdAt: day(i),
        }),
      ),
    );

    const [rental] = await db.select().from(modules).where(eq(modules.moduleType, 'rental'));
    if (!rental) return;
    const providers = await db
      .select({ id: stores.id, name: stores.name })
      .from(stores)
      .where(and(eq(stores.moduleId, rental.id), eq(stores.status, 1)))
      .orderBy(asc(stores.id));
    const first = providers[0];
    const row = (
      code: string,
      title: string,
      couponType: 'default' | 'zone_wise' | 'store_wise',
      discountType: 'percent' | 'amount',
      discount: number,
      minPurchase: number,
      maxDiscount: number,
      data: number[],
      range: { start: string; end: string } = RUNNING,
    ): typeof coupons.$inferInsert => ({
      code,
      title,
      moduleId: rental.id,
      couponType,
      discountType,
      discount,
      minPurchase,
      maxDiscount,
      data,
      startDate: range.start,
      expireDate: range.end,
    });
    await db
      .insert(coupons)
      .values([
        row('RIDE10', '10% off your trip', 'default', 'percent', 10, 20, 15, []),
        row('GULSHANRIDE', '$4 off trips in Gulshan', 'zone_wise', 'amount', 4, 15, 0, [2]),
        ...(first
          ? [row('PROVIDER12', `12% off at ${first.name}`, 'store_wise', 'percent', 12, 30, 20, [first.id])]
          : []),
        row('OLDRIDE', 'An expired trip coupon', 'default', 'amount', 5, 0, 0, [], EXPIRED),
      ]);
  },
};
