// Promotions and order extras (order 50, after the catalogue, customers and orders): parcel categories, cancellation
// and refund reasons, surge prices, delivery vehicles, wallet bonuses, cashback offers, brands of the e-commerce
// items, a running flash sale (and an ended one), store advertisements, common conditions of the pharmacy items,
// store and module banners, offline payment methods, automated messages, and tips on the demo's delivered orders
// (so the checkout's "most tipped" amount has a history).
import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { items, stores, zones, type Translations } from '../schema/catalogue.ts';
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
import { DEMO_MODULE_IDS, EXPIRED, RUNNING, UPCOMING } from './catalogue.ts';
import type { SeedArea } from './areas.ts';

const kebab = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** The demo flash sale runs from 2025 to 2035; an ended one shows the filter. */
export const FLASH_SALE_RUNNING = { start: new Date('2025-01-01T00:00:00Z'), end: new Date('2035-12-31T17:59:59Z') };

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
        image: 'parcel/documents.svg',
        parcelPerKmShippingCharge: 1.2,
        parcelMinimumShippingCharge: 3,
        ordersCount: 42,
        translations: { ar: { name: 'مستندات', description: 'رسائل وعقود وأوراق حتى 1 كجم' } },
      },
      {
        moduleId: parcel,
        name: 'Small Package',
        description: 'Boxes up to 5 kg',
        image: 'parcel/small-package.svg',
        parcelPerKmShippingCharge: 1.5,
        parcelMinimumShippingCharge: 4,
        ordersCount: 31,
        translations: { ar: { name: 'طرد صغير', description: 'صناديق حتى 5 كجم' } },
      },
      {
        moduleId: parcel,
        name: 'Fragile',
        description: 'Glass, electronics and anything that needs care',
        image: 'parcel/fragile.svg',
        ordersCount: 12,
        translations: { ar: { name: 'قابل للكسر', description: 'زجاج وإلكترونيات وكل ما يحتاج عناية' } },
      },
      {
        moduleId: parcel,
        name: 'Paused Category',
        description: 'Not offered at the moment',
        image: 'parcel/paused.svg',
        status: 0,
      },
    ]);

    const reason = (text: string, ar: string, userType: string, status = 1) => ({
      reason: text,
      userType,
      status,
      translations: { ar: { reason: ar } },
    });
    await db
      .insert(orderCancelReasons)
      .values([
        reason('I ordered by mistake', 'طلبت عن طريق الخطأ', 'customer'),
        reason('Delivery is taking too long', 'التوصيل يستغرق وقتاً طويلاً', 'customer'),
        reason('I want to change my order', 'أريد تغيير طلبي', 'customer'),
        reason('I found a better price elsewhere', 'وجدت سعراً أفضل في مكان آخر', 'customer'),
        reason('Item is out of stock', 'المنتج غير متوفر', 'store'),
        reason('Store is too busy', 'المتجر مشغول جداً', 'store'),
        reason('Vehicle broke down', 'تعطلت المركبة', 'deliveryman'),
        reason('Old reason no longer used', 'سبب قديم', 'customer', 0),
      ]);
    // a parcel's reasons depend on whether it was picked up (6amMart web asks with the order's status)
    const parcelReason = (text: string, ar: string, userType: string, cancellationType: string, status = 1) => ({
      ...reason(text, ar, userType, status),
      cancellationType,
    });
    await db
      .insert(parcelCancellationReasons)
      .values([
        parcelReason('I no longer need to send it', 'لم أعد بحاجة لإرساله', 'customer', 'before_pickup'),
        parcelReason('The pickup is taking too long', 'الاستلام يستغرق وقتاً طويلاً', 'customer', 'before_pickup'),
        parcelReason('I entered a wrong address', 'أدخلت عنواناً خاطئاً', 'customer', 'before_pickup'),
        parcelReason('The receiver is not available', 'المستلم غير متاح', 'customer', 'after_pickup'),
        parcelReason('I want the parcel back', 'أريد استرجاع الطرد', 'customer', 'after_pickup'),
        parcelReason(
          'The sender was not at the pickup',
          'المرسل لم يكن في موقع الاستلام',
          'deliveryman',
          'before_pickup',
        ),
        parcelReason('Old parcel reason', 'سبب قديم للطرد', 'customer', 'before_pickup', 0),
      ]);
    const instruction = (text: string, ar: string, status = 1) => ({
      instruction: text,
      status,
      translations: { ar: { instruction: ar } },
    });
    await db
      .insert(parcelDeliveryInstructions)
      .values([
        instruction('Call me when you arrive', 'اتصل بي عند الوصول'),
        instruction('Leave it at the door', 'اتركه عند الباب'),
        instruction('Hand it to the receiver only', 'سلّمه للمستلم فقط'),
        instruction('Handle with care: fragile', 'تعامل بحذر: قابل للكسر'),
        instruction('Ring the bell twice', 'اضغط الجرس مرتين', 0),
      ]);
    await db.insert(refundReasons).values([
      { reason: 'Item arrived damaged', translations: { ar: { reason: 'وصل المنتج تالفاً' } } },
      { reason: 'Wrong item delivered', translations: { ar: { reason: 'تم توصيل منتج خاطئ' } } },
      { reason: 'Item is missing from the order', translations: { ar: { reason: 'منتج ناقص من الطلب' } } },
      { reason: 'Quality is not as described', translations: { ar: { reason: 'الجودة ليست كما هو موصوف' } } },
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
          translations: { ar: { customer_note: 'ساعة الذروة المسائية: رسوم توصيل أعلى قليلاً' } },
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
          translations: { ar: { customer_note: 'رسوم إضافية يوم الجمعة' } },
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
        translations: { ar: { title: 'مكافأة ثابتة 5', description: 'أضف 100 أو أكثر واحصل على 5 إضافية' } },
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
        translations: { ar: { title: 'استرداد 5 % على كل طلب' } },
      },
      {
        title: 'Flat 3 back over 60',
        cashbackType: 'amount',
        cashbackAmount: 3,
        minPurchase: 60,
        sameUserLimit: 3,
        startDate: RUNNING.start,
        endDate: RUNNING.end,
        translations: { ar: { title: 'استرداد 3 ثابتة فوق 60' } },
      },
      {
        title: 'Expired cashback',
        cashbackType: 'amount',
        cashbackAmount: 50,
        startDate: EXPIRED.start,
        endDate: EXPIRED.end,
      },
    ]);

    // Brands of the e-commerce items, round robin
    const brandSeeds: [string, string][] = [
      ['Aarong Style', 'أرونغ ستايل'],
      ['Urban Threads', 'أربن ثريدز'],
      ['TechNova', 'تك نوفا'],
      ['HomeCraft', 'هوم كرافت'],
    ];
    const brandRows = await db
      .insert(brands)
      .values(
        brandSeeds.map(([name, ar]) => ({
          moduleId: ecommerce,
          name,
          slug: kebab(name),
          image: `brands/${kebab(name)}.svg`,
          translations: { ar: { name: ar } },
        })),
      )
      .returning();
    await db.insert(brands).values({
      moduleId: ecommerce,
      name: 'Retired Brand',
      slug: 'retired-brand',
      image: 'brands/retired-brand.svg',
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
          startDate: FLASH_SALE_RUNNING.start,
          endDate: FLASH_SALE_RUNNING.end,
          translations: { ar: { title: 'تخفيضات الجمعة الطازجة' } },
        },
        {
          moduleId: ecommerce,
          title: 'Style Week',
          startDate: FLASH_SALE_RUNNING.start,
          endDate: FLASH_SALE_RUNNING.end,
          translations: { ar: { title: 'أسبوع الأناقة' } },
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
          coverImage: i % 2 === 0 ? `banners/ad-${kebab(s.name)}-cover.svg` : null,
          profileImage: i % 2 === 0 ? `stores/ad-${kebab(s.name)}-profile.svg` : null,
          videoAttachment: i % 2 === 0 ? null : `banners/ad-${kebab(s.name)}-video.svg`,
          startDate: new Date(`${RUNNING.start}T00:00:00Z`),
          endDate: new Date(`${RUNNING.end}T17:59:59Z`),
          priority: (i % 3) + 1,
          translations: { ar: { title: `${s.name}: مختارات هذا الأسبوع`, description: `عروض يومية في ${s.name}` } },
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
    if (conditionNames.length) {
      const conditionRows = await db
        .insert(commonConditions)
        .values(
          conditionNames.map((name) => ({
            name,
            slug: kebab(name),
            translations: (conditionAr[name] ? { ar: { name: conditionAr[name] } } : {}) as Translations,
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
            image: `banners/${kebab(s.name)}-weekly.svg`,
            translations: { ar: { title: `عروض ${s.name} الأسبوعية` } },
          },
          {
            storeId: s.id,
            title: `${s.name} new arrivals`,
            image: `banners/${kebab(s.name)}-new.svg`,
            defaultLink: null,
          },
          { storeId: s.id, title: 'Paused banner', image: `banners/${kebab(s.name)}-paused.svg`, status: 0 },
        ]),
      );

    // Module banners: promotional banners of the shop modules; the parcel module's why-choose and video sections
    await db.insert(moduleBanners).values([
      ...[grocery, pharmacy, ecommerce, food].map((m) => ({
        moduleId: m,
        key: 'promotional_banner',
        title: 'Save more every day',
        image: `banners/promotional-module-${m}.svg`,
        translations: { ar: { title: 'وفّر أكثر كل يوم' } },
      })),
      {
        moduleId: parcel,
        key: 'why_choose',
        title: 'Fast pickup',
        shortDescription: 'A rider reaches you within 30 minutes',
        image: 'parcel/why-fast-pickup.svg',
        translations: { ar: { title: 'استلام سريع', short_description: 'يصل إليك المندوب خلال 30 دقيقة' } },
      },
      {
        moduleId: parcel,
        key: 'why_choose',
        title: 'Tracked end to end',
        shortDescription: 'Follow your parcel on the map until it is delivered',
        image: 'parcel/why-tracked.svg',
        translations: { ar: { title: 'تتبع كامل', short_description: 'تابع طردك على الخريطة حتى التسليم' } },
      },
      {
        moduleId: parcel,
        key: 'why_choose',
        title: 'Safe handling',
        shortDescription: 'Fragile items are packed and carried with care',
        image: 'parcel/why-safe.svg',
        translations: { ar: { title: 'تعامل آمن', short_description: 'تُغلف الأشياء القابلة للكسر وتُنقل بعناية' } },
      },
      {
        moduleId: parcel,
        key: 'video_content',
        title: 'How parcel delivery works',
        shortDescription: 'Book, hand over, track: three steps',
        value: 'https://www.youtube.com/embed/6amMart-parcel',
        image: 'parcel/video-cover.svg',
        translations: { ar: { title: 'كيف يعمل توصيل الطرود', short_description: 'احجز، سلّم، تتبّع: ثلاث خطوات' } },
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
      { message: 'Where is my order?', translations: { ar: { message: 'أين طلبي؟' } } },
      { message: 'Please call me when you arrive', translations: { ar: { message: 'يرجى الاتصال بي عند الوصول' } } },
      { message: 'Please leave it at the door', translations: { ar: { message: 'يرجى تركه عند الباب' } } },
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
