// The business pages' demo text (order 5: reads nothing), in English with an Arabic, a Bengali and a Spanish
// translation each: what an admin of the demo shop would have written in 6amMart's "Business pages".
import type { Db } from '../client.ts';
import { businessPages } from '../schema/pages.ts';
import type { PageKey } from '../../lib/pages/business-pages.ts';
import type { SeedArea } from './areas.ts';
import { translated } from './shared/translations.ts';

/** Each page's HTML in English (the row's content) and its translations. */
export const pageTexts: Record<PageKey, { en: string; ar: string; bn: string; es: string }> = {
  about_us: {
    en: `<h2>Who we are</h2>
<p>Sixam Market brings the shops of your neighbourhood to your door: groceries, medicines, meals, gadgets, parcels and rental cars, all in one place.</p>
<h2>What we promise</h2>
<ul><li>Fresh products from stores you know.</li><li>Delivery by riders who are paid fairly.</li><li>Support every day from 8 am to 10 pm at <a href="mailto:support@sixam.market">support@sixam.market</a>.</li></ul>`,
    ar: `<h2>من نحن</h2>
<p>يوصل سيكسام ماركت متاجر حيّك إلى بابك: البقالة والأدوية والوجبات والأجهزة والطرود وسيارات الإيجار، كلها في مكان واحد.</p>
<h2>ما نعد به</h2>
<ul><li>منتجات طازجة من متاجر تعرفها.</li><li>توصيل بسائقين يتقاضون أجرًا عادلًا.</li><li>دعم كل يوم من الثامنة صباحًا حتى العاشرة مساءً على <a href="mailto:support@sixam.market">support@sixam.market</a>.</li></ul>`,
    bn: `<h2>আমরা কারা</h2>
<p>সিক্সাম মার্কেট আপনার এলাকার দোকানগুলোকে নিয়ে আসে আপনার দোরগোড়ায়: মুদি বাজার, ওষুধ, খাবার, গ্যাজেট, পার্সেল আর ভাড়ার গাড়ি, সবকিছু এক জায়গায়।</p>
<h2>আমাদের প্রতিশ্রুতি</h2>
<ul><li>আপনার চেনা দোকান থেকে তাজা পণ্য।</li><li>ন্যায্য পারিশ্রমিক পাওয়া রাইডারদের হাতে ডেলিভারি।</li><li>প্রতিদিন সকাল 8টা থেকে রাত 10টা পর্যন্ত সহায়তা: <a href="mailto:support@sixam.market">support@sixam.market</a></li></ul>`,
    es: `<h2>Quiénes somos</h2>
<p>Sixam Market lleva las tiendas de tu barrio hasta tu puerta: supermercado, medicamentos, comida, tecnología, paquetes y alquiler de autos, todo en un solo lugar.</p>
<h2>Nuestro compromiso</h2>
<ul><li>Productos frescos de tiendas que ya conoces.</li><li>Entregas a cargo de repartidores con un pago justo.</li><li>Atención todos los días de 8:00 a 22:00 en <a href="mailto:support@sixam.market">support@sixam.market</a>.</li></ul>`,
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
    bn: `<h2>1. সেবা ব্যবহার</h2>
<p>অর্ডার করার মাধ্যমে আপনি এই শর্তাবলিতে সম্মত হচ্ছেন। আপনাকে সঠিক ডেলিভারি ঠিকানা আর এমন একটি ফোন নম্বর দিতে হবে, যে নম্বরে আমরা আপনাকে পাব।</p>
<h2>2. দাম ও পেমেন্ট</h2>
<p>প্রতিটি দোকান নিজের দাম ঠিক করে, আর পেমেন্টের আগেই তা আপনাকে দেখানো হয়। কুপন তখনই কাজ করবে, যখন তার ন্যূনতম কেনাকাটার শর্ত পূরণ হবে।</p>
<h2>3. আপনার অ্যাকাউন্ট</h2>
<p>আপনার পাসওয়ার্ড গোপন রাখুন। দোকান, রাইডার বা অন্য ক্রেতাদের সাথে অসদাচরণে কোনো অ্যাকাউন্ট ব্যবহার হলে আমরা তা বন্ধ করে দিতে পারি।</p>`,
    es: `<h2>1. Uso del servicio</h2>
<p>Al hacer un pedido aceptas estas condiciones. Debes indicar una dirección de entrega correcta y un número de teléfono en el que podamos localizarte.</p>
<h2>2. Precios y pago</h2>
<p>Cada tienda fija sus precios, y los ves antes de pagar. Los cupones solo se aplican si alcanzas su compra mínima.</p>
<h2>3. Tu cuenta</h2>
<p>Mantén tu contraseña en secreto. Podemos bloquear una cuenta que se use para abusar de tiendas, repartidores u otros clientes.</p>`,
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
    bn: `<h2>আমরা কী তথ্য রাখি</h2>
<p>আপনার নাম, ফোন নম্বর, ইমেইল, ডেলিভারির ঠিকানা আর আপনার করা অর্ডারগুলো।</p>
<h2>কেন রাখি</h2>
<p>আপনার অর্ডার পৌঁছে দিতে, দোকান ও রাইডাররা যেন আপনার সাথে যোগাযোগ করতে পারেন, আর আপনার অ্যাকাউন্ট সুরক্ষিত রাখতে। আমরা কখনো আপনার তথ্য বিক্রি করি না।</p>
<h2>আপনার হাতে যা আছে</h2>
<p>যেকোনো সময় আপনি নিজের প্রোফাইল এডিট করতে পারেন, আর আমাদের কাছে অ্যাকাউন্ট মুছে ফেলার অনুরোধ জানাতে পারেন।</p>`,
    es: `<h2>Qué datos recopilamos</h2>
<p>Tu nombre, teléfono, correo electrónico, direcciones de entrega y los pedidos que haces.</p>
<h2>Para qué</h2>
<p>Para entregarte tus pedidos, para que las tiendas y los repartidores puedan contactarte y para mantener tu cuenta segura. Nunca vendemos tus datos.</p>
<h2>Tus opciones</h2>
<p>Puedes editar tu perfil cuando quieras y pedirnos que eliminemos tu cuenta.</p>`,
  },
  refund_policy: {
    en: `<h2>When you get your money back</h2>
<p>If an item arrives damaged, wrong or missing, ask for a refund from the order's page within 24 hours of delivery.</p>
<p>Approved refunds go to your wallet at once, or to your original payment method within 7 working days.</p>`,
    ar: `<h2>متى تسترد أموالك</h2>
<p>إذا وصل منتج تالفًا أو خاطئًا أو ناقصًا، فاطلب استرداد المبلغ من صفحة الطلب خلال 24 ساعة من التوصيل.</p>
<p>تُضاف المبالغ المعتمدة إلى محفظتك فورًا، أو إلى وسيلة الدفع الأصلية خلال 7 أيام عمل.</p>`,
    bn: `<h2>কখন টাকা ফেরত পাবেন</h2>
<p>কোনো পণ্য নষ্ট, ভুল বা কম এলে ডেলিভারির 24 ঘণ্টার মধ্যে অর্ডারের পেজ থেকে রিফান্ডের অনুরোধ করুন।</p>
<p>অনুমোদিত রিফান্ড সঙ্গে সঙ্গে আপনার ওয়ালেটে যোগ হয়, অথবা 7 কার্যদিবসের মধ্যে যে মাধ্যমে পেমেন্ট করেছিলেন সেখানে ফেরত যায়।</p>`,
    es: `<h2>Cuándo te devolvemos el dinero</h2>
<p>Si un producto llega dañado, no es el que pediste o falta, solicita el reembolso desde la página del pedido en las 24 horas siguientes a la entrega.</p>
<p>Los reembolsos aprobados llegan al momento a tu billetera, o a tu método de pago original en un plazo de 7 días hábiles.</p>`,
  },
  cancellation_policy: {
    en: `<h2>Cancelling an order</h2>
<p>You can cancel an order while it is pending. Once the store confirms it, please contact support.</p>
<p>A cancelled order paid from the wallet or digitally is refunded to your wallet.</p>`,
    ar: `<h2>إلغاء الطلب</h2>
<p>يمكنك إلغاء الطلب ما دام قيد الانتظار. بعد أن يؤكده المتجر، يُرجى التواصل مع الدعم.</p>
<p>يُعاد مبلغ الطلب الملغى المدفوع من المحفظة أو رقميًا إلى محفظتك.</p>`,
    bn: `<h2>অর্ডার বাতিল করা</h2>
<p>অর্ডার পেন্ডিং থাকা অবস্থায় আপনি তা বাতিল করতে পারেন। দোকান অর্ডার কনফার্ম করে ফেললে অনুগ্রহ করে সাপোর্টে যোগাযোগ করুন।</p>
<p>ওয়ালেট বা ডিজিটাল মাধ্যমে পেমেন্ট করা অর্ডার বাতিল হলে টাকা আপনার ওয়ালেটে ফেরত দেওয়া হয়।</p>`,
    es: `<h2>Cancelar un pedido</h2>
<p>Puedes cancelar un pedido mientras esté pendiente. Si la tienda ya lo confirmó, ponte en contacto con soporte.</p>
<p>Si cancelas un pedido pagado con la billetera o con un pago digital, te devolvemos el importe a tu billetera.</p>`,
  },
  shipping_policy: {
    en: `<h2>Delivery areas and fees</h2>
<p>We deliver inside our service zones. The delivery fee depends on the distance and is shown at checkout; some stores deliver for free above an order amount.</p>
<p>Scheduled orders arrive in the time slot you choose.</p>`,
    ar: `<h2>مناطق التوصيل والرسوم</h2>
<p>نوصل داخل مناطق الخدمة. تعتمد رسوم التوصيل على المسافة وتظهر عند الدفع، وبعض المتاجر توصل مجانًا فوق مبلغ معين.</p>
<p>تصل الطلبات المجدولة في الفترة الزمنية التي تختارها.</p>`,
    bn: `<h2>ডেলিভারি এলাকা ও চার্জ</h2>
<p>আমরা আমাদের সার্ভিস জোনের ভেতরে ডেলিভারি দিই। ডেলিভারি চার্জ দূরত্বের ওপর নির্ভর করে এবং চেকআউটে দেখানো হয়; কিছু দোকান নির্দিষ্ট পরিমাণের বেশি অর্ডারে ফ্রি ডেলিভারি দেয়।</p>
<p>শিডিউল করা অর্ডার আপনার বেছে নেওয়া সময়ের মধ্যেই পৌঁছে যায়।</p>`,
    es: `<h2>Zonas y costos de envío</h2>
<p>Entregamos dentro de nuestras zonas de servicio. El costo de envío depende de la distancia y lo ves al pagar; algunas tiendas envían gratis a partir de cierto importe.</p>
<p>Los pedidos programados llegan en la franja horaria que elijas.</p>`,
  },
};

/** The pages were last edited on 15 January 2026 (shown as "Last updated"). */
export const PAGES_EDITED_AT = new Date(Date.UTC(2026, 0, 15, 9));

export const seedArea: SeedArea = {
  name: 'pages',
  order: 5,
  async seed(db: Db) {
    await db.insert(businessPages).values(
      Object.entries(pageTexts).map(([key, text]) => ({
        key,
        content: text.en,
        translations: translated({ content: text }),
        updatedAt: PAGES_EDITED_AT,
      })),
    );
  },
};
