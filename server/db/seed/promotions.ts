// Promotions and order extras (order 50, after the catalogue, customers and orders): parcel categories, cancellation
// and refund reasons, surge prices, delivery vehicles, wallet bonuses, cashback offers, brands of the e-commerce
// items, a running flash sale (and an ended one), store advertisements, common conditions of the pharmacy items,
// store and module banners, offline payment methods, automated messages, and tips on the demo's delivered orders
// (so the checkout's "most tipped" amount has a history).
import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { items, stores, zones } from '../schema/catalogue.ts';
import { orders } from '../schema/orders.ts';
import { subscriptionPackages } from '../schema/joining.ts';
import {
  advertisements,
  automatedMessages,
  brandItems,
  brands,
  cashBacks,
  commonConditions,
  conditionItems,
  deliveryVehicles,
  flashSaleItems,
  flashSales,
  moduleBanners,
  offlinePaymentMethods,
  orderCancelReasons,
  parcelCancellationReasons,
  parcelCategories,
  parcelDeliveryInstructions,
  refundReasons,
  storeBanners,
  surgePrices,
  walletBonuses,
} from '../schema/promotions.ts';
import { DEMO_MODULE_IDS, EXPIRED, RUNNING, UPCOMING, kebab } from './catalogue.ts';
import type { SeedArea } from './areas.ts';
import { translated } from './shared/translations.ts';

/** Days from the seeding day to the demo flash sales' last day (a snapshot is rebuilt after 7: days always remain). */
export const FLASH_SALE_DAYS = 10;

/**
 * When the demo flash sales run: from a fixed day in 2025 (tests set their clocks in 2026) to the end of the day
 * FLASH_SALE_DAYS after seeding (23:59:59 in Dhaka), so the countdown reads days, not years; an ended one shows the
 * filter.
 */
export function flashSaleRunning(seededAt: Date): { start: Date; end: Date } {
  const day = Date.UTC(seededAt.getUTCFullYear(), seededAt.getUTCMonth(), seededAt.getUTCDate());
  const lastDayEnd = day + FLASH_SALE_DAYS * 86_400_000 + (17 * 3600 + 59 * 60 + 59) * 1000;
  return { start: new Date('2025-01-01T00:00:00Z'), end: new Date(lastDayEnd) };
}

