// The business pages' demo text (order 5: reads nothing), in English with an Arabic translation each: what an admin
// of the demo shop would have written in 6amMart's "Business pages".
import type { Db } from '../client.ts';
import { businessPages } from '../schema/pages.ts';
import type { PageKey } from '../../lib/pages/business-pages.ts';
import type { SeedArea } from './areas.ts';

const pages: Record<PageKey, { en: string; ar: string }> = {
  about_us: {
    en: `<h2>Who we are</h2>
<p>Sixam Market brings the shops of your neighbourhood to your door: groceries, medicines, meals, gadgets, parcels and rental cars, all in one place.</p>
<h2>What we promise</h2>
<ul><li>Fresh products from stores you know.</li><li>Delivery by riders who are paid fairly.</li><li>Support every day from 8 am to 10 pm at <a href="mailto:support@sixam.market">support@sixam.market</a>.</li></ul>`,
    ar: `<h2>من نحن</h2>
<p>يوصل سيكسام ماركت متاجر حيّك إلى بابك: البقالة والأدوية والوجبات والأجهزة والطرود وسيارات الإيجار، كلها في مكان واحد.</p>
<h2>ما نعد به</h2>
<ul><li>منتجات طازجة من متاجر تعرفها.</li><li>توصيل بسائقين يتقاضون أجرًا عادلًا.</li><li>دعم كل يوم من الثامنة صباحًا حتى العاشرة مساءً على <a href="mailto:support@sixam.market">support@sixam.market</a>.</li></ul>`,
  },
  terms_and_conditions: {
    en: `<h2>1. Using the service</h2>
<p>By placing an order you agree to these terms. You must give a correct delivery address and a phone number we can reach.</p>
<h2>2. Prices and payment</h2>
<p>Prices are set by each store and shown before you pay. Coupons apply only when their minimum purchase is met.</p>
<h2>3. Your account</h2>
<p>Keep your password secret. We may block an account that is used to abuse stores, riders or other customers.</p>`,
    ar: `<h2>1. استخدام الخدمة</h2>
<p>بتقديم طلب فإنك توافق على هذه الشروط. يجب أن تقدم عنوان توصيل صحيحًا ورقم هاتف يمكننا الوصول إليه.</p>
<h2>2. الأسعار والدفع</h2>
<p>يحدد كل متجر أسعاره وتظهر قبل الدفع. لا تُطبَّق القسائم إلا عند بلوغ الحد الأدنى للشراء.</p>
<h2>3. حسابك</h2>
<p>احتفظ بكلمة المرور سرًّا. قد نحظر حسابًا يُستخدم للإساءة إلى المتاجر أو السائقين أو العملاء الآخرين.</p>`,
  },
  privacy_policy: {
    en: `<h2>What we collect</h2>
<p>Your name, phone, email, delivery addresses and the orders you place.</p>
<h2>Why</h2>
<p>To deliver your orders, to let stores and riders reach you, and to keep your account safe. We never sell your data.</p>
<h2>Your choices</h2>
<p>You can edit your profile at any time and ask us to delete your account.</p>`,
    ar: `<h2>ما نجمعه</h2>
<p>اسمك وهاتفك وبريدك الإلكتروني وعناوين التوصيل والطلبات التي تقدمها.</p>
<h2>لماذا</h2>
<p>لتوصيل طلباتك، ولتمكين المتاجر والسائقين من الوصول إليك، وللحفاظ على أمان حسابك. لا نبيع بياناتك أبدًا.</p>
<h2>خياراتك</h2>
<p>يمكنك تعديل ملفك الشخصي في أي وقت وطلب حذف حسابك.</p>`,
  },
  refund_policy: {
    en: `<h2>When you get your money back</h2>
<p>If an item arrives damaged, wrong or missing, ask for a refund from the order's page within 24 hours of delivery.</p>
<p>Approved refunds go to your wallet at once, or to your original payment method within 7 working days.</p>`,
    ar: `<h2>متى تسترد أموالك</h2>
<p>إذا وصل منتج تالفًا أو خاطئًا أو ناقصًا، فاطلب استرداد المبلغ من صفحة الطلب خلال 24 ساعة من التوصيل.</p>
<p>تُضاف المبالغ المعتمدة إلى محفظتك فورًا، أو إلى وسيلة الدفع الأصلية خلال 7 أيام عمل.</p>`,
  },
  cancellation_policy: {
    en: `<h2>Cancelling an order</h2>
<p>You can cancel an order while it is pending. Once the store confirms it, please contact support.</p>
<p>A cancelled order paid from the wallet or digitally is refunded to your wallet.</p>`,
    ar: `<h2>إلغاء الطلب</h2>
<p>يمكنك إلغاء الطلب ما دام قيد الانتظار. بعد أن يؤكده المتجر، يُرجى التواصل مع الدعم.</p>
<p>يُعاد مبلغ الطلب الملغى المدفوع من المحفظة أو رقميًا إلى محفظتك.</p>`,
  },
  shipping_policy: {
    en: `<h2>Delivery areas and fees</h2>
<p>We deliver inside our service zones. The delivery fee depends on the distance and is shown at checkout; some stores deliver for free above an order amount.</p>
<p>Scheduled orders arrive in the time slot you choose.</p>`,
    ar: `<h2>مناطق التوصيل والرسوم</h2>
<p>نوصل داخل مناطق الخدمة. تعتمد رسوم التوصيل على المسافة وتظهر عند الدفع، وبعض المتاجر توصل مجانًا فوق مبلغ معين.</p>
<p>تصل الطلبات المجدولة في الفترة الزمنية التي تختارها.</p>`,
  },
};

/** The pages were last edited on 15 January 2026 (shown as "Last updated"). */
export const PAGES_EDITED_AT = new Date(Date.UTC(2026, 0, 15, 9));

export const seedArea: SeedArea = {
  name: 'pages',
  order: 5,
  async seed(db: Db) {
    await db.insert(businessPages).values(
      Object.entries(pages).map(([key, text]) => ({
        key,
        content: text.en,
        translations: { ar: { content: text.ar } },
        updatedAt: PAGES_EDITED_AT,
      })),
    );
  },
};