export const seedArea: SeedArea = {
  name: 'promotions',
  order: 50,
  async seed(db: Db) {
    const { grocery, pharmacy, ecommerce, food, parcel } = DEMO_MODULE_IDS;

    await db.insert(parcelCategories).values([
      {
        moduleId: parcel,
        name: 'Documents',
        description: 'Letters, contracts and papers up to 1 kg',
        image: 'parcel/documents.webp',
        parcelPerKmShippingCharge: 1.2,
        parcelMinimumShippingCharge: 3,
        ordersCount: 42,
        translations: {
          ar: { name: 'مستندات', description: 'رسائل وعقود وأوراق حتى 1 كجم' },
          bn: { name: 'ডকুমেন্ট', description: 'চিঠি, চুক্তিপত্র ও কাগজপত্র, 1 কেজি পর্যন্ত' },
          es: { name: 'Documentos', description: 'Cartas, contratos y papeles de hasta 1 kg' },
        },
      },
      {
        moduleId: parcel,
        name: 'Small Package',
        description: 'Boxes up to 5 kg',
        image: 'parcel/small-package.webp',
        parcelPerKmShippingCharge: 1.5,
        parcelMinimumShippingCharge: 4,
        ordersCount: 31,
        translations: {
          ar: { name: 'طرد صغير', description: 'صناديق حتى 5 كجم' },
          bn: { name: 'ছোট প্যাকেজ', description: '5 কেজি পর্যন্ত ওজনের বাক্স' },
          es: { name: 'Paquete pequeño', description: 'Cajas de hasta 5 kg' },
        },
      },
      {
        moduleId: parcel,
        name: 'Fragile',
        description: 'Glass, electronics and anything that needs care',
        image: 'parcel/fragile.webp',
        ordersCount: 12,
        translations: {
          ar: { name: 'قابل للكسر', description: 'زجاج وإلكترونيات وكل ما يحتاج عناية' },
          bn: { name: 'ভঙ্গুর', description: 'কাচ, ইলেকট্রনিক্স আর যা কিছু সাবধানে নিতে হয়' },
          es: { name: 'Frágil', description: 'Vidrio, electrónica y todo lo que necesite un trato cuidadoso' },
        },
      },
      {
        moduleId: parcel,
        name: 'Paused Category',
        description: 'Not offered at the moment',
        image: 'parcel/paused.webp',
        status: 0,
      },
    ]);

    const reason = (text: string, ar: string, bn: string, es: string, userType: string, status = 1) => ({
      reason: text,
      userType,
      status,
      translations: translated({ reason: { ar, bn, es } }),
    });
    await db
      .insert(orderCancelReasons)
      .values([
        reason(
          'I ordered by mistake',
          'طلبت عن طريق الخطأ',
          'ভুল করে অর্ডার দিয়ে ফেলেছি',
          'Hice el pedido por error',
          'customer',
        ),
        reason(
          'Delivery is taking too long',
          'التوصيل يستغرق وقتاً طويلاً',
          'ডেলিভারিতে অনেক বেশি সময় লাগছে',
          'La entrega está tardando demasiado',
          'customer',
        ),
        reason(
          'I want to change my order',
          'أريد تغيير طلبي',
          'অর্ডারটি বদলাতে চাই',
          'Quiero cambiar mi pedido',
          'customer',
        ),
        reason(
          'I found a better price elsewhere',
          'وجدت سعراً أفضل في مكان آخر',
          'অন্য জায়গায় আরও কম দামে পেয়েছি',
          'Encontré un mejor precio en otro lugar',
          'customer',
        ),
        reason('Item is out of stock', 'المنتج غير متوفر', 'পণ্যটি স্টকে নেই', 'El producto está agotado', 'store'),
        reason(
          'Store is too busy',
          'المتجر مشغول جداً',
          'দোকানে এখন অনেক অর্ডারের চাপ',
          'La tienda tiene demasiados pedidos',
          'store',
        ),
        reason('Vehicle broke down', 'تعطلت المركبة', 'গাড়ি নষ্ট হয়ে গেছে', 'Se descompuso el vehículo', 'deliveryman'),
        reason('Old reason no longer used', 'سبب قديم', 'পুরোনো কারণ', 'Motivo antiguo', 'customer', 0),
      ]);
    // a parcel's reasons depend on whether it was picked up (6amMart web asks with the order's status)
    const parcelReason = (
      text: string,
      ar: string,
      bn: string,
      es: string,
      userType: string,
      cancellationType: string,
      status = 1,
    ) => ({
      ...reason(text, ar, bn, es, userType, status),
      cancellationType,
    });
    await db
      .insert(parcelCancellationReasons)
      .values([
        parcelReason(
          'I no longer need to send it',
          'لم أعد بحاجة لإرساله',
          'এটি আর পাঠানোর দরকার নেই',
          'Ya no necesito enviarlo',
          'customer',
          'before_pickup',
        ),
        parcelReason(
          'The pickup is taking too long',
          'الاستلام يستغرق وقتاً طويلاً',
          'পিকআপে অনেক বেশি সময় লাগছে',
          'La recogida está tardando demasiado',
          'customer',
          'before_pickup',
        ),
        parcelReason(
          'I entered a wrong address',
          'أدخلت عنواناً خاطئاً',
          'ভুল ঠিকানা দিয়েছি',
          'Puse una dirección equivocada',
          'customer',
          'before_pickup',
        ),
        parcelReason(
          'The receiver is not available',
          'المستلم غير متاح',
          'প্রাপককে পাওয়া যাচ্ছে না',
          'El destinatario no está disponible',
          'customer',
          'after_pickup',
        ),
        parcelReason(
          'I want the parcel back',
          'أريد استرجاع الطرد',
          'পার্সেলটি ফেরত চাই',
          'Quiero que me devuelvan el paquete',
          'customer',
          'after_pickup',
        ),
        parcelReason(
          'The sender was not at the pickup',
          'المرسل لم يكن في موقع الاستلام',
          'পিকআপের জায়গায় প্রেরক ছিলেন না',
          'El remitente no estaba en el punto de recogida',
          'deliveryman',
          'before_pickup',
        ),
        parcelReason(
          'Old parcel reason',
          'سبب قديم للطرد',
          'পার্সেলের পুরোনো কারণ',
          'Motivo antiguo de paquetería',
          'customer',
          'before_pickup',
          0,
        ),
      ]);
    const instruction = (text: string, ar: string, bn: string, es: string, status = 1) => ({
      instruction: text,
      status,
      translations: translated({ instruction: { ar, bn, es } }),
    });
    await db
      .insert(parcelDeliveryInstructions)
      .values([
        instruction('Call me when you arrive', 'اتصل بي عند الوصول', 'পৌঁছে আমাকে ফোন দেবেন', 'Llámame cuando llegues'),
        instruction('Leave it at the door', 'اتركه عند الباب', 'দরজার সামনে রেখে যাবেন', 'Déjalo en la puerta'),
        instruction(
          'Hand it to the receiver only',
          'سلّمه للمستلم فقط',
          'শুধু প্রাপকের হাতেই দেবেন',
          'Entrégalo solo al destinatario',
        ),
        instruction(
          'Handle with care: fragile',
          'تعامل بحذر: قابل للكسر',
          'সাবধানে রাখবেন: ভঙ্গুর জিনিস',
          'Manéjalo con cuidado: es frágil',
        ),
        instruction('Ring the bell twice', 'اضغط الجرس مرتين', 'দুবার বেল বাজাবেন', 'Toca el timbre dos veces', 0),
      ]);
    await db.insert(refundReasons).values([
      {
        reason: 'Item arrived damaged',
        translations: translated({
          reason: { ar: 'وصل المنتج تالفاً', bn: 'পণ্যটি নষ্ট অবস্থায় এসেছে', es: 'El producto llegó dañado' },
        }),
      },
      {
        reason: 'Wrong item delivered',
        translations: translated({
          reason: {
            ar: 'تم توصيل منتج خاطئ',
            bn: 'ভুল পণ্য ডেলিভারি দেওয়া হয়েছে',
            es: 'Me entregaron un producto equivocado',
          },
        }),
      },
      {
        reason: 'Item is missing from the order',
        translations: translated({
          reason: { ar: 'منتج ناقص من الطلب', bn: 'অর্ডারের একটি পণ্য পাইনি', es: 'Falta un producto del pedido' },
        }),
      },
      {
        reason: 'Quality is not as described',
        translations: translated({
          reason: {
            ar: 'الجودة ليست كما هو موصوف',
            bn: 'মান বর্ণনার সাথে মেলে না',
            es: 'La calidad no es la que se describe',
          },
        }),
      },
      { reason: 'Retired reason', status: 0 },
    ]);

    const zoneRows = await db.select({ id: zones.id }).from(zones).orderBy(asc(zones.id));
    const [z1, z2] = zoneRows.map((z) => z.id);
    if (z1 !== undefined && z2 !== undefined)
      await db.insert(surgePrices).values([
        {
          zoneId: z1,
          moduleIds: [food, grocery],
          surgePriceName: 'Evening rush',
          price: 10,
          priceType: 'percent',
          customerNote: 'Evening rush hour: a little more for the delivery',
          customerNoteStatus: 1,
          durationType: 'daily',
          startDate: RUNNING.start,
          endDate: RUNNING.end,
          startTime: '18:00:00',
          endTime: '21:59:59',
          translations: {
            ar: { customer_note: 'ساعة الذروة المسائية: رسوم توصيل أعلى قليلاً' },
            bn: { customer_note: 'সন্ধ্যার ব্যস্ত সময়: ডেলিভারি চার্জ একটু বেশি' },
            es: { customer_note: 'Hora pico de la tarde: el envío cuesta un poco más' },
          },
        },
        {
          zoneId: z2,
          moduleIds: [food, grocery, pharmacy, ecommerce],
          surgePriceName: 'Friday',
          price: 1.5,
          priceType: 'amount',
          customerNote: 'Friday surcharge',
          customerNoteStatus: 1,
          durationType: 'weekly',
          weeklyDays: ['friday'],
          startDate: RUNNING.start,
          endDate: null,
          startTime: '00:00:00',
          endTime: '23:59:59',
          translations: {
            ar: { customer_note: 'رسوم إضافية يوم الجمعة' },
            bn: { customer_note: 'শুক্রবারের বাড়তি চার্জ' },
            es: { customer_note: 'Recargo de los viernes' },
          },
        },
        {
          zoneId: z1,
          moduleIds: [food],
          surgePriceName: 'Late night',
          price: 2,
          priceType: 'amount',
          customerNote: 'Late night delivery',
          customerNoteStatus: 0,
          durationType: 'custom',
          startDate: RUNNING.start,
          endDate: RUNNING.end,
          startTime: '23:00:00',
          endTime: '02:00:00',
        },
        {
          zoneId: z1,
          moduleIds: [food, grocery],
          surgePriceName: 'Old festival',
          price: 50,
          priceType: 'percent',
          durationType: 'custom',
          startDate: EXPIRED.start,
          endDate: EXPIRED.end,
          startTime: '00:00:00',
          endTime: '23:59:59',
        },
      ]);

    await db.insert(deliveryVehicles).values([
      { type: 'Bicycle', startingCoverageArea: 0, maximumCoverageArea: 3, extraCharges: 0 },
      { type: 'Motorbike', startingCoverageArea: 3.01, maximumCoverageArea: 15, extraCharges: 1.5 },
      { type: 'Car', startingCoverageArea: 15.01, maximumCoverageArea: 50, extraCharges: 4 },
      { type: 'Truck', startingCoverageArea: 0, maximumCoverageArea: 500, extraCharges: 25, status: 0 },
    ]);

    // The plans a store may choose when it joins on the subscription business model (GET /vendor/package-view).
    await db.insert(subscriptionPackages).values([
      {
        packageName: 'Basic',
        price: 29,
        validity: 30,
        maxOrder: '300',
        maxProduct: '100',
        review: true,
        chat: true,
        colour: '#1f8a70',
        text: 'For a shop starting out',
      },
      {
        packageName: 'Pro',
        price: 79,
        validity: 90,
        pos: true,
        mobileApp: true,
        chat: true,
        review: true,
        selfDelivery: true,
        isDefault: true,
        colour: '#0b6bcb',
        text: 'Everything, without limits',
      },
      { packageName: 'Retired', price: 9, validity: 7, status: 0 },
    ]);

    await db.insert(walletBonuses).values([
      {
        title: 'Top up 50, get 10 %',
        description: 'Add 50 or more to your wallet and get 10 % extra, up to 20',
        bonusType: 'percentage',
        bonusAmount: 10,
        minimumAddAmount: 50,
        maximumBonusAmount: 20,
        startDate: RUNNING.start,
        endDate: RUNNING.end,
        translations: {
          ar: { title: 'أضف 50 واحصل على 10 %', description: 'أضف 50 أو أكثر إلى محفظتك واحصل على 10 % إضافية حتى 20' },
          bn: {
            title: '50 যোগ করুন, পান 10 % বোনাস',
            description: 'ওয়ালেটে 50 বা তার বেশি যোগ করলে পাবেন 10 % বাড়তি, সর্বোচ্চ 20 পর্যন্ত',
          },
          es: {
            title: 'Recarga 50 y llévate un 10 %',
            description: 'Recarga 50 o más en tu billetera y recibe un 10 % extra, hasta 20',
          },
        },
      },
      {
        title: 'Flat 5 bonus',
        description: 'Add 100 or more and get 5 extra',
        bonusType: 'amount',
        bonusAmount: 5,
        minimumAddAmount: 100,
        startDate: RUNNING.start,
        endDate: RUNNING.end,
        translations: {
          ar: { title: 'مكافأة ثابتة 5', description: 'أضف 100 أو أكثر واحصل على 5 إضافية' },
          bn: { title: 'ফ্ল্যাট 5 বোনাস', description: '100 বা তার বেশি যোগ করলে পাবেন বাড়তি 5' },
          es: { title: 'Bono fijo de 5', description: 'Recarga 100 o más y recibe 5 extra' },
        },
      },
      {
        title: 'Ended bonus',
        bonusType: 'amount',
        bonusAmount: 3,
        startDate: EXPIRED.start,
        endDate: EXPIRED.end,
      },
      {
        title: 'Next year bonus',
        bonusType: 'amount',
        bonusAmount: 7,
        startDate: UPCOMING.start,
        endDate: UPCOMING.end,
      },
    ]);

    await db.insert(cashBacks).values([
      {
        title: '5 % back on every order',
        cashbackType: 'percentage',
        cashbackAmount: 5,
        minPurchase: 10,
        maxDiscount: 8,
        sameUserLimit: 10,
        startDate: RUNNING.start,
        endDate: RUNNING.end,
        translations: {
          ar: { title: 'استرداد 5 % على كل طلب' },
          bn: { title: 'প্রতিটি অর্ডারে 5 % ক্যাশব্যাক' },
          es: { title: 'Recupera un 5 % en cada pedido' },
        },
      },
      {
        title: 'Flat 3 back over 60',
        cashbackType: 'amount',
        cashbackAmount: 3,
        minPurchase: 60,
        sameUserLimit: 3,
        startDate: RUNNING.start,
        endDate: RUNNING.end,
        translations: {
          ar: { title: 'استرداد 3 ثابتة فوق 60' },
          bn: { title: '60-এর বেশি কেনাকাটায় ফ্ল্যাট 3 ক্যাশব্যাক' },
          es: { title: 'Recupera 3 fijos en compras de más de 60' },
        },
      },
      {
        title: 'Expired cashback',
        cashbackType: 'amount',
        cashbackAmount: 50,
        startDate: EXPIRED.start,
        endDate: EXPIRED.end,
      },
    ]);

    // Brands of the e-commerce items, round robin: [name, ar, bn, es] (the Arabic and the Bengali write the name in
    // their script, the Spanish keeps it)
    const brandSeeds: [string, string, string, string][] = [
      ['Aarong Style', 'أرونغ ستايل', 'আড়ং স্টাইল', 'Aarong Style'],
      ['Urban Threads', 'أربن ثريدز', 'আরবান থ্রেডস', 'Urban Threads'],
      ['TechNova', 'تك نوفا', 'টেকনোভা', 'TechNova'],
      ['HomeCraft', 'هوم كرافت', 'হোমক্রাফট', 'HomeCraft'],
    ];
    const brandRows = await db
      .insert(brands)
      .values(
        brandSeeds.map(([name, ar, bn, es]) => ({
          moduleId: ecommerce,
          name,
          slug: kebab(name),
          image: `brands/${kebab(name)}.webp`,
          translations: translated({ name: { ar, bn, es } }),
        })),
      )
      .returning();
    await db.insert(brands).values({
      moduleId: ecommerce,
      name: 'Retired Brand',
      slug: 'retired-brand',
      image: 'brands/retired-brand.webp',
      status: 0,
    });
    const ecommerceItems = await db
      .select({ id: items.id })
      .from(items)
      .where(and(eq(items.moduleId, ecommerce), eq(items.status, 1)))
      .orderBy(asc(items.id));
    if (ecommerceItems.length)
      await db
        .insert(brandItems)
        .values(ecommerceItems.map((it, i) => ({ brandId: brandRows[i % brandRows.length]!.id, itemId: it.id })));

    // Flash sales: one running for grocery and one for e-commerce, an ended one
    const running = flashSaleRunning(new Date());
    const saleItems = async (moduleId: number, n: number) =>
      db
        .select({ id: items.id })
        .from(items)
        .innerJoin(stores, eq(stores.id, items.storeId))
        .where(and(eq(items.moduleId, moduleId), eq(items.status, 1), eq(stores.status, 1)))
        .orderBy(asc(items.id))
        .limit(n);
    const sales = await db
      .insert(flashSales)
      .values([
        {
          moduleId: grocery,
          title: 'Fresh Friday Flash Sale',
          startDate: running.start,
          endDate: running.end,
          translations: {
            ar: { title: 'تخفيضات الجمعة الطازجة' },
            bn: { title: 'শুক্রবারের তাজা ফ্ল্যাশ সেল' },
            es: { title: 'Venta relámpago del viernes fresco' },
          },
        },
        {
          moduleId: ecommerce,
          title: 'Style Week',
          startDate: running.start,
          endDate: running.end,
          translations: {
            ar: { title: 'أسبوع الأناقة' },
            bn: { title: 'স্টাইল সপ্তাহ' },
            es: { title: 'Semana del estilo' },
          },
        },
        {
          moduleId: grocery,
          title: 'Last Year Sale',
          startDate: new Date('2024-01-01T00:00:00Z'),
          endDate: new Date('2024-12-31T17:59:59Z'),
        },
      ])
      .returning();
    for (const [i, sale] of sales.entries()) {
      const picked = await saleItems(sale.moduleId, 5);
      if (!picked.length) continue;
      await db.insert(flashSaleItems).values(
        picked.map((it, k) => ({
          flashSaleId: sale.id,
          itemId: it.id,
          stock: 20 + k * 5,
          sold: k * 3 + i,
          discountType: k % 2 === 0 ? ('percent' as const) : ('amount' as const),
          discount: k % 2 === 0 ? 15 + k : 0.5,
          status: k === 4 ? 0 : 1,
        })),
      );
    }

    // Advertisements: the first approved stores of each shop module
    const adStores = await db
      .select()
      .from(stores)
      .where(and(inArray(stores.moduleId, [grocery, pharmacy, ecommerce, food]), eq(stores.status, 1)))
      .orderBy(asc(stores.id));
    const firstPerModule = [grocery, pharmacy, ecommerce, food]
      .map((m) => adStores.filter((s) => s.moduleId === m).slice(0, 2))
      .flat();
    if (firstPerModule.length)
      await db.insert(advertisements).values(
        firstPerModule.map((s, i) => ({
          moduleId: s.moduleId,
          zoneId: s.zoneId,
          storeId: s.id,
          addType: i % 2 === 0 ? ('store_promotion' as const) : ('video_promotion' as const),
          title: `${s.name}: this week's picks`,
          description: `Fresh offers every day at ${s.name}`,
          coverImage: i % 2 === 0 ? `banners/ad-${kebab(s.name)}-cover.webp` : null,
          profileImage: i % 2 === 0 ? `stores/ad-${kebab(s.name)}-profile.webp` : null,
          videoAttachment: i % 2 === 0 ? null : `banners/ad-${kebab(s.name)}-video.webp`,
          startDate: new Date(`${RUNNING.start}T00:00:00Z`),
          endDate: new Date(`${RUNNING.end}T17:59:59Z`),
          priority: (i % 3) + 1,
          translations: {
            ar: { title: `${s.name}: مختارات هذا الأسبوع`, description: `عروض يومية في ${s.name}` },
            bn: { title: `${s.name}: এই সপ্তাহের বাছাই`, description: `${s.name}-এ প্রতিদিন নতুন অফার` },
            es: {
              title: `${s.name}: lo mejor de la semana`,
              description: `Ofertas frescas todos los días en ${s.name}`,
            },
          },
        })),
      );
    const [expiredAdStore] = adStores;
    if (expiredAdStore)
      await db.insert(advertisements).values({
        moduleId: expiredAdStore.moduleId,
        zoneId: expiredAdStore.zoneId,
        storeId: expiredAdStore.id,
        addType: 'store_promotion',
        title: 'Ended promotion',
        startDate: new Date(`${EXPIRED.start}T00:00:00Z`),
        endDate: new Date(`${EXPIRED.end}T17:59:59Z`),
      });

    // Common conditions from the pharmacy items' common_condition
    const conditionItemsRows = await db
      .select({ id: items.id, condition: items.commonCondition })
      .from(items)
      .where(and(eq(items.moduleId, pharmacy), isNotNull(items.commonCondition)))
      .orderBy(asc(items.id));
    const conditionNames = [...new Set(conditionItemsRows.map((r) => r.condition!).filter(Boolean))].sort();
    const conditionAr: Record<string, string> = {
      Allergy: 'الحساسية',
      Cough: 'السعال',
      Fever: 'الحمى',
      Headache: 'الصداع',
      Infection: 'العدوى',
      Pain: 'الألم',
    };
    const conditionBn: Record<string, string> = {
      Allergy: 'অ্যালার্জি',
      Cough: 'কাশি',
      Fever: 'জ্বর',
      Headache: 'মাথাব্যথা',
      Infection: 'ইনফেকশন',
      Pain: 'ব্যথা',
    };
    const conditionEs: Record<string, string> = {
      Allergy: 'Alergia',
      Cough: 'Tos',
      Fever: 'Fiebre',
      Headache: 'Dolor de cabeza',
      Infection: 'Infección',
      Pain: 'Dolor',
    };
    if (conditionNames.length) {
      const conditionRows = await db
        .insert(commonConditions)
        .values(
          conditionNames.map((name) => ({
            name,
            slug: kebab(name),
            translations: translated({ name: { ar: conditionAr[name], bn: conditionBn[name], es: conditionEs[name] } }),
          })),
        )
        .returning();
      const idOf = new Map(conditionRows.map((c) => [c.name, c.id]));
      await db
        .insert(conditionItems)
        .values(conditionItemsRows.map((r) => ({ conditionId: idOf.get(r.condition!)!, itemId: r.id })));
    }

    // Store banners: two for each of the first stores of every shop module, one paused
    const bannerStores = firstPerModule;
    if (bannerStores.length)
      await db.insert(storeBanners).values(
        bannerStores.flatMap((s) => [
          {
            storeId: s.id,
            title: `${s.name} weekly deals`,
            image: `banners/${kebab(s.name)}-weekly.webp`,
            translations: {
              ar: { title: `عروض ${s.name} الأسبوعية` },
              bn: { title: `${s.name}-এর সাপ্তাহিক অফার` },
              es: { title: `Ofertas semanales de ${s.name}` },
            },
          },
          {
            storeId: s.id,
            title: `${s.name} new arrivals`,
            image: `banners/${kebab(s.name)}-new.webp`,
            defaultLink: null,
          },
          { storeId: s.id, title: 'Paused banner', image: `banners/${kebab(s.name)}-paused.webp`, status: 0 },
        ]),
      );

    // Module banners: promotional banners of the shop modules; the parcel module's why-choose and video sections
    await db.insert(moduleBanners).values([
      ...[grocery, pharmacy, ecommerce, food].map((m) => ({
        moduleId: m,
        key: 'promotional_banner',
        title: 'Save more every day',
        image: `banners/promotional-module-${m}-save-more.webp`,
        translations: {
          ar: { title: 'وفّر أكثر كل يوم' },
          bn: { title: 'প্রতিদিন আরও বেশি সাশ্রয়' },
          es: { title: 'Ahorra más cada día' },
        },
      })),
      {
        moduleId: parcel,
        key: 'why_choose',
        title: 'Fast pickup',
        shortDescription: 'A rider reaches you within 30 minutes',
        image: 'parcel/why-fast-pickup.webp',
        translations: {
          ar: { title: 'استلام سريع', short_description: 'يصل إليك المندوب خلال 30 دقيقة' },
          bn: { title: 'দ্রুত পিকআপ', short_description: '30 মিনিটের মধ্যে রাইডার পৌঁছে যাবেন আপনার কাছে' },
          es: { title: 'Recogida rápida', short_description: 'Un repartidor llega a ti en menos de 30 minutos' },
        },
      },
      {
        moduleId: parcel,
        key: 'why_choose',
        title: 'Tracked end to end',
        shortDescription: 'Follow your parcel on the map until it is delivered',
        image: 'parcel/why-tracked.webp',
        translations: {
          ar: { title: 'تتبع كامل', short_description: 'تابع طردك على الخريطة حتى التسليم' },
          bn: {
            title: 'শুরু থেকে শেষ পর্যন্ত ট্র্যাকিং',
            short_description: 'ডেলিভারি না হওয়া পর্যন্ত ম্যাপে আপনার পার্সেল দেখুন',
          },
          es: {
            title: 'Seguimiento de principio a fin',
            short_description: 'Sigue tu paquete en el mapa hasta que llegue',
          },
        },
      },
      {
        moduleId: parcel,
        key: 'why_choose',
        title: 'Safe handling',
        shortDescription: 'Fragile items are packed and carried with care',
        image: 'parcel/why-safe.webp',
        translations: {
          ar: { title: 'تعامل آمن', short_description: 'تُغلف الأشياء القابلة للكسر وتُنقل بعناية' },
          bn: { title: 'নিরাপদে বহন', short_description: 'ভঙ্গুর জিনিস যত্ন করে প্যাক করে পৌঁছে দেওয়া হয়' },
          es: {
            title: 'Manejo seguro',
            short_description: 'Los artículos frágiles se embalan y se llevan con cuidado',
          },
        },
      },
      {
        moduleId: parcel,
        key: 'video_content',
        title: 'How parcel delivery works',
        shortDescription: 'Book, hand over, track: three steps',
        value: 'https://www.youtube.com/embed/6amMart-parcel',
        image: 'parcel/video-cover.webp',
        translations: {
          ar: { title: 'كيف يعمل توصيل الطرود', short_description: 'احجز، سلّم، تتبّع: ثلاث خطوات' },
          bn: { title: 'পার্সেল ডেলিভারি যেভাবে হয়', short_description: 'বুক করুন, হাতে দিন, ট্র্যাক করুন: মাত্র তিন ধাপ' },
          es: {
            title: 'Cómo funciona el envío de paquetes',
            short_description: 'Reserva, entrega y sigue: tres pasos',
          },
        },
      },
    ]);

    await db.insert(offlinePaymentMethods).values([
      {
        methodName: 'Bank Transfer',
        methodFields: [
          { input_name: 'bank_name', input_data: 'Sixam Bank' },
          { input_name: 'account_number', input_data: '0123456789' },
        ],
        methodInformations: [
          { customer_input: 'transaction_id', customer_placeholder: 'Transaction ID', is_required: 1 },
          { customer_input: 'sender_name', customer_placeholder: 'Account holder name', is_required: 0 },
        ],
      },
      {
        methodName: 'bKash Personal',
        methodFields: [{ input_name: 'bkash_number', input_data: '+8801700009999' }],
        methodInformations: [
          { customer_input: 'phone_number', customer_placeholder: 'Your bKash number', is_required: 1 },
          { customer_input: 'transaction_id', customer_placeholder: 'Transaction ID', is_required: 1 },
        ],
      },
      {
        methodName: 'Cheque',
        methodFields: [{ input_name: 'payee', input_data: 'Sixam Market Ltd' }],
        methodInformations: [
          { customer_input: 'cheque_number', customer_placeholder: 'Cheque number', is_required: 1 },
        ],
        status: 0,
      },
    ]);

    await db.insert(automatedMessages).values([
      {
        message: 'Where is my order?',
        translations: translated({
          message: { ar: 'أين طلبي؟', bn: 'আমার অর্ডারটি কোথায়?', es: '¿Dónde está mi pedido?' },
        }),
      },
      {
        message: 'Please call me when you arrive',
        translations: translated({
          message: {
            ar: 'يرجى الاتصال بي عند الوصول',
            bn: 'পৌঁছে আমাকে একটু ফোন দেবেন, প্লিজ',
            es: 'Llámame cuando llegues, por favor',
          },
        }),
      },
      {
        message: 'Please leave it at the door',
        translations: translated({
          message: {
            ar: 'يرجى تركه عند الباب',
            bn: 'দয়া করে দরজার সামনে রেখে যাবেন',
            es: 'Déjalo en la puerta, por favor',
          },
        }),
      },
      { message: 'Old message', status: 0 },
    ]);

    // Tips on the demo's delivered orders (what the customer paid includes them)
    const delivered = await db
      .select({ id: orders.id, amount: orders.orderAmount })
      .from(orders)
      .where(eq(orders.orderStatus, 'delivered'))
      .orderBy(asc(orders.id));
    for (const o of delivered)
      await db
        .update(orders)
        .set({ dmTips: 2, orderAmount: Math.round((o.amount + 2) * 100) / 100 })
        .where(eq(orders.id, o.id));
  },
};
